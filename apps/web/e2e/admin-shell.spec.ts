import { E2E_ADMIN_PASSWORD, signedIn } from "./admin";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

test.describe("admin sign-in and session (SPEC 2.7, 4 Session, 8 Login)", () => {
  test("a wrong password says so; the right one opens the shell, which survives a reload", async ({
    page,
  }) => {
    await page.goto("/admin");
    const password = page.getByLabel("Password", { exact: false }).first();
    await password.fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Incorrect password")).toBeVisible();

    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toMatch(/^ey/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("a token the server refuses is removed and the admin is sent to the gate", async ({
    page,
    request,
  }) => {
    // A session of its own, ended on the server behind the browser's back.
    const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
    const { access_token } = (await login.json()) as { access_token: string };
    await page.addInitScript((t) => localStorage.setItem("admin_token", t), access_token);
    await page.goto("/admin/waitlist");
    await expect(page.getByRole("heading", { level: 1, name: "Early Access" })).toBeVisible();

    const out = await request.post("/api/auth/logout", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(out.status()).toBe(200);
    await page.getByRole("link", { name: "Contact Submissions" }).first().click();
    await expect(page.getByText("Unauthorized - please login again")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toBeNull();
  });

  test("logout ends the token on the server and returns to the gate", async ({ page, request }) => {
    const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
    const { access_token } = (await login.json()) as { access_token: string };
    await page.addInitScript((t) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("admin_token", t);
        sessionStorage.setItem("seeded", "1");
      }
    }, access_token);
    await page.goto("/admin/emails");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    const after = await request.get("/api/outbox", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(after.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("a section without a session goes to the gate; an unknown section to the dashboard", async ({
    page,
    request,
  }) => {
    await page.goto("/admin/contact");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

    await signedIn(page, request);
    await page.goto("/admin/no-such-section");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test.describe("admin shell (SPEC 2.8)", () => {
  test("the sidebar lists every section and marks the current one", async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto("/admin/terms");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    for (const name of [
      "Dashboard",
      "Users",
      "Courses",
      "Messages",
      "Analytics",
      "Privacy Policy",
      "Terms of Service",
      "Contact Submissions",
      "Early Access",
      "Emails",
      "Settings",
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test("on a phone the menu is a drawer that closes on selection and at 768 px", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "أقسام لوحة الإدارة" })).toBeHidden();
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // Arabic: the drawer slides in from the right.
    const box = await drawer.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(380);
    await drawer.getByRole("link", { name: "الوصول المبكر" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "الوصول المبكر" })).toBeVisible();

    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.setViewportSize({ width: 800, height: 844 });
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "أقسام لوحة الإدارة" })).toBeVisible();
  });

  test("the language switch mirrors the panel and keeps the section", async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto("/admin/privacy");
    await page
      .getByRole("button", { name: /العربية/ })
      .first()
      .click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/privacy$/);
  });
});

test.describe("admin accessibility: gate and shell", () => {
  for (const [language, theme] of [
    ["en", "light"],
    ["ar", "dark"],
  ] as const) {
    for (const phone of [false, true]) {
      test(`${language}, ${theme}, ${phone ? "phone" : "desktop"}: no serious or critical violations`, async ({
        page,
        request,
      }) => {
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await page.addInitScript(
          ({ l, t }) => {
            localStorage.setItem("language", l);
            localStorage.setItem("theme", t);
          },
          { l: language, t: theme },
        );
        await page.goto("/admin");
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
        expect(await seriousViolations(page)).toEqual([]);

        await signedIn(page, request, { language, theme });
        await page.goto("/admin/users");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (phone) {
          await page.getByRole("button", { name: /Open the menu|فتح القائمة/ }).click();
          await expect(page.getByRole("dialog")).toBeVisible();
          // The drawer's links are scanned once it has slid in: mid-way, axe read the colours of
          // links still under the fading overlay (a failure seen once on a busy host).
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
          );
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
