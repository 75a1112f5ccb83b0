import type { AnalyticsEventInput } from "@bayan/trpc/schemas";

/**
 * First-party analytics (docs/analytics.md, "The script"). public/boot.js, the page's first script,
 * sends the page views and offers `window.bayanAnalytics` (public pages only, and not under Do
 * Not Track or Global Privacy Control). This module, in the entry chunk, holds a queue: `track`
 * queues an event, and `startAnalytics`, called once the page is interactive, loads the rest of
 * the script (`./visit`, a chunk of its own) when the browser is idle. That script sends what was
 * queued, then takes over the queue's `push`; a page left before it came sends what was queued.
 */
export type AnalyticsEvent = [
  name: AnalyticsEventInput["name"],
  props?: NonNullable<AnalyticsEventInput["props"]>,
];

/** What public/boot.js builds and sends events with, for the page view and for the rest. */
export interface Collector {
  /** An event as sent: what it says of the page now (address, referrer, title, width, language). */
  event: (fields: Partial<AnalyticsEventInput>) => AnalyticsEventInput;
  /** Sends events in one request that outlives the page: a beacon, or fetch with keepalive. */
  send: (events: AnalyticsEventInput[]) => void;
}

declare global {
  interface Window {
    /** Set by public/boot.js where visits are counted. */
    bayanAnalytics?: Collector;
  }
}

/** Events tracked before the script is in (and the script's way in afterwards). */
export const analyticsQueue: AnalyticsEvent[] = [];

/** Records a named event of the public pages: `track("faq_open", { question: 2 })`. */
export const track = (...event: AnalyticsEvent) => void analyticsQueue.push(event);

/**
 * Loads the rest of the script once the main thread is idle (main.tsx calls it on public pages
 * only). Where boot.js counts nothing (Do Not Track, Global Privacy Control), drops what was
 * queued and keeps nothing from now on.
 */
export function startAnalytics() {
  const collector = window.bayanAnalytics;
  if (!collector) {
    analyticsQueue.length = 0;
    analyticsQueue.push = () => 0;
    return;
  }
  // Left before the script is in: what was tracked meanwhile goes now, an event a request (rare,
  // and so always within the endpoint's limits). Once the script has taken over, the queue stays
  // empty.
  addEventListener("pagehide", () =>
    analyticsQueue
      .splice(0)
      .forEach(([name, props]) => collector.send([collector.event({ name, props })])),
  );
  // Safari has no requestIdleCallback: there, the next task.
  (window.requestIdleCallback ?? setTimeout)(
    () => void import("./visit").then((script) => script.start(analyticsQueue, collector)),
  );
}
