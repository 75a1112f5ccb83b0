import {
  analyticsEvents,
  analyticsRollupDays,
  analyticsRollups,
  analyticsSessions,
  type Database,
} from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { asc, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsEventInput } from "../../schemas/analytics.js";
import { AnalyticsCollector, attributionFor, type CollectRequest } from "./collector.js";
import { analyticsReport, liveVisitors, weeklyVisitors } from "./report.js";
import { rollUpAnalytics } from "./rollups.js";
import { SaltStore, visitorIds } from "./visitor.js";

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HOST = "bayan.test";

/** Visitor A: a desktop in the United States; visitor B: an iPhone in South Africa. */
const A = { ip: "8.8.8.8", userAgent: DESKTOP };
const B = { ip: "41.0.0.1", userAgent: IPHONE };

const at = (iso: string) => new Date(iso);
const req = (
  who: { ip: string; userAgent: string | undefined },
  now: string,
  extra: Partial<CollectRequest> = {},
): CollectRequest => ({ ...who, dnt: false, gpc: false, host: HOST, now: at(now), ...extra });
const pageview = (path: string, extra: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput => ({
  name: "pageview",
  url: `https://${HOST}${path}`,
  ...extra,
});
const engagement = (path: string, ms: number): AnalyticsEventInput => ({
  name: "engagement",
  url: `https://${HOST}${path}`,
  engagementMs: ms,
});

async function sessions(db: Database) {
  return db.select().from(analyticsSessions).orderBy(asc(analyticsSessions.startedAt));
}

/**
 * The known answers: two visitors, three sessions (A resumes after 29 minutes, then
 * starts a new one after 31), B's visit crossing midnight stays one, and a bot, a DNT and a GPC
 * request leave nothing. `flushEach` writes after every request (sessions found again in the
 * database) or once at the end (found in the batch).
 */
async function visit(collector: AnalyticsCollector, flushEach: boolean) {
  const send = async (events: AnalyticsEventInput[], request: CollectRequest) => {
    const kept = collector.accept(events, request);
    if (flushEach) await collector.flush();
    return kept;
  };
  const kept = [
    await send(
      [
        pageview("/", {
          referrer: "https://www.google.com/",
          title: "Bayan",
          width: 1440,
          language: "en",
          returning: false,
        }),
      ],
      req(A, "2026-03-10T10:00:00Z"),
    ),
    await send(
      [pageview("/pricing", { referrer: "https://bayan.test/" })],
      req(A, "2026-03-10T10:05:00Z"),
    ),
    await send([engagement("/pricing", 60_000)], req(A, "2026-03-10T10:05:30Z")),
    // 29 minutes later: the same session
    await send([pageview("/faq", { props: { from: "nav" } })], req(A, "2026-03-10T10:34:30Z")),
    // 31 minutes later: a new one, direct
    await send(
      [
        pageview("/ar", { language: "ar", returning: true }),
        { name: "language_switch", url: "/ar", props: { to: "ar" } },
      ],
      req(A, "2026-03-10T11:05:31Z"),
    ),
    // B arrives from a newsletter before midnight and goes on after it
    await send(
      [pageview("/?utm_source=newsletter&utm_campaign=launch", { width: 390, language: "ar" })],
      req(B, "2026-03-10T23:50:00Z"),
    ),
    await send([pageview("/pricing")], req(B, "2026-03-11T00:10:00Z")),
    await send([engagement("/pricing", 30_000)], req(B, "2026-03-11T00:12:00Z")),
    await send([pageview("/faq")], req(B, "2026-03-11T00:40:00Z")),
    // dropped: a bot, no user agent, Do Not Track, Global Privacy Control
    await send(
      [pageview("/")],
      req({ ip: "8.8.4.4", userAgent: GOOGLEBOT }, "2026-03-10T10:01:00Z"),
    ),
    await send(
      [pageview("/")],
      req({ ip: "8.8.4.4", userAgent: undefined }, "2026-03-10T10:01:00Z"),
    ),
    await send(
      [pageview("/")],
      req({ ip: "1.1.1.1", userAgent: DESKTOP }, "2026-03-10T10:02:00Z", { dnt: true }),
    ),
    await send(
      [pageview("/")],
      req({ ip: "1.1.1.2", userAgent: DESKTOP }, "2026-03-10T10:02:00Z", { gpc: true }),
    ),
    // dropped: referrer spam, a page of another site, an admin page
    await send(
      [pageview("/", { referrer: "https://semalt.com/" })],
      req(A, "2026-03-10T10:02:00Z"),
    ),
    await send(
      [{ name: "pageview", url: "https://elsewhere.example/" }],
      req(A, "2026-03-10T10:02:00Z"),
    ),
    await send([pageview("/admin/analytics")], req(A, "2026-03-10T10:02:00Z")),
  ];
  if (!flushEach) await collector.flush();
  return kept;
}

describe.each(testDatabaseKinds)("the analytics collector on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsSessions);
  });

  describe.each([
    ["a write after each request", true],
    ["one write for all", false],
  ])("with %s", (_label, flushEach) => {
    it("makes three sessions of two visitors and drops bots, DNT, GPC and spam", async () => {
      const collector = new AnalyticsCollector(handle.db, {
        flushIntervalMs: 0,
        salts: new SaltStore(),
      });
      const kept = await visit(collector, flushEach);
      expect(kept).toEqual([1, 1, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
      await collector.close();

      const rows = await sessions(handle.db);
      expect(rows).toHaveLength(3);
      const [first, second, crossing] = rows;
      expect(first).toMatchObject({
        startedAt: at("2026-03-10T10:00:00Z"),
        lastSeenAt: at("2026-03-10T10:34:30Z"),
        landingPage: "/",
        channel: "organic",
        referrer: "google.com",
        utmSource: null,
        country: "US",
        device: "desktop",
        language: "en",
        returning: false,
        pageviews: 3,
        events: 4,
        engagementMs: 60_000,
      });
      expect(second).toMatchObject({
        startedAt: at("2026-03-10T11:05:31Z"),
        landingPage: "/ar",
        channel: "direct",
        referrer: null,
        language: "ar",
        returning: true,
        pageviews: 1,
        events: 2,
        engagementMs: 0,
      });
      expect(second!.visitorId).toBe(first!.visitorId);
      expect(crossing).toMatchObject({
        startedAt: at("2026-03-10T23:50:00Z"),
        lastSeenAt: at("2026-03-11T00:40:00Z"),
        landingPage: "/",
        channel: "email",
        utmSource: "newsletter",
        utmCampaign: "launch",
        country: "ZA",
        device: "mobile",
        pageviews: 3,
        events: 4,
        engagementMs: 30_000,
      });

      // Events carry the id of their own day; the session goes on under the new day's one.
      const events = await handle.db
        .select()
        .from(analyticsEvents)
        .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id));
      expect(events).toHaveLength(10);
      const salts = new SaltStore();
      const b10 = await visitorIds(
        handle.db,
        { ...B, host: HOST, now: at("2026-03-10T12:00:00Z") },
        { create: false, salts },
      );
      const b11 = await visitorIds(
        handle.db,
        { ...B, host: HOST, now: at("2026-03-11T12:00:00Z") },
        { create: false, salts },
      );
      const ofB = events.filter((e) => e.sessionId === crossing!.id);
      expect(ofB.map((e) => [e.path, e.visitorId])).toEqual([
        ["/", b10.today],
        ["/pricing", b11.today],
        ["/pricing", b11.today],
        ["/faq", b11.today],
      ]);
      expect(crossing!.visitorId).toBe(b11.today);
      expect(events.find((e) => e.name === "language_switch")).toMatchObject({
        path: "/ar",
        props: { to: "ar" },
        engagementMs: null,
        sessionId: second!.id,
      });
      expect(events.find((e) => e.path === "/faq" && e.sessionId === first!.id)?.props).toEqual({
        from: "nav",
      });
      expect(events.filter((e) => e.name === "engagement").map((e) => e.engagementMs)).toEqual([
        60_000, 30_000,
      ]);
      // Nothing of the dropped requests, and no address or user agent anywhere.
      expect(JSON.stringify(await handle.db.select().from(analyticsSessions))).not.toMatch(
        /8\.8\.|41\.0|Mozilla/,
      );
    });
  });

  it("drops engagement time that belongs to no open visit, and keeps one reaching back", async () => {
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      salts: new SaltStore(),
    });
    collector.accept([engagement("/", 5_000)], req(A, "2026-03-12T09:00:00Z"));
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    // 40 minutes later, but visible for 35 of them: the visit went on.
    collector.accept([engagement("/", 35 * 60_000)], req(A, "2026-03-12T10:40:00Z"));
    await collector.close();
    const rows = await sessions(handle.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      events: 2,
      engagementMs: 35 * 60_000,
      lastSeenAt: at("2026-03-12T10:40:00Z"),
    });
  });

  it("writes on close, refuses events after it, and writes by itself at maxBatch", async () => {
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      salts: new SaltStore(),
    });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    expect(collector.pending).toBe(1);
    expect(await handle.db.$count(analyticsEvents)).toBe(0);
    await collector.close();
    expect(collector.pending).toBe(0);
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
    expect(collector.accept([pageview("/")], req(A, "2026-03-12T10:00:01Z"))).toBe(0);

    const batching = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, maxBatch: 3 });
    batching.accept([pageview("/a"), pageview("/b")], req(B, "2026-03-12T10:00:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
    batching.accept([pageview("/c")], req(B, "2026-03-12T10:00:01Z"));
    await vi.waitFor(async () => expect(await handle.db.$count(analyticsEvents)).toBe(4));
    await batching.close();
  });

  it("writes every interval by itself", async () => {
    const collector = new AnalyticsCollector(handle.db, { flushIntervalMs: 10 });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    await vi.waitFor(async () => expect(await handle.db.$count(analyticsEvents)).toBe(1));
    await collector.close();
  });

  it("lets two servers add to one visit (counters are increments)", async () => {
    const one = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, salts: new SaltStore() });
    const two = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, salts: new SaltStore() });
    one.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    await one.flush();
    one.accept([pageview("/a")], req(A, "2026-03-12T10:01:00Z"));
    two.accept([pageview("/b"), engagement("/b", 1_000)], req(A, "2026-03-12T10:01:00Z"));
    await Promise.all([one.flush(), two.flush()]);
    const rows = await sessions(handle.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pageviews: 3, events: 4, engagementMs: 1_000 });
    await Promise.all([one.close(), two.close()]);
  });

  it("keeps the events of a failed write for the next one", async () => {
    const errors: unknown[] = [];
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      onError: (e) => errors.push(e),
    });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    const spy = vi
      .spyOn(handle.db, "transaction")
      .mockRejectedValueOnce(new Error("database down"));
    await expect(collector.flush()).rejects.toThrow("database down");
    expect(collector.pending).toBe(1);
    spy.mockRestore();
    await collector.close();
    expect(errors).toEqual([]);
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
  });

  it("drops events beyond maxBuffered and says so once", async () => {
    const errors: unknown[] = [];
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      maxBuffered: 2,
      onError: (e) => errors.push(e),
    });
    const now = "2026-03-12T10:00:00Z";
    expect(collector.accept([pageview("/a"), pageview("/b")], req(A, now))).toBe(2);
    expect(collector.accept([pageview("/c")], req(A, now))).toBe(0);
    expect(collector.accept([pageview("/d")], req(A, now))).toBe(0);
    expect(collector.dropped).toBe(2);
    expect(errors).toHaveLength(1);
    await collector.close();
    expect(await handle.db.$count(analyticsEvents)).toBe(2);
  });

  it("answers the attribution of the visitor's session, and null for an unknown visitor", async () => {
    const collector = new AnalyticsCollector(handle.db, { flushIntervalMs: 0 });
    const now = new Date();
    collector.accept(
      [pageview("/pricing?utm_source=facebook", { referrer: "https://l.facebook.com/" })],
      req(A, now.toISOString()),
    );
    await collector.close();
    const later = new Date(now.getTime() + 60_000);
    expect(await attributionFor(handle.db, { ...A, host: HOST, now: later })).toEqual({
      channel: "social",
      country: "US",
      landingPage: "/pricing",
    });
    expect(await attributionFor(handle.db, { ...B, host: HOST, now: later })).toBeNull();
    expect(await attributionFor(handle.db, { ...A, host: "other.test", now: later })).toBeNull();
    expect(
      await attributionFor(handle.db, { ip: A.ip, userAgent: GOOGLEBOT, host: HOST, now: later }),
    ).toBeNull();
  });

  it("counts those visits in every figure of the report, from raw data and from rollups", async () => {
    await handle.db.delete(analyticsRollups);
    await handle.db.delete(analyticsRollupDays);
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      salts: new SaltStore(),
    });
    await visit(collector, false);
    await collector.close();

    // Worked out by hand from `visit`: A's two sessions on the 10th; B's from 23:50 on the 10th
    // to 00:40 on the 11th, one event on the 10th and three on the 11th (under the 11th's id).
    const now = at("2026-03-11T00:42:00Z");
    const zero = (date: string) => ({ date, visitors: 0, sessions: 0, pageViews: 0 });
    const expected = {
      range: { days: 7, from: "2026-03-05T00:00:00.000Z", to: now.toISOString() },
      metrics: {
        // A and B on the 10th, B again on the 11th (a visitor id lives one day).
        activeUsers: 3,
        // A's first session said returning: false, B's gave no hint: both new (docs/analytics.md).
        newUsers: 2,
        sessions: 3,
        userEngagementDuration: 90,
        screenPageViews: 7,
        eventCount: 10,
      },
      channelData: [
        { channel: "direct", sessions: 1 },
        { channel: "email", sessions: 1 },
        { channel: "organic", sessions: 1 },
      ],
      events: [
        { name: "pageview", count: 7 },
        { name: "engagement", count: 2 },
        { name: "language_switch", count: 1 },
      ],
      pageViewsData: [
        { title: "/faq", path: "/faq", views: 2 },
        { title: "/pricing", path: "/pricing", views: 2 },
        { title: "/", path: "/", views: 1 },
        { title: "Bayan", path: "/", views: 1 },
        { title: "/ar", path: "/ar", views: 1 },
      ],
      countryData: [
        { country: "ZA", users: 2 },
        { country: "US", users: 1 },
      ],
      daily: [
        zero("2026-03-05"),
        zero("2026-03-06"),
        zero("2026-03-07"),
        zero("2026-03-08"),
        zero("2026-03-09"),
        { date: "2026-03-10", visitors: 2, sessions: 3, pageViews: 5 },
        { date: "2026-03-11", visitors: 1, sessions: 0, pageViews: 2 },
      ],
      devices: [
        { device: "mobile", users: 2 },
        { device: "desktop", users: 1 },
      ],
      referrers: [{ referrer: "google.com", sessions: 1 }],
      // A counts in both languages on the 10th (an English and an Arabic session).
      languages: [
        { language: "ar", users: 3 },
        { language: "en", users: 1 },
      ],
      funnel: {
        total: { visitors: 3, joins: 0, invited: 0, registered: 0 },
        byChannel: [
          { channel: "organic", visitors: 1, joins: 0, invited: 0, registered: 0 },
          { channel: "direct", visitors: 1, joins: 0, invited: 0, registered: 0 },
          { channel: "email", visitors: 2, joins: 0, invited: 0, registered: 0 },
        ],
      },
    };
    expect(await analyticsReport(handle.db, 7, now)).toEqual(expected);
    expect(await liveVisitors(handle.db, now)).toEqual({
      visitors: 1,
      pages: [{ path: "/faq", visitors: 1 }],
    });
    const week = await weeklyVisitors(handle.db, now);
    expect(week.days.map((d) => d.visitors)).toEqual([0, 0, 0, 0, 0, 2, 1]);
    expect(week.visitors).toEqual({ days: 7, count: 3, previousCount: 0, changePercent: null });
    // The 10th rolled up, its raw events gone: the same answer.
    expect(await rollUpAnalytics(handle.db, now)).toContain("2026-03-10");
    await handle.db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.at, at("2026-03-11T00:00:00Z")));
    expect(await analyticsReport(handle.db, 7, now)).toEqual(expected);
  });
});
