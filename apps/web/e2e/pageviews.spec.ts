import type { Browser, BrowserContext, Page } from "@playwright/test";
import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

/**
 * Every page view counted (docs/analytics.md, "The script"): the page view leaves from the page's
 * first script (public/boot.js) just after the first paint, so a visitor who leaves a page 0.3 s
 * after it loaded, before the rest of the script comes (once the page is interactive and the
 * browser idle), is counted all the same. Five such pages are five page views, no more, no less.
 */

const PATHS = ["/", "/privacy", "/terms", "/contact", "/register"];

interface Report {
  metrics: { screenPageViews: number };
  pageViewsData: { path: string; views: number }[];
}
type Request = Parameters<typeof adminApi>[0];
interface SentEvent {
  name: string;
  url: string;
  returning?: boolean;
}

/** The total of page views and those of each path of the journey. */
async function counts(request: Request) {
  const report = await adminApi<Report>(request, "get", "/api/analytics/comprehensive?timeRange=7");
  const views = (path: string) =>
    report.pageViewsData.filter((p) => p.path === path).reduce((sum, p) => sum + p.views, 0);
  return { total: report.metrics.screenPageViews, paths: PATHS.map(views) };
}

/**
 * The counts once they have stayed the same across two of the collector's one-second writes: the
 * journeys before this one may have left page views on their way.
 */
async function settled(request: Request) {
  let last = await counts(request);
  for (;;) {
    await new Promise((done) => setTimeout(done, 2_500));
    const now = await counts(request);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

const toCollector = (method: string, url: string) =>
  method === "POST" && new URL(url).pathname === "/bayan/n";

/**
 * The events the tab sends to the collector, as their bodies are read: through the DevTools
 * protocol, since Playwright gives no body for a beacon's blob.
 */
async function sentEvents(context: BrowserContext, tab: Page) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  const events: SentEvent[] = [];
  cdp.on("Network.requestWillBeSent", ({ request, requestId }) => {
    if (!toCollector(request.method, request.url)) return;
    cdp
      .send("Network.getRequestPostData", { requestId })
      .then(({ postData }) =>
        events.push(...(JSON.parse(postData) as { events: SentEvent[] }).events),
      )
      // A body no longer there once the page was left (a last engagement event): not needed here.
      .catch(() => undefined);
  });
  return events;
}

/** A new browser profile: no cache, nothing stored. */
const newVisitor = (browser: Browser) =>
  browser.newContext({ baseURL: test.info().project.use.baseURL! });

test("five pages each left 0.3 s after they loaded are five page views", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await settled(request);

  // A new visitor (no cache, nothing stored), who leaves each page 0.3 s after its `load` event:
  // for the next page, and the last one for a blank page.
  const visitor = await newVisitor(browser);
  const tab = await visitor.newPage();
  for (const path of PATHS) {
    await tab.goto(path, { waitUntil: "load" });
    await tab.waitForTimeout(300);
  }
  await tab.goto("about:blank");
  await visitor.close();

  await expect
    .poll(async () => (await counts(request)).total, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before.total + 5);
  const after = await settled(request);
  expect(after.total - before.total).toBe(5);
  expect(after.paths.map((views, i) => views - before.paths[i]!)).toEqual([1, 1, 1, 1, 1]);
});

test("a visitor coming back with the site's files in the browser's cache is told apart", async ({
  browser,
}) => {
  const visitor = await newVisitor(browser);
  const tab = await visitor.newPage();
  const events = await sentEvents(visitor, tab);
  const pageViews = () => events.filter((event) => event.name === "pageview");
  // The second time from elsewhere (no referrer from this site): the first page of a new visit.
  for (const [i, path] of ["/", "/privacy"].entries()) {
    await tab.goto(path);
    await expect.poll(() => pageViews().length).toBe(i + 1);
    await tab.goto("about:blank");
  }
  await visitor.close();
  expect(pageViews().map((event) => [new URL(event.url).pathname, event.returning])).toEqual([
    ["/", false],
    ["/privacy", true],
  ]);
});

test("the admin pages send nothing", async ({ browser }) => {
  const visitor = await newVisitor(browser);
  let sent = 0;
  visitor.on("request", (request) => void (sent += +toCollector(request.method(), request.url())));
  const tab = await visitor.newPage();
  await tab.goto("/admin");
  await tab.waitForSelector("html[data-app-ready]", { state: "attached" });
  // Long enough for the rest of the script to come, were it ever loaded here.
  await tab.waitForTimeout(1_500);
  await tab.goto("about:blank");
  await visitor.close();
  expect(sent).toBe(0);
});
