import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminApi,
  freshRegistrationLink,
  joinWaitlist,
  outboxTo,
  signedIn,
  type WaitlistRow,
} from "./admin";
import { uniqueEmail } from "./api";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * Joins the waitlist, has the administrator invite the entry, and copies a fresh link for its
 * email (the outbox holds no working link: it is made when the email is delivered).
 */
async function invitedLink(
  request: APIRequestContext,
  name: string,
  language: "en" | "ar" = "en",
): Promise<{ entry: WaitlistRow; path: string }> {
  const entry = await joinWaitlist(request, uniqueEmail(name), language);
  await adminApi(request, "post", `/api/waitlist/${entry.id}/invite`);
  const [mail] = await outboxTo(request, entry.email);
  expect(mail).toMatchObject({ kind: "waitlist-invite", language });
  const url = await freshRegistrationLink(request, entry.email);
  expect(url.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The server's own origin may differ from PUBLIC_URL: open the path on this server.
  return { entry, path: `${url.pathname}${url.search}` };
}

/** Opens the page as a visitor who chose `language` on this site earlier. */
async function inLanguage(page: Page, language: "en" | "ar") {
  await page.addInitScript((l) => localStorage.setItem("language", l), language);
}

test.describe("registration from an invitation (/register)", () => {
  test("a waitlist visitor is invited, registers once, and the entry is registered", async ({
    page,
    request,
  }) => {
    const { entry, path } = await invitedLink(request, "register.journey");
    await inLanguage(page, "en");
    await page.goto(path);

    await expect(
      page.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();
    const email = page.getByRole("textbox", { name: /^Email address/ });
    await expect(email).toHaveValue(entry.email);
    await expect(email).toHaveAttribute("readonly", "");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.getByRole("textbox", { name: /^Your name/ }).fill("Layla Hassan");
    const password = page.getByLabel(/^Password/);
    // The rule is checked as the visitor types, once the field has been left.
    await password.fill("short");
    await password.blur();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await password.fill("Kx9#mQ2!vLr7");
    await expect(page.getByText("Password must be at least 8 characters")).toHaveCount(0);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Your account is ready" }),
    ).toBeVisible();
    await expect(page.getByText("We'll email you when the courses open.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );

    // The same link again: used.
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "This link has already been used" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);

    // The waitlist entry now says registered.
    const stored = await adminApi<WaitlistRow>(request, "get", `/api/waitlist/${entry.id}`);
    expect(stored.status).toBe("registered");

    // What the administrator sees: the person on the users screen, the entry completed.
    await signedIn(page, request);
    await page.goto(`/admin/users?search=${encodeURIComponent(entry.email)}`);
    const user = page
      .getByRole("table")
      .first()
      .locator("tbody tr")
      .filter({ hasText: entry.email });
    await expect(user).toContainText("Layla Hassan");
    await expect(user).toContainText("Student");
    await expect(user).toContainText("Active");
    await page.goto(`/admin/waitlist?search=${encodeURIComponent(entry.email)}`);
    await expect(
      page.getByRole("table").first().locator("tbody tr").filter({ hasText: entry.email }),
    ).toContainText("Completed");
  });

  test("served prerendered in both languages, kept out of search, and taken over cleanly", async ({
    page,
    request,
  }) => {
    for (const language of ["en", "ar"] as const) {
      const res = await request.get(`/register?lang=${language}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-language"]).toBe(language);
      const html = await res.text();
      expect(html).toContain(`data-prerendered="${language}"`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // The first screen, before any script: the check's loading state.
      expect(html).toContain(language === "en" ? "Create your account" : "أنشئ حسابك");
    }
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/register");

    const { path } = await invitedLink(request, "register.hydrate");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${path}&lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("textbox", { name: /^اسمك/ })).toBeVisible();
    // The language left the address; the token stayed.
    expect(new URL(page.url()).searchParams.get("lang")).toBeNull();
    expect(new URL(page.url()).searchParams.get("token")).toBeTruthy();
    expect(problems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("a link without a token, or a made-up one, says it is not valid", async ({ page }) => {
    await inLanguage(page, "en");
    for (const path of ["/register", `/register?token=${"x".repeat(43)}`]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: "This link is not valid" }),
      ).toBeVisible();
    }
  });

  for (const language of ["en", "ar"] as const) {
    test(`the form and its errors in ${language}: no serious or critical WCAG 2.1 AA violations`, async ({
      page,
      request,
    }) => {
      const { path } = await invitedLink(request, `register.axe.${language}`, language);
      await inLanguage(page, language);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("form")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // With an error under the password.
      const password = page.getByLabel(language === "en" ? /^Password/ : /^كلمة المرور/);
      await password.fill("abc");
      await password.blur();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
