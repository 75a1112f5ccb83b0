import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_MAX_BODY_BYTES,
  ANALYTICS_MAX_EVENTS,
  analyticsCollectInput,
} from "@bayan/trpc/schemas";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { runInThisContext } from "node:vm";
import bootScript from "../../public/boot.js?raw";
import {
  analyticsQueue,
  startAnalytics,
  track,
  type AnalyticsEvent,
  type Collector,
} from "./index";
import { BATCH_MS, MAX_BODY_BYTES, MAX_EVENTS, start } from "./visit";

// The collection script (the page views and the `Collector` in public/boot.js, the queue in the
// entry chunk, the rest in `./visit`) against a mocked navigator.sendBeacon: what it sends must be
// what the endpoint accepts (the contract's zod schema, allowed here and only here).

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
/** The frame callbacks waiting for the next paint. */
let frames: FrameRequestCallback[] = [];

/** What boot.js sets on `<html>`, put back after each test for the worker's other test files. */
const ROOT_ATTRIBUTES = ["lang", "dir", "data-mantine-color-scheme"];
let rootAttributes: Array<string | null> = [];

beforeEach(() => {
  rootAttributes = ROOT_ATTRIBUTES.map((name) => document.documentElement.getAttribute(name));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
  override(navigator, "sendBeacon", beacon);
  override(navigator, "doNotTrack", null);
  override(document, "visibilityState", "visible");
  override(document, "referrer", "https://www.google.com/");
  frames = [];
  // A spy, restored after each test: the other test files of the worker need the real one.
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
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
  delete window.bayanAnalytics;
  ROOT_ATTRIBUTES.forEach((name, i) => {
    const value = rootAttributes[i];
    if (value == null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  });
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
const names = async () => (await sentEvents()).map((event) => event.name);

/** What every event says of the page in these tests. */
const common = {
  url: "http://localhost:3000/",
  referrer: "https://www.google.com/",
  title: "Bayan",
  width: screen.width,
  language: "en",
};

/** Runs public/boot.js, as the page's first script; answers the `Collector` it offers, if any. */
function boot() {
  runInThisContext(bootScript);
  // boot.js took the language from storage, where other test files of the worker may leave "ar".
  document.documentElement.lang = "en";
  return window.bayanAnalytics;
}
/** boot.js's collector, for the tests of `./visit`. */
const collector = () => boot() as Collector;

/** The page's first paint: the frame callbacks, then the tasks they queued. */
function paint() {
  frames.splice(0).forEach((callback) => callback(0));
  vi.advanceTimersByTime(0);
}

const idleStub = () => vi.fn<(callback: () => void) => number>(() => 1);

/**
 * Runs `body` with the module's own queue and `requestIdleCallback` stubbed (its callbacks kept),
 * then gives the other test files (they share the module) back a plain, empty queue.
 */
async function withQueue(body: (idle: ReturnType<typeof idleStub>) => Promise<void> | void) {
  const idle = idleStub();
  vi.stubGlobal("requestIdleCallback", idle);
  analyticsQueue.length = 0; // what other test files' components tracked
  try {
    await body(idle);
  } finally {
    Reflect.deleteProperty(analyticsQueue, "push");
    analyticsQueue.length = 0;
    vi.unstubAllGlobals();
  }
}

/** Runs what `startAnalytics` waited for: the rest of the script is in. */
async function idleNow(idle: ReturnType<typeof idleStub>) {
  idle.mock.calls[0]?.[0]();
  await vi.dynamicImportSettled();
}

function hide() {
  override(document, "visibilityState", "hidden");
  document.dispatchEvent(new Event("visibilitychange"));
}
function show() {
  override(document, "visibilityState", "visible");
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("the collection script", () => {
  it("uses the contract's limits", () => {
    expect(MAX_EVENTS).toBe(ANALYTICS_MAX_EVENTS);
    expect(MAX_BODY_BYTES).toBe(ANALYTICS_MAX_BODY_BYTES);
  });

  it("sends the page view from the first script just after the first paint, alone, to the contract's path", async () => {
    boot();
    expect(beacon).not.toHaveBeenCalled(); // not shown yet (a page opened in the background)
    paint();
    // The page left at once: nothing else had to come for the page view to leave.
    window.dispatchEvent(new Event("pagehide"));
    const requests = await sent();
    expect(requests.map((request) => request.url)).toEqual([ANALYTICS_COLLECT_PATH]);
    expect(requests[0]?.body.events).toEqual([{ ...common, name: "pageview", returning: false }]);
  });

  it("loads the rest when the browser is idle: it sends what was tracked, never the page view again", async () => {
    await withQueue(async (idle) => {
      boot();
      paint();
      track("language_switch", { to: "ar" });
      startAnalytics();
      track("faq_open", { question: 2 });
      expect(idle).toHaveBeenCalledTimes(1);
      expect(analyticsQueue).toHaveLength(2);

      await idleNow(idle);
      expect(analyticsQueue).toHaveLength(0);
      track("waitlist_join");
      expect(beacon).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(BATCH_MS);
      const requests = await sent();
      expect(requests.map((request) => request.body.events)).toEqual([
        [{ ...common, name: "pageview", returning: false }],
        [
          { ...common, name: "language_switch", props: { to: "ar" } },
          { ...common, name: "faq_open", props: { question: 2 } },
          { ...common, name: "waitlist_join" },
        ],
      ]);
    });
  });

  it("sends what was tracked when the page is left before the rest came, and only then", async () => {
    await withQueue(async (idle) => {
      boot();
      paint();
      startAnalytics();
      track("theme_switch", { to: "dark" });
      track("waitlist_join");
      window.dispatchEvent(new Event("pagehide"));
      // An event a request: whatever their number and size, each within the endpoint's limits.
      expect((await sent()).map((request) => request.body.events)).toEqual([
        [{ ...common, name: "pageview", returning: false }],
        [{ ...common, name: "theme_switch", props: { to: "dark" } }],
        [{ ...common, name: "waitlist_join" }],
      ]);
      expect(analyticsQueue).toHaveLength(0);

      // Once the rest is in, it sends: the entry's listener adds nothing.
      await idleNow(idle);
      beacon.mockClear();
      track("faq_open", { question: 1 });
      window.dispatchEvent(new Event("pagehide"));
      expect(await names()).toEqual(["faq_open"]);
    });
  });

  it("takes the page's language at the time of each event and leaves out an empty referrer", async () => {
    override(document, "referrer", "");
    const { event, send } = collector();
    document.documentElement.lang = "ar";
    paint();
    const queue: AnalyticsEvent[] = [];
    start(queue, { event, send });
    document.documentElement.lang = "en";
    queue.push(["theme_switch", { to: "dark" }]);
    vi.advanceTimersByTime(BATCH_MS);
    const events = await sentEvents();
    expect(events.map((e) => [e.name, e.language])).toEqual([
      ["pageview", "ar"],
      ["theme_switch", "en"],
    ]);
    expect(events.every((e) => !("referrer" in e))).toBe(true);
  });

  it("says the visitor is returning when this site's hashed files loaded by the first paint came from the HTTP cache", async () => {
    const entry = (name: string, transferSize: number, decodedBodySize = 5000) =>
      ({ name, transferSize, decodedBodySize }) as unknown as PerformanceEntry;
    const cases: Array<[PerformanceEntry[], boolean]> = [
      [[entry("http://localhost:3000/assets/index-abc.css", 0)], true],
      [[entry("http://localhost:3000/assets/index-abc.css", 3000)], false],
      [
        [
          entry("http://localhost:3000/assets/index-abc.css", 3000),
          entry("http://localhost:3000/assets/inter-latin-abc.woff2", 0),
        ],
        true,
      ],
      // Not a hashed file of this site, or nothing decoded (a failed or opaque load).
      [[entry("http://localhost:3000/boot.js", 0)], false],
      [[entry("https://cdn.example/assets/x.css", 0)], false],
      [[entry("http://localhost:3000/assets/index-abc.css", 0, 0)], false],
    ];
    for (const [entries, returning] of cases) {
      resourceEntries.mockReturnValue(entries);
      beacon.mockClear();
      boot();
      paint();
      expect(await sentEvents()).toEqual([{ ...common, name: "pageview", returning }]);
    }
  });

  it("reads the returning hint once, at the first paint: files that come later change nothing", async () => {
    const cached = {
      name: "http://localhost:3000/assets/PrivacyPage-abc.js",
      transferSize: 0,
      decodedBodySize: 5000,
    } as unknown as PerformanceEntry;
    resourceEntries.mockReturnValue([]); // nothing from the cache by the first paint
    const { event, send } = collector();
    paint();
    resourceEntries.mockReturnValue([cached]); // the page's chunk, later, from the cache
    start([["faq_open", { question: 1 }]], { event, send });
    vi.advanceTimersByTime(BATCH_MS);
    window.dispatchEvent(new Event("pagehide"));
    const events = await sentEvents();
    expect(events.filter((e) => e.name === "pageview")).toEqual([
      { ...common, name: "pageview", returning: false },
    ]);
    expect(events.filter((e) => "returning" in e)).toHaveLength(1);
  });

  it("gives no returning hint on a page reached from this site (not the first of the visit)", async () => {
    override(document, "referrer", "http://localhost:3000/privacy");
    boot();
    paint();
    expect(await sentEvents()).toEqual([
      { ...common, referrer: "http://localhost:3000/privacy", name: "pageview" },
    ]);
  });

  it("sends nothing, and never loads the rest, when the browser asks for Do Not Track or Global Privacy Control", async () => {
    for (const [key, value] of [
      ["doNotTrack", "1"],
      ["globalPrivacyControl", true],
    ] as const) {
      override(navigator, key, value);
      await withQueue((idle) => {
        expect(boot()).toBeUndefined();
        paint();
        track("language_switch", { to: "ar" });
        startAnalytics();
        track("waitlist_join");
        vi.advanceTimersByTime(10 * BATCH_MS);
        hide();
        window.dispatchEvent(new Event("pagehide"));
        window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
        expect(beacon).not.toHaveBeenCalled();
        expect(idle).not.toHaveBeenCalled();
        expect(analyticsQueue).toHaveLength(0);
      });
      override(navigator, key, key === "doNotTrack" ? null : false);
    }
  });

  it("sends nothing from the admin pages", () => {
    for (const path of ["/admin", "/admin/analytics?range=7"]) {
      history.replaceState(null, "", path);
      try {
        expect(boot()).toBeUndefined();
        paint();
        window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
        expect(beacon).not.toHaveBeenCalled();
      } finally {
        history.replaceState(null, "", "/");
      }
    }
  });

  it("counts only visible time, and sends it when the page is hidden and when it is left", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue, collector()); // visible since 1,000 ms
    clock = 4000;
    hide(); // 3,000 ms visible: sent at once
    const first = await sent();
    expect(first).toHaveLength(1);
    expect(first[0]?.body.events).toEqual([{ ...common, name: "engagement", engagementMs: 3000 }]);

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
    start([], collector());
    clock = 2400;
    window.dispatchEvent(new Event("pagehide"));
    expect((await sentEvents()).find((e) => e.name === "engagement")?.engagementMs).toBe(2000);
  });

  it("sends at most 20 events per request", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue, collector());
    for (let i = 0; i < 45; i += 1) queue.push(["demo_tool", { tool: `tool ${i}` }]);
    // Twenty are sent as soon as they are there; the rest after the short wait.
    expect(beacon).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BATCH_MS);
    const requests = await sent();
    expect(requests.map((request) => request.body.events.length)).toEqual([20, 20, 5]);
    const tools = requests.flatMap((r) => r.body.events.map((e) => e.props?.tool));
    expect(tools).toEqual(Array.from({ length: 45 }, (_, i) => `tool ${i}`));
  });

  it("keeps each request within 8 KiB", async () => {
    const queue: AnalyticsEvent[] = [];
    start(queue, collector());
    const big = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`detail${i}`, "ب".repeat(100)]),
    );
    for (let i = 0; i < 15; i += 1) queue.push(["demo_tool", big]);
    vi.advanceTimersByTime(BATCH_MS);
    const requests = await sent();
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) expect(request.bytes).toBeLessThanOrEqual(8192);
    expect(requests.flatMap((r) => r.body.events)).toHaveLength(15);
  });

  it("falls back to fetch with keepalive when the beacon is refused", async () => {
    beacon.mockReturnValue(false);
    const fetched = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetched);
    try {
      boot();
      paint();
      expect(fetched).toHaveBeenCalledTimes(1);
      const [url, init] = fetched.mock.calls[0] ?? [];
      expect(url).toBe(ANALYTICS_COLLECT_PATH);
      expect(init).toMatchObject({ method: "POST", keepalive: true });
      const blob = init?.body as Blob;
      expect(blob.type).toBe("application/json");
      const body = analyticsCollectInput.parse(JSON.parse(await blob.text()));
      expect(body.events).toEqual([{ ...common, name: "pageview", returning: false }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("counts a page shown again from the back/forward cache as a page view, at once", async () => {
    boot();
    paint();
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    window.dispatchEvent(new Event("pagehide"));
    clock = 5000;
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect((await sent()).map((request) => request.body.events)).toEqual([
      [{ ...common, name: "pageview", returning: false }],
      [{ ...common, name: "pageview" }],
    ]);
  });

  it("starts once per queue", async () => {
    const queue: AnalyticsEvent[] = [];
    const tools = collector();
    start(queue, tools);
    start(queue, tools);
    queue.push(["waitlist_join"]);
    vi.advanceTimersByTime(BATCH_MS);
    expect(await names()).toEqual(["waitlist_join"]);
  });
});
