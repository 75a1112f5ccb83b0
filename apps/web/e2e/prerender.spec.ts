import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Errors and warnings the page logs (a failed hydration logs one), and anything the
 * Content-Security-Policy refused (which the page itself may never notice).
 */
async function collectProblems(page: Page): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`),
    ),
  );
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("prerendered pages", () => {
  test("the served HTML already holds the page, its title, description and language links", async ({
    request,
    baseURL,
  }) => {
    const english = await request.get("/");
    expect(english.headers()["content-language"]).toBe("en");
    const html = await english.text();
    expect(html).toContain('<html data-app-scripts="/assets/index-');
    expect(html).toContain('lang="en" dir="ltr"');
    expect(html).toContain("<title>Bayan · Learn English the easy way</title>");
    expect(html).toMatch(/<meta name="description" content="Learn English the easy way[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${baseURL}/?lang=ar" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Bayan · Learn English the easy way" />',
    );
    expect(html).toMatch(
      /id="hero-title">Learn English the easy way, <span[^>]*>explained in Arabic<\/span><\/h1>/,
    );

    const arabic = await request.get("/privacy?lang=ar");
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('lang="ar" dir="rtl"');
    expect(arabicHtml).toContain("<title>سياسة الخصوصية · بيان</title>");
    expect(arabicHtml).toContain(`<link rel="canonical" href="${baseURL}/privacy?lang=ar" />`);
    expect(arabicHtml).toContain('<meta property="og:locale" content="ar_AR" />');

    const browserArabic = await request.get("/contact", {
      headers: { "accept-language": "ar-EG" },
    });
    expect(await browserArabic.text()).toContain("<title>تواصل معنا · بيان</title>");
  });

  test("without JavaScript the landing page can still be read", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Learn English the easy way, explained in Arabic",
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Get early access" })).toBeVisible();
    await context.close();
  });

  test("the policy pages arrive with their published sections, which the app takes over in place", async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    for (const [path, document] of [
      ["/privacy", "privacy-policy"],
      ["/terms?lang=ar", "terms-of-service"],
    ] as const) {
      const language = path.endsWith("ar") ? "ar" : "en";
      const published = (await (
        await request.get(`/api/system/public/${document}?language=${language}`)
      ).json()) as { data: Array<{ title: string }> };
      const titles = published.data.map((section) => section.title);
      expect(titles.length).toBeGreaterThan(0);

      // In the served HTML, before any script: readable with JavaScript off.
      const offline = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const still = await offline.newPage();
      await still.goto(path);
      for (const title of titles)
        await expect(still.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await offline.close();

      // Taken over without a hydration error once the data layer is in, and still there.
      const problems = await collectProblems(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const title of titles)
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      expect(problems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
    }
  });

  for (const [path, heading] of [
    ["/", "Learn English the easy way, explained in Arabic"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/contact", "Contact us"],
  ] as const) {
    test(`${path} is taken over without a hydration error, in English and Arabic, light and dark`, async ({
      page,
    }) => {
      const problems = await collectProblems(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.goto(`${path}?lang=ar`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.emulateMedia({ colorScheme: "light" });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
      expect(problems.filter((p) => !p.startsWith("Failed to load resource"))).toEqual([]);
    });
  }

  test("a ?lang= link is remembered and leaves the address", async ({ page, context }) => {
    await page.goto("/terms?lang=ar");
    await expect(page.getByRole("heading", { level: 1, name: "شروط الخدمة" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ar");
    expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("ar");

    // The next page is sent in Arabic straight away.
    const next = await page.goto("/contact");
    expect(next?.headers()["content-language"]).toBe("ar");
    await expect(page.getByRole("heading", { level: 1, name: "تواصل معنا" })).toBeVisible();
  });

  test("a choice stored before the cookie existed still wins over the served language", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("language", "ar");
      document.cookie = "language=; Max-Age=0; Path=/";
    });
    const problems = await collectProblems(page);
    const res = await page.goto("/");
    expect(res?.headers()["content-language"]).toBe("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(
      page.getByRole("heading", { level: 1, name: "تعلّم الإنجليزية بسهولة، بشرح عربي واضح" }),
    ).toBeVisible();
    expect(problems).toEqual([]);
    // ...and from then on the server knows it.
    expect((await page.goto("/"))?.headers()["content-language"]).toBe("ar");
  });

  test("moving between pages updates the title and the description", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveTitle("Privacy Policy · Bayan");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^What Bayan collects before launch/,
    );
  });
});
