import {
  analyticsEvents,
  analyticsRollupDays,
  analyticsRollups,
  analyticsSessions,
} from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { asc, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AnalyticsCollector, attributionFor } from "./collector.js";
import { analyticsReport, liveVisitors, weeklyVisitors } from "./report.js";
import { rollUpAnalytics } from "./rollups.js";
import { SaltStore, visitorIds } from "./visitor.js";
import {
  A,
  at,
  B,
  engagement,
  GOOGLEBOT,
  HOST,
  pageview,
  req,
  sessions,
  visit,
} from "../../../test/analytics-visit.js";

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

  it("attributes a visit through a waitlist referral link to the referral channel", async () => {
    const collector = new AnalyticsCollector(handle.db, { flushIntervalMs: 0 });
    const now = new Date();
    // A shared /?ref= link opened from a chat app: no referrer at all.
    collector.accept([pageview("/?ref=K7M2PQ9X")], req(A, now.toISOString()));
    await collector.close();
    const later = new Date(now.getTime() + 60_000);
    expect(await attributionFor(handle.db, { ...A, host: HOST, now: later })).toEqual({
      channel: "referral",
      country: "US",
      landingPage: "/",
    });
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
        total: { visitors: 3, joins: 0, confirmed: 0, invited: 0, registered: 0 },
        byChannel: [
          { channel: "organic", visitors: 1, joins: 0, confirmed: 0, invited: 0, registered: 0 },
          { channel: "direct", visitors: 1, joins: 0, confirmed: 0, invited: 0, registered: 0 },
          { channel: "email", visitors: 2, joins: 0, confirmed: 0, invited: 0, registered: 0 },
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
