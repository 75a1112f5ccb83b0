import type { AnalyticsEventInput } from "@bayan/trpc/schemas";

/**
 * First-party analytics (docs/analytics.md, "The script"). This module is all the public pages
 * carry up front: `track` queues an event, and `startAnalytics`, called once the page is
 * interactive, loads the script (`./visit`, a chunk of its own) when the browser is idle. The
 * script sends what was queued, then takes over the queue's `push`.
 */
export type AnalyticsEvent = [
  name: AnalyticsEventInput["name"],
  props?: NonNullable<AnalyticsEventInput["props"]>,
];

/** Events tracked before the script is in (and the script's way in afterwards). */
export const analyticsQueue: AnalyticsEvent[] = [];

/** Records a named event of the public pages: `track("faq_open", { question: 2 })`. */
export const track = (...event: AnalyticsEvent) => void analyticsQueue.push(event);

/** Loads the script once the main thread is idle (main.tsx calls it on public pages only). */
export const startAnalytics = () =>
  // Safari has no requestIdleCallback: there, the next task.
  (window.requestIdleCallback ?? setTimeout)(
    () => void import("./visit").then((script) => script.start(analyticsQueue)),
  );
