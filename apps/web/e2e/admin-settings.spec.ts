import type { Browser, Page } from "@playwright/test";
import {
  AXE_VARIANTS,
  E2E_ADMIN_PASSWORD,
  PHONE,
  adminApi,
  forgetAdminToken,
  runTag,
  screenViolations,
  signedIn,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

const NEW_PASSWORD = "Settings journey #7 key";

/** Every section back to its defaults (the other journeys read numbers and dates in them). */
async function restoreDefaults(request: Parameters<typeof adminApi>[0]) {
  await adminApi(request, "patch", "/api/settings/profile", {
    name: "Administrator",
    email: "",
    phone: "",
    bio: "",
  });
  await adminApi(request, "patch", "/api/settings/notifications", {
    email: true,
    browser: true,
    mobile: false,
    userRegistration: true,
    courseEnrollment: true,
    messageReceived: true,
    systemUpdates: true,
    dailyDigest: false,
  });
  await adminApi(request, "patch", "/api/settings/appearance", {
    theme: "system",
    compactMode: false,
    animationsEnabled: true,
  });
  await adminApi(request, "patch", "/api/settings/region", {
    language: "en",
    timezone: "browser",
    dateFormat: "language",
    timeFormat: "12",
    firstDayOfWeek: "sunday",
    numberFormat: "en-US",
  });
  await adminApi(request, "patch", "/api/settings/privacy", {
    profileVisibility: "registered",
    showOnlineStatus: true,
    allowMessages: "all",
    shareActivity: false,
    dataUsage: true,
  });
  await adminApi(request, "patch", "/api/settings/payment", {
    defaultMethod: "card",
    currency: "JOD",
    autoRenew: true,
  });
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

/** Turns a switch on or off. */
async function flip(page: Page, name: string, on: boolean) {
  const input = page.getByRole("switch", { name });
  if ((await input.isChecked()) !== on) await input.click();
  if (on) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}

/**
 * Saves the open tab and waits for the server's answer to this save: the toast alone is no sign,
 * the previous tab's "Settings saved" may still be on screen.
 */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/trpc\/settings\.update\w+/.test(r.url()),
  );
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText("Settings saved").last()).toBeVisible();
}

/** A browser with nothing stored, signed in through the sign-in screen. */
async function freshSignIn(browser: Browser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Password", { exact: false }).first().fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return { context, page };
}

