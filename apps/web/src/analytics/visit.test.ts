import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_MAX_BODY_BYTES,
  ANALYTICS_MAX_EVENTS,
  analyticsCollectInput,
} from "@bayan/trpc/schemas";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { analyticsQueue, startAnalytics, track, type AnalyticsEvent } from "./index";
import { BATCH_MS, COLLECT_PATH, MAX_BODY_BYTES, MAX_EVENTS, start } from "./visit";

// The collection script against a mocked navigator.sendBeacon: what it sends must be what the
// endpoint accepts (the contract's zod schema, allowed here and only here).

/** Own properties put on browser objects for one test, removed after it. */
const overrides: Array<[object, string]> = [];
function override(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  overrides.push([target, key]);
}

/** Listeners the script added, removed after each test (the window lives for the whole file). */
const listeners: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = [];

let beacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;
let clock = 0;
let resourceEntries: MockInstance<Performance["getEntriesByType"]>;
let paintEntries: MockInstance<Performance["getEntriesByName"]>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
  override(navigator, "sendBeacon", beacon);
  override(navigator, "doNotTrack", null);
  override(document, "visibilityState", "visible");
  override(document, "referrer", "https://www.google.com/");
  document.title = "Bayan";
  document.documentElement.lang = "en";
  clock = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  paintEntries = vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
  resourceEntries = vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([target, type, listener]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener] of listeners.splice(0)) {
    target.removeEventListener(type, listener);
  }
  for (const [target, key] of overrides.splice(0)) {
    delete (target as Record<string, unknown>)[key];
  }
  vi.useRealTimers();
});

/** Every request sent so far: its URL, its body's size and the body parsed by the contract. */
async function sent() {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(blob.type).toBe("application/json");
      const text = await blob.text();
      return {
        url,
        bytes: new TextEncoder().encode(text).length,
        body: analyticsCollectInput.parse(JSON.parse(text)),
      };
    }),
  );
}
const sentEvents = async () => (await sent()).flatMap((request) => request.body.events);

