import {
  analyticsEvents,
  analyticsRollupDays,
  analyticsSessions,
  waitlistEntries,
  type AnalyticsSession,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../../test/caller.js";
import { analyticsReport, liveVisitors, weeklyVisitors } from "./report.js";
import { pruneAnalytics, rollUpAnalytics } from "./rollups.js";

const NOW = new Date("2026-03-10T12:00:00Z"); // a Tuesday
const at = (iso: string) => new Date(iso);

type NewSession = Partial<AnalyticsSession> &
  Pick<AnalyticsSession, "id" | "visitorId" | "startedAt" | "channel" | "device">;
type NewEvent = {
  at: string;
  name: (typeof analyticsEvents.$inferInsert)["name"];
  path: string;
  title?: string;
  engagementMs?: number;
};

/**
 * Two visitors, three sessions (one crossing midnight), an event outside the range, engagement.
 * - a1 (day 1): S1 from 2026-03-09 23:50, organic via google.com, SA, mobile, ar, new; page
 *   views of / and /pricing before midnight, a waitlist join and 12 s of engagement after it.
 * - b1: S2 at 10:00 direct, US, desktop, en, returning: /, an FAQ opened, /contact (no title),
 *   30 s of engagement; S3 at 11:30 from t.co (social): / then /faq at 11:58 (live).
 * - z0: S0 on 2026-03-03, a day before the 7-day range.
 */
async function seed(db: Awaited<ReturnType<typeof setup>>["db"]) {
  const sessions: { session: NewSession; events: NewEvent[] }[] = [
    {
      session: {
        id: "00000000-0000-4000-8000-000000000000",
        visitorId: "z0",
        startedAt: at("2026-03-03T23:59:00Z"),
        channel: "direct",
        device: "desktop",
        country: "FR",
      },
      events: [{ at: "2026-03-03T23:59:00Z", name: "pageview", path: "/", title: "Home" }],
    },
    {
      session: {
        id: "00000000-0000-4000-8000-000000000001",
        visitorId: "a1",
        startedAt: at("2026-03-09T23:50:00Z"),
        channel: "organic",
        referrer: "google.com",
        country: "SA",
        device: "mobile",
        language: "ar",
        returning: false,
      },
      events: [
        { at: "2026-03-09T23:50:00Z", name: "pageview", path: "/", title: "Home" },
        { at: "2026-03-09T23:55:00Z", name: "pageview", path: "/pricing", title: "Pricing" },
        { at: "2026-03-10T00:05:00Z", name: "waitlist_join", path: "/pricing" },
        { at: "2026-03-10T00:10:00Z", name: "engagement", path: "/pricing", engagementMs: 12_000 },
      ],
    },
    {
      session: {
        id: "00000000-0000-4000-8000-000000000002",
        visitorId: "b1",
        startedAt: at("2026-03-10T10:00:00Z"),
        channel: "direct",
        country: "US",
        device: "desktop",
        language: "en",
        returning: true,
      },
      events: [
        { at: "2026-03-10T10:00:00Z", name: "pageview", path: "/", title: "Home" },
        { at: "2026-03-10T10:01:00Z", name: "faq_open", path: "/" },
        { at: "2026-03-10T10:02:00Z", name: "pageview", path: "/contact" },
        { at: "2026-03-10T10:03:00Z", name: "engagement", path: "/contact", engagementMs: 30_000 },
      ],
    },
    {
      session: {
        id: "00000000-0000-4000-8000-000000000003",
        visitorId: "b1",
        startedAt: at("2026-03-10T11:30:00Z"),
        channel: "social",
        referrer: "t.co",
        country: "US",
        device: "desktop",
        language: "en",
        returning: true,
      },
      events: [
        { at: "2026-03-10T11:30:00Z", name: "pageview", path: "/", title: "Home" },
        { at: "2026-03-10T11:58:00Z", name: "pageview", path: "/faq", title: "FAQ" },
      ],
    },
  ];
  for (const { session, events } of sessions) {
    const last = events.at(-1)!;
    await db.insert(analyticsSessions).values({
      landingPage: events[0]!.path,
      lastSeenAt: at(last.at),
      lastPath: last.path,
      pageviews: events.filter((e) => e.name === "pageview").length,
      events: events.length,
      ...session,
    });
    await db.insert(analyticsEvents).values(
      events.map((e) => ({
        sessionId: session.id,
        visitorId: session.visitorId,
        at: at(e.at),
        name: e.name,
        path: e.path,
        title: e.title ?? null,
        engagementMs: e.engagementMs ?? null,
      })),
    );
  }
  // The funnel: joins in the range by channel and status, one without a channel, one before.
  // a, c and d confirmed their address; b was invited by hand without confirming; e joined and
  // confirmed before the range.
  await db.insert(waitlistEntries).values([
    {
      email: "a@x.test",
      channel: "organic",
      status: "registered",
      createdAt: at("2026-03-10T00:05:00Z"),
      confirmedAt: at("2026-03-10T00:07:00Z"),
    },
    {
      email: "b@x.test",
      channel: "direct",
      status: "notified",
      createdAt: at("2026-03-10T10:30:00Z"),
    },
    {
      email: "c@x.test",
      channel: null,
      status: "pending",
      createdAt: at("2026-03-08T09:00:00Z"),
      confirmedAt: at("2026-03-09T18:00:00Z"),
    },
    {
      email: "d@x.test",
      channel: "organic",
      status: "registered",
      createdAt: at("2026-03-01T09:00:00Z"),
      confirmedAt: at("2026-03-01T09:30:00Z"),
    },
    {
      email: "e@x.test",
      channel: "referral",
      status: "pending",
      createdAt: at("2026-01-20T09:00:00Z"),
      confirmedAt: at("2026-01-21T09:00:00Z"),
    },
  ]);
}

const zeroDay = (date: string) => ({ date, visitors: 0, sessions: 0, pageViews: 0 });

/** The 7-day answer at NOW, worked out by hand from the seed. */
const expected7 = {
  range: { days: 7, from: "2026-03-04T00:00:00.000Z", to: "2026-03-10T12:00:00.000Z" },
  metrics: {
    // a1 on the 9th and on the 10th (its session crossed midnight), b1 on the 10th.
    activeUsers: 3,
    // a1's first session had no `returning` hint; b1's had.
    newUsers: 1,
    sessions: 3,
    userEngagementDuration: 42,
    screenPageViews: 6,
    eventCount: 10,
  },
  channelData: [
    { channel: "direct", sessions: 1 },
    { channel: "organic", sessions: 1 },
    { channel: "social", sessions: 1 },
  ],
  events: [
    { name: "pageview", count: 6 },
    { name: "engagement", count: 2 },
    { name: "faq_open", count: 1 },
    { name: "waitlist_join", count: 1 },
  ],
  pageViewsData: [
    { title: "Home", path: "/", views: 3 },
    { title: "/contact", path: "/contact", views: 1 },
    { title: "FAQ", path: "/faq", views: 1 },
    { title: "Pricing", path: "/pricing", views: 1 },
  ],
  countryData: [
    { country: "SA", users: 2 },
    { country: "US", users: 1 },
  ],
  daily: [
    zeroDay("2026-03-04"),
    zeroDay("2026-03-05"),
    zeroDay("2026-03-06"),
    zeroDay("2026-03-07"),
    zeroDay("2026-03-08"),
    { date: "2026-03-09", visitors: 1, sessions: 1, pageViews: 2 },
    { date: "2026-03-10", visitors: 2, sessions: 2, pageViews: 4 },
  ],
  devices: [
    { device: "mobile", users: 2 },
    { device: "desktop", users: 1 },
  ],
  referrers: [
    { referrer: "google.com", sessions: 1 },
    { referrer: "t.co", sessions: 1 },
  ],
  languages: [
    { language: "ar", users: 2 },
    { language: "en", users: 1 },
  ],
  funnel: {
    // The join without a channel counts in the total only.
    total: { visitors: 3, joins: 3, confirmed: 2, invited: 2, registered: 1 },
    byChannel: [
      { channel: "organic", visitors: 2, joins: 1, confirmed: 1, invited: 1, registered: 1 },
      { channel: "direct", visitors: 1, joins: 1, confirmed: 0, invited: 1, registered: 0 },
      { channel: "social", visitors: 1, joins: 0, confirmed: 0, invited: 0, registered: 0 },
    ],
  },
};

const expectedWeek = {
  days: [
    { date: "2026-03-04", weekday: 3, visitors: 0 },
    { date: "2026-03-05", weekday: 4, visitors: 0 },
    { date: "2026-03-06", weekday: 5, visitors: 0 },
    { date: "2026-03-07", weekday: 6, visitors: 0 },
    { date: "2026-03-08", weekday: 0, visitors: 0 },
    { date: "2026-03-09", weekday: 1, visitors: 1 },
    { date: "2026-03-10", weekday: 2, visitors: 2 },
  ],
  // z0's visit of 2026-03-03 is the week before.
  visitors: { days: 7, count: 3, previousCount: 1, changePercent: 200 },
};

describe.each(testDatabaseKinds)("analytics report on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
    await seed(t.db);
  });
  afterAll(() => t.close());

  it("answers every figure and panel of 7 days from the raw data", async () => {
    expect(await analyticsReport(t.db, 7, NOW)).toEqual(expected7);
  });

  it("counts the day before the range in a longer one", async () => {
    const report = await analyticsReport(t.db, 30, NOW);
    expect(report.daily).toHaveLength(30);
    expect(report.daily[0]!.date).toBe("2026-02-09");
    expect(report.daily.find((d) => d.date === "2026-03-03")).toEqual({
      date: "2026-03-03",
      visitors: 1,
      sessions: 1,
      pageViews: 1,
    });
    expect(report.metrics).toMatchObject({ activeUsers: 4, sessions: 4, eventCount: 11 });
    expect(report.countryData).toEqual([
      { country: "SA", users: 2 },
      { country: "FR", users: 1 },
      { country: "US", users: 1 },
    ]);
    // The join of 2026-03-01 is in the range now, and its confirmation; e's (January) is not.
    expect(report.funnel.total).toEqual({
      visitors: 4,
      joins: 4,
      confirmed: 3,
      invited: 3,
      registered: 2,
    });
    // Over a year, e's join and confirmation count in the referral channel (no visitors there).
    const year = await analyticsReport(t.db, 365, NOW);
    expect(year.funnel.total).toMatchObject({ joins: 5, confirmed: 4 });
    expect(year.funnel.byChannel.find((c) => c.channel === "referral")).toEqual({
      channel: "referral",
      visitors: 0,
      joins: 1,
      confirmed: 1,
      invited: 0,
      registered: 0,
    });
  });

  it("is empty, with every day, before anything was collected", async () => {
    const report = await analyticsReport(t.db, 7, new Date("2025-01-10T08:00:00Z"));
    expect(report.metrics).toEqual({
      activeUsers: 0,
      newUsers: 0,
      sessions: 0,
      userEngagementDuration: 0,
      screenPageViews: 0,
      eventCount: 0,
    });
    expect(report.daily.map((d) => d.visitors)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(report.funnel).toEqual({
      total: { visitors: 0, joins: 0, confirmed: 0, invited: 0, registered: 0 },
      byChannel: [],
    });
  });

  it("counts live visitors of the last 5 minutes on their last page", async () => {
    expect(await liveVisitors(t.db, NOW)).toEqual({
      visitors: 1,
      pages: [{ path: "/faq", visitors: 1 }],
    });
    expect(await liveVisitors(t.db, at("2026-03-10T10:04:00Z"))).toEqual({
      visitors: 1,
      pages: [{ path: "/contact", visitors: 1 }],
    });
    expect(await liveVisitors(t.db, at("2026-03-10T11:10:00Z"))).toEqual({
      visitors: 0,
      pages: [],
    });
  });

  it("answers the visitors of the last 7 days with their weekday", async () => {
    expect(await weeklyVisitors(t.db, NOW)).toEqual(expectedWeek);
  });

  it("rolls up the finished days and answers the same from the rollups", async () => {
    // Day 2026-03-10 is today: not rolled up. Days from the first event (2026-03-03) are.
    const written = await rollUpAnalytics(t.db, NOW);
    expect(written).toEqual([
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
    expect(await rollUpAnalytics(t.db, NOW)).toEqual([]);
    // With the 393 days of the 400-day horizon before the first event, marked at once (empty).
    expect(await t.db.$count(analyticsRollupDays)).toBe(400);
    // The raw events of the rolled days go: the answer comes from the rollups alone.
    await t.db.delete(analyticsEvents).where(lt(analyticsEvents.at, at("2026-03-10T00:00:00Z")));
    expect(await analyticsReport(t.db, 7, NOW)).toEqual(expected7);
    expect(await weeklyVisitors(t.db, NOW)).toEqual(expectedWeek);
    expect((await analyticsReport(t.db, 30, NOW)).metrics.eventCount).toBe(11);
  });

  it("waits 10 minutes past midnight before rolling a day up", async () => {
    expect(await rollUpAnalytics(t.db, at("2026-03-11T00:05:00Z"))).toEqual([]);
    expect(await rollUpAnalytics(t.db, at("2026-03-11T00:11:00Z"))).toEqual(["2026-03-10"]);
    // The next day's report: the 10th from its rollup, the 11th (nothing yet) from the raw data.
    const report = await analyticsReport(t.db, 7, at("2026-03-11T00:11:00Z"));
    expect(report.daily.slice(-3)).toEqual([
      { date: "2026-03-09", visitors: 1, sessions: 1, pageViews: 2 },
      { date: "2026-03-10", visitors: 2, sessions: 2, pageViews: 4 },
      zeroDay("2026-03-11"),
    ]);
    expect(report.metrics).toEqual(expected7.metrics);
  });

  it("prunes events and sessions older than the retention in batches", async () => {
    const old = "00000000-0000-4000-8000-0000000000aa";
    await t.db.insert(analyticsSessions).values({
      id: old,
      visitorId: "old",
      startedAt: at("2025-01-01T10:00:00Z"),
      lastSeenAt: at("2025-01-01T10:05:00Z"),
      landingPage: "/",
      channel: "direct",
      device: "desktop",
    });
    await t.db.insert(analyticsEvents).values(
      Array.from({ length: 5 }, (_, i) => ({
        sessionId: old,
        visitorId: "old",
        at: at(`2025-01-01T10:0${i}:00Z`),
        name: "pageview" as const,
        path: "/",
      })),
    );
    const sessionsBefore = await t.db.$count(analyticsSessions);
    const eventsBefore = await t.db.$count(analyticsEvents);
    // 2026-03-10 minus 400 days is 2025-02-03: the 2025-01-01 visit goes, nothing else.
    expect(await pruneAnalytics(t.db, NOW, 400, 2)).toEqual({ events: 5, sessions: 1 });
    expect(await t.db.$count(analyticsSessions)).toBe(sessionsBefore - 1);
    expect(await t.db.$count(analyticsEvents)).toBe(eventsBefore - 5);
    expect(await pruneAnalytics(t.db, NOW, 400)).toEqual({ events: 0, sessions: 0 });
    // A one-day retention takes the session of the 3rd (its events went with the rollup test).
    expect(await pruneAnalytics(t.db, NOW, 1)).toEqual({ events: 0, sessions: 1 });
  });
});
