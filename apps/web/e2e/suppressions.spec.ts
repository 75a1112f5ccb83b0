import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminApi,
  joinWaitlist,
  runTag,
  screenViolations,
  signedIn,
  waitlistRows,
  AXE_VARIANTS,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

/**
 * The suppression screen (docs/email-delivery.md, "The suppression screen"): the Emails section's
 * second tab. An address is added with a note, shown after a reload with its history, refused a
 * second time, then removed after the confirmation, and gone after a reload; the waitlist's entry
 * for it says so meanwhile.
 */

interface Suppression {
  keyHash: string;
  email: string | null;
  reason: string;
  source: string;
}

const rows = (page: Page) => page.getByRole("table").first().locator("tbody tr");

/** The list's rows for an address, through the admin API. */
const suppressionsOf = (request: APIRequestContext, email: string) =>
  adminApi<Suppression[]>(request, "get", `/api/suppressions?search=${encodeURIComponent(email)}`);

/** Whether the waitlist's entry for an address says it is suppressed, and why. */
async function waitlistSuppression(request: APIRequestContext, email: string) {
  const [entry] = await waitlistRows(request, { search: email });
  return (entry as unknown as { suppressed: string | null }).suppressed;
}

test.describe("admin emails: the suppressed addresses", () => {
  test("English, desktop: add an address with a note, keep it over a reload with its history, then remove it after the confirmation", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(runTag("supp"));
    await joinWaitlist(request, email, "en");
    expect(await waitlistSuppression(request, email)).toBeNull();

    await signedIn(page, request);
    await page.goto("/admin/emails");
    await page.getByRole("tab", { name: "Suppressed addresses" }).click();
    await expect(page).toHaveURL(/\/admin\/emails\/suppressed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Suppressed addresses" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // Add, with a note.
    await page.getByRole("button", { name: "Add address" }).click();
    let dialog = page.getByRole("dialog", { name: "Add an address" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("textbox", { name: /Note/ }).fill("Asked by phone to stop");
    await dialog.getByRole("button", { name: "Add to the list" }).click();
    await expect(
      page.getByText(`${email} is on the suppression list: no email will be sent to it`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(email);
    await expect(rows(page)).toContainText("Suppressed by an administrator");
    await expect(rows(page)).toContainText("Administrator");

    const [stored] = await suppressionsOf(request, email);
    expect(stored).toMatchObject({ email, reason: "manual", source: "admin" });
    expect(await waitlistSuppression(request, email)).toBe("manual");

    // A second add of the same address is refused, naming the reason it keeps.
    await page.getByRole("button", { name: "Add address" }).click();
    dialog = page.getByRole("dialog", { name: "Add an address" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Add to the list" }).click();
    await expect(
      dialog.getByText("This address is already suppressed: an administrator added it"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // After a reload: still listed; its details with the history, from the end side.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]selected=${stored!.keyHash}`));
    const drawer = page.getByRole("dialog", { name: email });
    const history = drawer.getByRole("list", { name: "History" });
    await expect(history).toContainText("Added by an administrator");
    await expect(history).toContainText("Asked by phone to stop");
    await page.reload();
    await expect(history).toContainText("Added by an administrator");
    expect.soft(await screenViolations(page)).toEqual([]);

    // Remove: asked first, saying what it means.
    await drawer.getByRole("button", { name: "Remove from the list" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove from the suppression list?" });
    await expect(confirm).toContainText(`${email} can be emailed again from now on`);
    await expect(confirm).toContainText("the sender checks this list before every email");
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(
      page.getByText(
        "The address is off the suppression list: it can be emailed again from now on",
      ),
    ).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByText("No addresses match")).toBeVisible();

    await page.reload();
    await expect(page.getByText("No addresses match")).toBeVisible();
    expect(await suppressionsOf(request, email)).toEqual([]);
    expect(await waitlistSuppression(request, email)).toBeNull();
    const changes = await adminApi<Array<{ action: string; note: string | null }>>(
      request,
      "get",
      `/api/suppressions/${stored!.keyHash}/history`,
    );
    expect(changes.map((c) => [c.action, c.note])).toEqual([
      ["remove", null],
      ["add", "Asked by phone to stop"],
    ]);
  });

  test("Arabic, dark, phone: the same, right to left", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const email = uniqueEmail(runTag("suppar"));
    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto("/admin/emails/suppressed");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "رسائل البريد" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "العناوين المستبعدة" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.getByRole("button", { name: "إضافة عنوان" }).click();
    const dialog = page.getByRole("dialog", { name: "إضافة عنوان إلى القائمة" });
    await dialog.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
    await dialog.getByRole("textbox", { name: /ملاحظة/ }).fill("طلب ذلك عبر الهاتف");
    expect.soft(await screenViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "إضافة إلى القائمة" }).click();
    await expect(
      page.getByText(`أُضيف ${email} إلى قائمة الاستبعاد: لن تُرسل إليه أي رسالة`),
    ).toBeVisible();

    await page.getByRole("searchbox", { name: "بحث" }).fill(email);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("أوقفه أحد المسؤولين");
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(email);
    expect.soft(await screenViolations(page)).toEqual([]);

    // The row's own button, in view on a phone (the actions column is pinned).
    const remove = rows(page).getByRole("button", { name: `إزالة ${email} من قائمة الاستبعاد` });
    await expect(remove).toBeInViewport();
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "إزالته من قائمة الاستبعاد؟" });
    await expect(confirm).toContainText(`يمكن مراسلة ${email} من جديد من الآن`);
    expect.soft(await screenViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "إزالة" }).click();
    await expect(
      page.getByText("أُزيل العنوان من قائمة الاستبعاد: يمكن مراسلته من جديد من الآن"),
    ).toBeVisible();
    await expect(page.getByText("لا عناوين مطابقة")).toBeVisible();

    await page.reload();
    await expect(page.getByText("لا عناوين مطابقة")).toBeVisible();
    expect(await suppressionsOf(request, email)).toEqual([]);
  });
});

test.describe("admin accessibility: suppressed addresses", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const email = uniqueEmail(runTag("suppaxe"));
      await adminApi(request, "post", "/api/suppressions", { email, note: "Axe check" });
      await signedIn(page, request, { language, theme });
      await page.goto(`/admin/emails/suppressed?search=${encodeURIComponent(email)}`);
      await expect(rows(page)).toHaveCount(1);
      expect.soft(await screenViolations(page)).toEqual([]);

      // The address's details with its history (the whole screen on a phone).
      await rows(page).first().click();
      const drawer = page.getByRole("dialog", { name: email });
      await expect(
        drawer.getByRole("list", { name: language === "ar" ? "السجل" : "History" }),
      ).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