function hide() {
  override(document, "visibilityState", "hidden");
  document.dispatchEvent(new Event("visibilitychange"));
}
function show() {
  override(document, "visibilityState", "visible");
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("the collection script", () => {
  it("uses the contract's path and limits", () => {
    expect(COLLECT_PATH).toBe(ANALYTICS_COLLECT_PATH);
    expect(MAX_EVENTS).toBe(ANALYTICS_MAX_EVENTS);
    expect(MAX_BODY_BYTES).toBe(ANALYTICS_MAX_BODY_BYTES);
  });

  it("sends the page view and the events tracked before it came, in one request the schema accepts", async () => {
    const queue: AnalyticsEvent[] = [["language_switch", { to: "ar" }]];
    start(queue);
    queue.push(["faq_open", { question: 2 }], ["waitlist_join"]);
    expect(beacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(BATCH_MS);
    const requests = await sent();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/bayan/n");
    const common = {
      url: "http://localhost:3000/",
      referrer: "https://www.google.com/",
      title: "Bayan",
      width: screen.width,
      language: "en",
    };
    expect(requests[0]?.body.events).toEqual([
      { ...common, name: "pageview", returning: false },
      { ...common, name: "language_switch", props: { to: "ar" } },
      { ...common, name: "faq_open", props: { question: 2 } },
      { ...common, name: "waitlist_join" },
    ]);
  });

  it("takes the page's language at the time of each event and leaves out an empty referrer", async () => {
    override(document, "referrer", "");
    document.documentElement.lang = "ar";
    const queue: AnalyticsEvent[] = [];
    start(queue);
    document.documentElement.lang = "en";
    queue.push(["theme_switch", { to: "dark" }]);
    vi.advanceTimersByTime(BATCH_MS);
    const events = await sentEvents();
    expect(events.map((event) => event.language)).toEqual(["ar", "en"]);
    expect(events.every((event) => !("referrer" in event))).toBe(true);
  });

  it("says the visitor is returning when this site's hashed files came from the HTTP cache", async () => {
    const entry = (name: string, transferSize: number, decodedBodySize = 5000) =>
      ({ name, transferSize, decodedBodySize }) as unknown as PerformanceEntry;
    const cases: Array<[PerformanceEntry[], boolean]> = [
      [[entry("http://localhost:3000/assets/index-abc.js", 0)], true],
      [[entry("http://localhost:3000/assets/index-abc.js", 3000)], false],
      // Not a hashed file of this site, or nothing decoded (a failed or opaque load).
      [[entry("http://localhost:3000/boot.js", 0)], false],
      [[entry("https://cdn.example/assets/x.js", 0)], false],
      [[entry("http://localhost:3000/assets/index-abc.js", 0, 0)], false],
    ];
    for (const [entries, returning] of cases) {
      resourceEntries.mockReturnValue(entries);
      beacon.mockClear();
      start([]);
      vi.advanceTimersByTime(BATCH_MS);
      expect((await sentEvents())[0]).toMatchObject({ name: "pageview", returning });
    }
  });

  it("gives no returning hint on a page reached from this site (not the first of the visit)", async () => {
    override(document, "referrer", "http://localhost:3000/privacy");
    start([]);
    vi.advanceTimersByTime(BATCH_MS);
    const [pageview] = await sentEvents();
    expect(pageview?.name).toBe("pageview");
    expect(pageview && "returning" in pageview).toBe(false);
  });

  it("sends nothing when the browser asks for Do Not Track or Global Privacy Control", () => {
    for (const [key, value] of [
      ["doNotTrack", "1"],
      ["globalPrivacyControl", true],
    ] as const) {
      override(navigator, key, value);
      const queue: AnalyticsEvent[] = [["language_switch", { to: "ar" }]];
      start(queue);
      queue.push(["waitlist_join"]);
      vi.advanceTimersByTime(10 * BATCH_MS);
      hide();
      window.dispatchEvent(new Event("pagehide"));
      expect(beacon).not.toHaveBeenCalled();
      expect(queue).toHaveLength(0);
      override(navigator, key, key === "doNotTrack" ? null : false);
    }
  });

  it("counts only visible time, and sends it when the page is hidden and when it is left", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue); // visible since 1,000 ms
    clock = 4000;
    hide(); // 3,000 ms visible: sent at once, with the page view
    const first = await sent();
    expect(first).toHaveLength(1);
    expect(first[0]?.body.events.map((e) => [e.name, e.engagementMs])).toEqual([
      ["pageview", undefined],
      ["engagement", 3000],
    ]);

    clock = 60_000; // hidden all this time
    show();
    clock = 62_500;
    hide();
    clock = 70_000;
    show();
    clock = 71_000;
    window.dispatchEvent(new Event("pagehide"));
    // A page being left fires both; the second has nothing new to say.
    hide();
    const events = (await sentEvents()).filter((event) => event.name === "engagement");
    expect(events.map((event) => event.engagementMs)).toEqual([3000, 2500, 1000]);
  });

  it("counts from the first paint when there was one", async () => {
    paintEntries.mockReturnValue([{ startTime: 400 } as PerformanceEntry]);
    start([]);
    clock = 2400;
    window.dispatchEvent(new Event("pagehide"));
    expect((await sentEvents()).find((e) => e.name === "engagement")?.engagementMs).toBe(2000);
  });

  it("sends at most 20 events per request", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue);
    for (let i = 0; i < 45; i += 1) queue.push(["demo_tool", { tool: `tool ${i}` }]);
    // Twenty are sent as soon as they are there; the rest after the short wait.
    expect(beacon).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BATCH_MS);
    const requests = await sent();
    expect(requests.map((request) => request.body.events.length)).toEqual([20, 20, 6]);
    const tools = requests.flatMap((r) => r.body.events.map((e) => e.props?.tool));
    expect(tools).toEqual([undefined, ...Array.from({ length: 45 }, (_, i) => `tool ${i}`)]);
  });

  it("keeps each request within 8 KiB", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue);
    const big = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`detail${i}`, "ب".repeat(100)]),
    );
    for (let i = 0; i < 15; i += 1) queue.push(["demo_tool", big]);
    vi.advanceTimersByTime(BATCH_MS);
    const requests = await sent();
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.bytes).toBeLessThanOrEqual(8192);
    expect(requests.flatMap((r) => r.body.events)).toHaveLength(16);
  });

  it("falls back to fetch with keepalive when the beacon is refused", async () => {
    beacon.mockReturnValue(false);
    const fetched = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetched);
    try {
      start([]);
      vi.advanceTimersByTime(BATCH_MS);
      expect(fetched).toHaveBeenCalledTimes(1);
      const [url, init] = fetched.mock.calls[0] ?? [];
      expect(url).toBe("/bayan/n");
      expect(init).toMatchObject({ method: "POST", keepalive: true });
      const blob = init?.body as Blob;
      expect(blob.type).toBe("application/json");
      const body = analyticsCollectInput.parse(JSON.parse(await blob.text()));
      expect(body.events[0]?.name).toBe("pageview");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("counts a page shown again from the back/forward cache as a page view", async () => {
    start([]);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    window.dispatchEvent(new Event("pagehide"));
    clock = 5000;
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    vi.advanceTimersByTime(BATCH_MS);
    expect((await sentEvents()).map((event) => event.name)).toEqual(["pageview", "pageview"]);
  });

  it("starts once per queue", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue);
    start(queue);
    vi.advanceTimersByTime(BATCH_MS);
    expect(await sentEvents()).toHaveLength(1);
  });

  it("is loaded when the browser is idle and drains what was tracked before", async () => {
    const idle = vi.fn<(callback: () => void) => number>(() => 1);
    vi.stubGlobal("requestIdleCallback", idle);
    analyticsQueue.length = 0; // what other test files' components tracked
    try {
      track("language_switch", { to: "ar" });
      startAnalytics();
      expect(idle).toHaveBeenCalledTimes(1);
      expect(analyticsQueue).toHaveLength(1);
      idle.mock.calls[0]?.[0]();
      await vi.dynamicImportSettled();
      expect(analyticsQueue).toHaveLength(0);
      track("faq_open", { question: 1 });
      vi.advanceTimersByTime(BATCH_MS);
      expect((await sentEvents()).map((event) => event.name)).toEqual([
        "pageview",
        "language_switch",
        "faq_open",
      ]);
    } finally {
      // Other test files share this module: give them back a plain queue.
      Reflect.deleteProperty(analyticsQueue, "push");
      analyticsQueue.length = 0;
      vi.unstubAllGlobals();
    }
  });
});
