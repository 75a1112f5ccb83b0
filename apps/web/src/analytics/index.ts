import type { AnalyticsEventInput } from "@bayan/trpc/schemas";

/**
 * First-party analytics (docs/analytics.md, "The script"). This module is what the public pages
 * carry up front: `countPageView` sends the page view as soon as the entry script runs (a visitor
 * who leaves at once is counted too), `track` queues an event, and `startAnalytics`, called once
 * the page is interactive, loads the rest of the script (`./visit`, a chunk of its own) when the
 * browser is idle. That script sends what was queued, then takes over the queue's `push`.
 */
export type AnalyticsEvent = [
  name: AnalyticsEventInput["name"],
  props?: NonNullable<AnalyticsEventInput["props"]>,
];

/** `ANALYTICS_COLLECT_PATH` (the schemas module carries zod, so it is repeated; a test compares). */
export const COLLECT_PATH = "/bayan/n";
/** `ANALYTICS_MAX_EVENTS`: the endpoint's limit of events per request. */
export const MAX_EVENTS = 20;

/** Events tracked before the script is in (and the script's way in afterwards). */
export const analyticsQueue: AnalyticsEvent[] = [];

/** Records a named event of the public pages: `track("faq_open", { question: 2 })`. */
export const track = (...event: AnalyticsEvent) => void analyticsQueue.push(event);

/** Whether the browser lets the site count the visit: not with Do Not Track or Global Privacy Control. */
export function counting(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== "1" && !nav.globalPrivacyControl;
}

/** An event with what each one says of the page: address, referrer, title, width, language. */
export function pageEvent(event: Partial<AnalyticsEventInput>): AnalyticsEventInput {
  const doc = document;
  const referrer = doc.referrer.slice(0, 2000);
  const language = doc.documentElement.lang;
  return {
    url: location.href.slice(0, 2000),
    ...(referrer && { referrer }),
    title: doc.title.slice(0, 300),
    width: screen.width,
    ...((language === "en" || language === "ar") && { language }),
    ...event,
  } as AnalyticsEventInput;
}

/** Sends a body of events; a beacon outlives the page (fetch with keepalive if it is refused). */
export function post(json: string): void {
  const body = new Blob([json], { type: "application/json" });
  // fetch takes the Content-Type from the blob.
  if (!navigator.sendBeacon(COLLECT_PATH, body))
    fetch(COLLECT_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}

const send = (events: AnalyticsEventInput[]) => post(JSON.stringify({ events }));
const scriptIn = () => analyticsQueue.push !== Array.prototype.push;

/**
 * Sends the page view at once. The first page of a visit (not reached from this site) says
 * whether this browser had the site's hashed files in its cache: a sign of an earlier visit. If
 * the page is left before the script is in, what was tracked goes with it.
 */
export function countPageView(): void {
  if (!counting()) return;
  const origin = location.origin;
  send([
    pageEvent({
      name: "pageview",
      ...(!document.referrer.startsWith(origin + "/") && {
        returning: performance
          .getEntriesByType("resource")
          .some(
            (entry) =>
              entry.name.startsWith(origin + "/assets/") &&
              (entry as PerformanceResourceTiming).transferSize === 0 &&
              (entry as PerformanceResourceTiming).decodedBodySize > 0,
          ),
      }),
    }),
  ]);
  addEventListener("pagehide", () => {
    if (scriptIn() || analyticsQueue.length === 0) return;
    send(
      analyticsQueue
        .splice(0, MAX_EVENTS)
        .map(([name, props]) => pageEvent({ name, ...(props && { props }) })),
    );
  });
}

/**
 * Loads the rest of the script once the main thread is idle (main.tsx calls it on public pages
 * only); under Do Not Track or Global Privacy Control, drops what was queued and keeps nothing.
 */
export function startAnalytics(): void {
  if (!counting()) {
    analyticsQueue.length = 0;
    analyticsQueue.push = () => 0;
    return;
  }
  // Safari has no requestIdleCallback: there, the next task.
  (window.requestIdleCallback ?? setTimeout)(
    () => void import("./visit").then((script) => script.start(analyticsQueue)),
  );
}
