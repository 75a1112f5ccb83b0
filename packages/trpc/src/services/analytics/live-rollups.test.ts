import {
  analyticsEvents,
  analyticsRollupDays,
  analyticsRollups,
  analyticsRollupVisitors,
  analyticsSessions,
  type Database,
} from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsEventInput } from "../../schemas/analytics.js";
import { AnalyticsCollector, type CollectRequest } from "./collector.js";
import { analyticsReport, liveVisitors, weeklyVisitors } from "./report.js";
import { rollUpAnalytics } from "./rollups.js";
import { SaltStore } from "./visitor.js";

// Today's rollups (docs/analytics.md, Daily rollups): counted as the events are written, they
// answer what the raw events say, and a report reads today from them alone.

const HOST = "bayan.test";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const A = { ip: "8.8.8.8", userAgent: DESKTOP };
const B = { ip: "41.0.0.1", userAgent: IPHONE };
const C = { ip: "81.2.69.160", userAgent: DESKTOP };
const D = { ip: "81.2.69.160", userAgent: IPHONE };
const E = { ip: "1.0.0.1", userAgent: DESKTOP };

const req = (who: { ip: string; userAgent: string }, iso: string): CollectRequest => ({
  ...who,
  dnt: false,
  gpc: false,
  host: HOST,
  now: new Date(iso),
});
const pageview = (path: string, extra: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput => ({
  name: "pageview",
  url: `https://${HOST}${path}`,
  title: path === "/" ? "Bayan" : "",
  ...extra,
});
const engagement = (path: string, ms: number): AnalyticsEventInput => ({
  name: "engagement",
  url: `https://${HOST}${path}`,
  engagementMs: ms,
});
const click = (name: "faq_open" | "demo_tool", value: number | string): AnalyticsEventInput => ({
  name,
  url: `https://${HOST}/`,
  props: name === "faq_open" ? { question: value } : { tool: value },
});

describe.each(testDatabaseKinds)("today's rollups on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    db = handle.db;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await db.delete(analyticsSessions);
    await db.delete(analyticsRollups);
    await db.delete(analyticsRollupDays);
    await db.delete(analyticsRollupVisitors);
  });

  /**
   * Two servers take the visits of five visitors over two days, writing in turns and at once:
   * B's visit crosses midnight, A comes back after an hour and sends engagement time reaching
   * back, C and D share an address, E's engagement time belongs to no visit.
   */
  async function visits() {
    const one = new AnalyticsCollector(db, { flushIntervalMs: 0, salts: new SaltStore() });
    const two = new AnalyticsCollector(db, { flushIntervalMs: 0, salts: new SaltStore() });
    const both = () => Promise.all([one.flush(), two.flush()]);
    const news = "/?utm_source=newsletter&utm_medium=email";
    one.accept([pageview(news, { language: "ar", width: 390 })], req(B, "2026-03-11T23:50:00Z"));
    await one.flush();
    two.accept([pageview("/pricing", { language: "ar" })], req(B, "2026-03-12T00:10:00Z"));
    one.accept([engagement("/pricing", 90_000)], req(B, "2026-03-12T00:12:00Z"));
    await both();

    const google = {
      referrer: "https://www.google.com/",
      returning: false,
      language: "en" as const,
    };
    one.accept([pageview("/", google), click("faq_open", 2)], req(A, "2026-03-12T09:00:00Z"));
    await one.flush();
    two.accept([pageview("/faq"), click("faq_open", 3)], req(A, "2026-03-12T09:05:00Z"));
    one.accept([pageview("/?utm_medium=cpc", { returning: true })], req(D, "2026-03-12T10:00:00Z"));
    two.accept(
      [pageview("/", { referrer: "https://t.co/x" }), click("demo_tool", "quiz")],
      req(C, "2026-03-12T10:00:00Z"),
    );
    await both();
    one.accept([engagement("/faq", 34 * 60_000)], req(A, "2026-03-12T09:40:00Z"));
    two.accept([engagement("/", 5_000)], req(E, "2026-03-12T10:01:00Z"));
    await both();
    two.accept(
      [pageview("/contact"), engagement("/contact", 20_000)],
      req(C, "2026-03-12T10:20:00Z"),
    );
    one.accept([pageview("/contact", { returning: true })], req(A, "2026-03-12T11:58:00Z"));
    await both();
    await Promise.all([one.close(), two.close()]);
  }

  /** Every reading of the screen at `now`. */
  const read = async (now: Date) => ({
    week: await analyticsReport(db, 7, now),
    month: await analyticsReport(db, 30, now),
    year: await analyticsReport(db, 365, now),
    weekly: await weeklyVisitors(db, now),
    live: await liveVisitors(db, now),
  });

  /** The same readings from the raw events: the days' marks taken away for the time. */
  async function readRaw(now: Date) {
    const marks = await db.select().from(analyticsRollupDays);
    await db.delete(analyticsRollupDays);
    try {
      return await read(now);
    } finally {
      if (marks.length > 0) await db.insert(analyticsRollupDays).values(marks);
    }
  }

  it("counts today as it is written, the same as the raw events, and reads nothing raw", async () => {
    await visits();
    const now = new Date("2026-03-12T12:00:00Z");
    const rolled = await read(now);
    // Worked out by hand: B on the 11th and the 12th; A, C, D on the 12th.
    expect(rolled.week.metrics).toEqual({
      activeUsers: 5,
      newUsers: 3,
      sessions: 5,
      userEngagementDuration: 90 + 34 * 60 + 20,
      screenPageViews: 8,
      eventCount: 14,
    });
    expect(rolled.week.daily.slice(-2)).toEqual([
      { date: "2026-03-11", visitors: 1, sessions: 1, pageViews: 1 },
      { date: "2026-03-12", visitors: 4, sessions: 4, pageViews: 7 },
    ]);
    expect(rolled.live).toEqual({ visitors: 1, pages: [{ path: "/contact", visitors: 1 }] });
    const marks = await db.select().from(analyticsRollupDays);
    expect(marks.map((m) => [m.day, m.live]).sort()).toEqual([
      ["2026-03-11", true],
      ["2026-03-12", true],
    ]);

    expect(await readRaw(now)).toEqual(rolled);
    // The raw data gone, the answers stay: read from the rollups alone.
    await db.delete(analyticsSessions);
    expect(await db.$count(analyticsEvents)).toBe(0);
    expect(await read(now)).toEqual({ ...rolled, live: { visitors: 0, pages: [] } });
  });

  it("closes a counted day once it has ended, and forgets the visitors counted", async () => {
    await visits();
    const after = new Date("2026-03-13T00:20:00Z");
    const counted = await read(after);
    expect(await db.$count(analyticsRollupVisitors)).toBeGreaterThan(0);
    expect(await rollUpAnalytics(db, after)).toEqual(["2026-03-11", "2026-03-12"]);
    const marks = await db.select().from(analyticsRollupDays);
    expect(marks.filter((m) => m.live)).toEqual([]);
    expect(await db.$count(analyticsRollupVisitors)).toBe(0);
    expect(await read(after)).toEqual(counted);
    expect(await readRaw(after)).toEqual(counted);
  });

  it("reads the day of the upgrade from the raw events: it had events before the counting", async () => {
    // An event written before the counting began (an older server, the day of the upgrade).
    const id = "00000000-0000-4000-8000-00000000000a";
    await db.insert(analyticsSessions).values({
      id,
      visitorId: "older",
      startedAt: new Date("2026-03-12T08:00:00Z"),
      lastSeenAt: new Date("2026-03-12T08:00:00Z"),
      landingPage: "/",
      channel: "direct",
      device: "desktop",
    });
    await db.insert(analyticsEvents).values({
      sessionId: id,
      visitorId: "older",
      at: new Date("2026-03-12T08:00:00Z"),
      name: "pageview",
      path: "/",
    });
    await visits();
    const now = new Date("2026-03-12T12:00:00Z");
    const marks = await db.select().from(analyticsRollupDays);
    expect(marks.map((m) => [m.day, m.live])).toEqual([["2026-03-11", true]]);
    const report = await analyticsReport(db, 7, now);
    expect(report.metrics).toMatchObject({ activeUsers: 6, sessions: 6, screenPageViews: 9 });
    expect(report).toEqual((await readRaw(now)).week);
  });
});
