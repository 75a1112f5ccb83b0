import type { AnalyticsEventInput } from "@bayan/trpc/schemas";
import type { AnalyticsEvent } from "./index";

// The collection script (docs/analytics.md, "The script"): a chunk of its own, loaded by
// `startAnalytics` once the public page is interactive. Keep it small: no imports at run time.

/** `ANALYTICS_COLLECT_PATH` (the schemas module carries zod, so it is repeated; a test compares). */
export const COLLECT_PATH = "/bayan/n";
/** `ANALYTICS_MAX_EVENTS` and `ANALYTICS_MAX_BODY_BYTES`: the endpoint's limits per request. */
export const MAX_EVENTS = 20;
export const MAX_BODY_BYTES = 8192;
/** Events tracked within this long of each other go in one request. */
export const BATCH_MS = 1000;

/**
 * Sends a page view, then every event of `queue` (those tracked before the script came, and from
 * now on those pushed to it), and the page's visible time whenever it is hidden or left. Sends
 * nothing, and drops the events, when the browser asks not to be tracked (Do Not Track, Global
 * Privacy Control).
 */
export function start(queue: AnalyticsEvent[]) {
  // Once per queue (React's development mode runs the starting effect twice).
  if (queue.push !== [].push) return;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl) {
    queue.length = 0;
    queue.push = () => 0;
    return;
  }
  const doc = document;
  const origin = location.origin;
  const referrer = doc.referrer.slice(0, 2000);
  let pending: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = (json: string) => {
    const body = new Blob([json], { type: "application/json" });
    // fetch takes the Content-Type from the blob.
    if (!navigator.sendBeacon(COLLECT_PATH, body))
      fetch(COLLECT_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
  };

  /** Everything pending, in requests of at most 20 events and 8 KiB. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length) {
      let batch = pending.slice(0, MAX_EVENTS);
      let json = JSON.stringify({ events: batch });
      while (batch.length > 1 && new Blob([json]).size > MAX_BODY_BYTES) {
        batch = batch.slice(0, -1);
        json = JSON.stringify({ events: batch });
      }
      pending = pending.slice(batch.length);
      post(json);
    }
  };

  const add = (event: Partial<AnalyticsEventInput>) => {
    const language = doc.documentElement.lang;
    pending.push({
      url: location.href.slice(0, 2000),
      ...(referrer && { referrer }),
      title: doc.title.slice(0, 300),
      width: screen.width,
      ...((language === "en" || language === "ar") && { language }),
      ...event,
    } as AnalyticsEventInput);
    if (pending.length >= MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, BATCH_MS);
  };

  // The page view. The first page of a visit (not reached from this site) says whether this
  // browser had the site's hashed scripts in its cache: a sign of an earlier visit.
  add({
    name: "pageview",
    ...(!referrer.startsWith(origin + "/") && {
      returning: performance
        .getEntriesByType("resource")
        .some(
          (entry) =>
            entry.name.startsWith(origin + "/assets/") &&
            (entry as PerformanceResourceTiming).transferSize === 0 &&
            (entry as PerformanceResourceTiming).decodedBodySize > 0,
        ),
    }),
  });
  const tracked = ([name, props]: AnalyticsEvent) => add({ name, ...(props && { props }) });
  queue.splice(0).forEach(tracked);
  queue.push = (...events) => {
    events.forEach(tracked);
    return 0;
  };

  // Visible time: counted from the first paint (a page opened in the background paints when it
  // is first shown), sent when the page is hidden or left.
  let shownAt: number | undefined =
    doc.visibilityState === "visible"
      ? (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? performance.now())
      : undefined;
  let visibleMs = 0;
  const hidden = () => {
    if (shownAt !== undefined) visibleMs += performance.now() - shownAt;
    shownAt = undefined;
    const engagementMs = Math.min(Math.round(visibleMs), 86_400_000);
    if (engagementMs > 0) add({ name: "engagement", engagementMs });
    visibleMs = 0;
    flush();
  };
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible") shownAt ??= performance.now();
    else hidden();
  });
  addEventListener("pagehide", hidden);
  // Back or forward to this page kept in memory (the back/forward cache): shown again.
  addEventListener("pageshow", (event) => {
    if (event.persisted) add({ name: "pageview" });
  });
}
