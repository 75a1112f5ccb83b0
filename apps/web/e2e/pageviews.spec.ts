import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

/**
 * Every page view counted (docs/analytics.md, "How it loads"): the page view leaves from the entry
 * script, so a visitor who leaves a page 0.3 s after it loaded, long before the rest of the script
 * would come, is counted all the same: five such pages are five page views, no more, no less.
 */

const total = async (request: Parameters<typeof adminApi>[0]) =>
  (
    await adminApi<{ metrics: { screenPageViews: number } }>(
      request,
      "get",
      "/api/analytics/comprehensive?timeRange=7",
    )
  ).metrics.screenPageViews;

/** The count once it has stayed the same for two of the collector's one-second writes. */
async function settled(request: Parameters<typeof adminApi>[0]) {
  let last = await total(request);
  for (;;) {
    await new Promise((done) => setTimeout(done, 2_200));
    const now = await total(request);
    if (now === last) return now;
    last = now;
  }
}

test("five pages each left 0.3 s after they loaded are five page views", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // Views the journeys before this one sent are written first.
  const before = await settled(request);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const tab = await visitor.newPage();
  for (const path of ["/", "/privacy", "/terms", "/contact", "/?lang=ar"]) {
    await tab.goto(path, { waitUntil: "load" });
    await tab.waitForTimeout(300);
  }
  await visitor.close();

  await expect.poll(() => total(request), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 5);
  expect(await settled(request)).toBe(before + 5);
});