test.describe("admin settings (SPEC 2.14)", () => {
  test.afterAll(async ({ request }) => {
    await restoreDefaults(request);
  });

  test("every tab saves, survives a reload, and is applied after signing in elsewhere", async ({
    request,
    browser,
  }) => {
    await restoreDefaults(request);
    // Signed in through the sign-in screen: nothing else is put into this browser's storage.
    const { context, page } = await freshSignIn(browser, E2E_ADMIN_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // Profile.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Full name").fill("Huda Saleh");
    await page.getByLabel("Email", { exact: true }).fill("huda@example.com");
    await page.getByLabel("Phone").fill("+962 79 123 4567");
    await save(page);
    // Notifications.
    await openTab(page, "Notifications");
    await flip(page, "Daily email digest", true);
    await flip(page, "Mobile notifications", true);
    await save(page);
    // Appearance: dark and compact, no animations.
    await openTab(page, "Appearance");
    await page.getByRole("radio", { name: /Dark/ }).click();
    await flip(page, "Compact mode", true);
    await flip(page, "Animations", false);
    await save(page);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(page.locator("html")).toHaveAttribute("data-admin-compact", "");
    await expect(page.locator("html")).toHaveAttribute("data-admin-still", "");
    // Language and region.
    await openTab(page, "Language and region");
    await choose(page, "Date format", "YYYY-MM-DD (ISO)");
    await choose(page, "Time zone", "Tokyo");
    await page.getByText("24-hour (14:30)").click();
    await choose(page, "Number format", "1.234,56 (Germany)");
    await choose(page, "First day of the week", "Monday");
    await expect(page.getByTestId("preview-number")).toHaveText("1.234.567,89");
    await save(page);
    // Privacy and billing.
    await openTab(page, "Privacy");
    await choose(page, "Profile visibility", "Private: only me");
    await save(page);
    await openTab(page, "Billing");
    await choose(page, "Currency", "Saudi riyal (SAR)");
    await page.getByText("Mastercard", { exact: true }).click();
    await save(page);

    // Reload: the tab that was open is open again (it is in the address), and every tab shows
    // what was saved.
    await expect(page).toHaveURL(/[?&]tab=billing(&|$)/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Billing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("Saudi riyal (SAR)");
    await expect(page.getByRole("radio", { name: "Mastercard" })).toBeChecked();
    await openTab(page, "Profile");
    await expect(page.getByLabel("Full name")).toHaveValue("Huda Saleh");
    await expect(page.getByLabel("Phone")).toHaveValue("+962 79 123 4567");
    await openTab(page, "Notifications");
    await expect(page.getByRole("switch", { name: "Daily email digest" })).toBeChecked();
    await openTab(page, "Appearance");
    await expect(page.getByRole("radio", { name: /Dark/ })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Compact mode" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Animations" })).not.toBeChecked();
    await openTab(page, "Language and region");
    await expect(page.getByRole("combobox", { name: "Date format" })).toHaveValue(
      "YYYY-MM-DD (ISO)",
    );
    await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Tokyo");
    await openTab(page, "Privacy");
    await expect(page.getByRole("combobox", { name: "Profile visibility" })).toHaveValue(
      "Private: only me",
    );

    // Arabic, from Settings: the interface switches at once.
    await openTab(page, "Language and region");
    await choose(page, "Language", "Arabic");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: "الإعدادات" })).toBeVisible();

    // Another browser, nothing stored: signed in, the server's settings apply everywhere.
    const other = await freshSignIn(browser, E2E_ADMIN_PASSWORD);
    const html = other.page.locator("html");
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(html).toHaveAttribute("data-admin-compact", "");
    // Dates in YYYY-MM-DD and numbers as in Germany on another screen.
    const email = uniqueEmail(runTag("set"));
    await request.post("/api/waitlist", { data: { email } });
    await other.page.goto(`/admin/waitlist?search=${encodeURIComponent(email)}`);
    const entry = other.page.locator("tbody tr").filter({ hasText: email });
    await expect(entry).toContainText(/\d{4}-\d{2}-\d{2}/);
    await other.context.close();
    await context.close();
  });

  test("the section chosen on a phone survives a reload; Back goes to the one before", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request);
    await page.goto("/admin/settings");
    await choose(page, "Settings section", "Security");
    await expect(page.getByRole("heading", { level: 2, name: "Security" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Settings section" })).toHaveValue("Security");
    await expect(page.getByRole("heading", { level: 2, name: "Security" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Profile" })).toBeVisible();
  });

  test("the bell counts what is new and marks all as read", async ({ page, request }) => {
    await restoreDefaults(request);
    await adminApi(request, "post", "/api/admin/notifications/seen");
    const email = uniqueEmail(runTag("bell"));
    await request.post("/api/waitlist", { data: { email } });
    await signedIn(page, request);
    await page.goto("/admin/settings");
    const bell = page.getByRole("button", { name: "Notifications: 1 new" });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText(`New waitlist sign-up: ${email}`)).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByRole("button", { name: "Notifications: nothing new" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications: nothing new" })).toBeVisible();
  });

  test("the team's owner cannot be removed; a member is added and removed", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto("/admin/settings");
    await openTab(page, "Team members");
    const table = page.getByRole("table", { name: "Team members" });
    const owner = table.getByRole("row").filter({ hasText: "Owner" });
    await expect(owner).toBeVisible();
    await expect(owner.getByRole("button", { name: /Remove/ })).toHaveCount(0);

    const tag = runTag("team");
    const name = `Member ${tag}`;
    await page.getByRole("textbox", { name: /^Name/ }).fill(name);
    await page.getByRole("textbox", { name: /^Email/ }).fill(uniqueEmail(tag));
    await choose(page, "Role", "Editor");
    await page.getByRole("button", { name: "Add member" }).click();
    const member = table.getByRole("row").filter({ hasText: name });
    await expect(member).toBeVisible();
    await page.reload();
    await openTab(page, "Team members");
    await expect(member.getByRole("combobox", { name: `Role of ${name}` })).toHaveValue("Editor");
    await member.getByRole("button", { name: `Remove ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(member).toHaveCount(0);
  });

  test("a password change signs other sessions out, keeps this one, and the new password works", async ({
    browser,
    request,
  }) => {
    // Both browsers signed in through the sign-in screen (their tokens are their own).
    const mine = await freshSignIn(browser, E2E_ADMIN_PASSWORD);
    const other = await freshSignIn(browser, E2E_ADMIN_PASSWORD);
    const page = mine.page;
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(other.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    try {
      await page.goto("/admin/settings");
      await openTab(page, "Security");
      await page.getByLabel(/^Current password/).fill(E2E_ADMIN_PASSWORD);
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(
        page.getByText("Password changed. Every other session has been signed out."),
      ).toBeVisible();

      // This browser stays in; the other one is sent to the sign-in screen.
      await page.reload();
      await expect(page.getByRole("tab", { name: "Security" })).toBeVisible();
      await other.page.reload();
      await expect(other.page.getByRole("button", { name: "Sign in" })).toBeVisible();

      // The new password signs in; the old one no longer does.
      const old = await request.post("/api/auth/login", {
        data: { password: E2E_ADMIN_PASSWORD },
      });
      expect(old.status()).toBe(401);
      const again = await freshSignIn(browser, NEW_PASSWORD);
      await expect(again.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await again.context.close();
    } finally {
      await mine.context.close();
      await other.context.close();
      // Put the journeys' password back (the other journeys sign in with it).
      const login = await request.post("/api/auth/login", { data: { password: NEW_PASSWORD } });
      if (login.ok()) {
        const { access_token } = (await login.json()) as { access_token: string };
        const back = await request.post("/api/settings/password", {
          headers: { authorization: `Bearer ${access_token}` },
          data: {
            currentPassword: NEW_PASSWORD,
            newPassword: E2E_ADMIN_PASSWORD,
            confirmPassword: E2E_ADMIN_PASSWORD,
          },
        });
        expect(back.status()).toBe(200);
      }
      forgetAdminToken();
    }
  });

  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      await signedIn(page, request, { language, theme });
      await page.goto("/admin/settings");
      const heading = language === "en" ? "Settings" : "الإعدادات";
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole("button", {
          name: language === "en" ? "Edit Profile" : "تعديل الملف الشخصي",
        }),
      ).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);
    });
  }
});
