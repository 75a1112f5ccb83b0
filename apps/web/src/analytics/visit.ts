import type { AnalyticsEventInput } from "@bayan/trpc/schemas";
import type { AnalyticsEvent, Collector } from "./index";

// The rest of the collection script (docs/analytics.md, "The script"): a chunk of its own, loaded
// by `startAnalytics` once the public page is interactive. The page views are public/boot.js's;
// events are built and sent with its `Collector`. Keep it small: no imports at run time.

/** `ANALYTICS_MAX_EVENTS` and `ANALYTICS_MAX_BODY_BYTES`: the endpoint's limits per request. */
export const MAX_EVENTS = 20;
export const MAX_BODY_BYTES = 8192;
/** Events tracked within this long of each other go in one request. */
export const BATCH_MS = 1000;

/**
 * Sends every event of `queue` (those tracked before the script came, and from now on those
 * pushed to it), and the page's visible time whenever it is hidden or left.
 */
export function start(queue: AnalyticsEvent[], { event, send }: Collector) {
  // Once per queue (React's development mode runs the starting effect twice).
  if (queue.push !== [].push) return;
  const doc = document;
  let pending: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** A request's body size, in UTF-8 as sent. */
  const bytes = (events: AnalyticsEventInput[]) => new Blob([JSON.stringify({ events })]).size;
  /** Everything pending, in requests of at most 20 events and 8 KiB. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length) {
      let batch = pending.slice(0, MAX_EVENTS);
      while (batch.length > 1 && bytes(batch) > MAX_BODY_BYTES) batch = batch.slice(0, -1);
      pending = pending.slice(batch.length);
      send(batch);
    }
  };

  const add = (fields: Partial<AnalyticsEventInput>) => {
    pending.push(event(fields));
    if (pending.length >= MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, BATCH_MS);
  };

  const tracked = ([name, props]: AnalyticsEvent) => add({ name, props });
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
}
