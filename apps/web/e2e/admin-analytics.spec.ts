import { adminApi, screenViolations, signedIn, statValue, AXE_VARIANTS, PHONE } from "./admin";
import { expect, test } from "./fixtures";

/**
 * First-party analytics from the visitor's browser to the admin's screen (docs/analytics.md).
 * Every journey's public pages are counted too (the browser's user agent is a desktop Chrome,
 * not a bot), so the figures are compared before and after, never as absolute numbers.
 */

interface Report {
  metrics: { screenPageViews: number; activeUsers: number };
  pageViewsData: { path: string; views: number }[];
}
const report = (request: Parameters<typeof adminApi>[0]) =>
  adminApi<Report>(request, "get", "/api/analytics/comprehensive?timeRange=7");

test.describe("admin analytics", () => {
  test("three pages visited in a fresh browser are counted and shown on the analytics screen", async ({
    browser,
    page,
    request,
  }) => {
    const before = await report(request);
    const viewsOf = (r: Report, path: string) =>
      r.pageViewsData.filter((p) => p.path === path).reduce((sum, p) => sum + p.views, 0);

    // A visitor: a new browser profile (no cache, nothing stored), three public pages.
    const baseURL = test.info().project.use.baseURL!;
    const visitor = await browser.newContext({ baseURL });
    const tab = await visitor.newPage();
    for (const path of ["/", "/privacy", "/contact"]) {
      const sent = tab.waitForRequest((r) => r.url().endsWith("/bayan/n") && r.method() === "POST");
      await tab.goto(path);
      // The script loads once the page is idle and sends within a second, or when the page is left.
      await tab.evaluate(() => window.dispatchEvent(new Event("pagehide")));
      await sent;
    }
    await visitor.close();

    // Written in batches every second: counted shortly after. The total alone is no sign that
    // these three are in: the journey before this one may have left a page view on its way.
    await expect
      .poll(async () => viewsOf(await report(request), "/contact"), { timeout: 15_000 })
      .toBeGreaterThan(viewsOf(before, "/contact"));
    const after = await report(request);
    expect(after.metrics.screenPageViews).toBeGreaterThanOrEqual(
      before.metrics.screenPageViews + 3,
    );
    expect(viewsOf(after, "/privacy")).toBeGreaterThan(viewsOf(before, "/privacy"));
    expect(viewsOf(after, "/contact")).toBeGreaterThan(viewsOf(before, "/contact"));
    expect(after.metrics.activeUsers).toBeGreaterThan(0);

    // The admin sees them (the admin's own pages send nothing).
    await signedIn(page, request);
    await page.goto("/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await page.getByText("7d", { exact: true }).click();
    await expect(page.getByText("Showing 7 days")).toBeVisible();
    await expect(statValue(page, "Page views")).toHaveText(
      new Intl.NumberFormat("en-US").format(after.metrics.screenPageViews),
    );
    await expect(page.getByText("/privacy", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("/contact", { exact: true }).first()).toBeVisible();
    // Still the same after a reload: read from the database, not from the screen's memory; the
    // range chosen is in the address, so the reload keeps it.
    await expect(page).toHaveURL(/[?&]range=7(&|$)/);
    await page.reload();
    await expect(page.getByRole("radio", { name: "7d" })).toBeChecked();
    await expect(page.getByText("Showing 7 days")).toBeVisible();
    await expect(statValue(page, "Page views")).not.toHaveText("");
    expect((await report(request)).metrics.screenPageViews).toBe(after.metrics.screenPageViews);
  });

  test("the range chosen survives a reload, in Arabic on a phone too", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto("/admin/analytics");
    await page.getByText("١٢ شهرًا", { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=365(&|$)/);
    await page.reload();
    await expect(page.getByRole("radio", { name: "١٢ شهرًا" })).toBeChecked();
    // Back to the default: the address drops the range.
    await page.getByText("٣٠ يومًا", { exact: true }).click();
    await expect(page).not.toHaveURL(/range=/);
  });

  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      // With figures in every panel (charts, lists, the funnel table), not only the empty texts.
      const res = await request.post("/bayan/n", {
        data: {
          events: [
            {
              name: "pageview",
              url: `${test.info().project.use.baseURL}/?utm_source=newsletter`,
              referrer: "https://www.google.com/",
              title: "Bayan",
              width: 1280,
              language,
            },
          ],
        },
      });
      expect(res.status()).toBe(202);
      await expect
        .poll(async () => (await report(request)).metrics.screenPageViews, { timeout: 15_000 })
        .toBeGreaterThan(0);
      if (phone) await page.setViewportSize(PHONE);
      await signedIn(page, request, { language, theme });
      await page.goto("/admin/analytics");
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: language === "ar" ? "التحليلات" : "Analytics",
        }),
      ).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
