import type { AnalyticsEventInput } from "@bayan/trpc/schemas";
import { MAX_EVENTS, pageEvent, post, type AnalyticsEvent } from "./index";

// The rest of the collection script (docs/analytics.md, "The script"): a chunk of its own, loaded
// by `startAnalytics` once the public page is interactive (the page view was sent before, by the
// entry chunk's `countPageView`). Keep it small: it imports only from the entry chunk.

/** `ANALYTICS_MAX_BODY_BYTES`: the endpoint's limit of bytes per request. */
export const MAX_BODY_BYTES = 8192;
/** Events tracked within this long of each other go in one request. */
export const BATCH_MS = 1000;

/**
 * Sends every event of `queue` (those tracked before the script came, and from now on those
 * pushed to it), and the page's visible time whenever it is hidden or left.
 */
export function start(queue: AnalyticsEvent[]) {
  // Once per queue (React's development mode runs the starting effect twice).
  if (queue.push !== [].push) return;
  const doc = document;
  let pending: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

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
    pending.push(pageEvent(event));
    if (pending.length >= MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, BATCH_MS);
  };

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
