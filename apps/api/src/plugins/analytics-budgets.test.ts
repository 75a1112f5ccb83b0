import { analyticsEvents, analyticsRollupDays, analyticsSessions } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { AnalyticsCollector, type CollectorOptions } from "@bayan/trpc";
import { ANALYTICS_COLLECT_PATH, type AnalyticsEventInput } from "@bayan/trpc/schemas";
import { createTestDeps, TEST_ADMIN_PASSWORD } from "@bayan/trpc/testing";
import { and, eq, gte } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";

// The collection endpoint's budgets and today's figures (docs/analytics.md, Budgets and Daily
// rollups), over HTTP: what a client is answered, what is stored, what /metrics counts.

const TOKEN = "analytics-budget-metrics-token";
const HOST = "bayan.test";
const T0 = Date.parse("2026-03-10T09:00:00Z");
const ua = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${n}.0 Safari/537.36`;
const PERSON = { ip: "81.2.69.160", ua: ua(0) };

const pageview = (path = "/"): AnalyticsEventInput => ({
  name: "pageview",
  url: `https://${HOST}${path}`,
  title: "Bayan",
  width: 1280,
  language: "en",
});
const engagement = (ms: number, path = "/"): AnalyticsEventInput => ({
  name: "engagement",
  url: `https://${HOST}${path}`,
  engagementMs: ms,
});
const pageviews = (n: number, path = "/") => Array.from({ length: n }, () => pageview(path));

/**
 * `analytics_events_dropped_total{reason}` as GET /metrics shows it. The counters are the
 * process's, and the metrics plugin registers once per process: one server scrapes them for all.
 */
let scraper: Awaited<ReturnType<typeof buildApp>>;
let closeScraper: () => Promise<void>;
beforeAll(async () => {
  const t = await createTestDeps("pglite");
  scraper = await buildApp({ logger: { level: "silent" }, metricsToken: TOKEN, deps: t.deps });
  closeScraper = async () => {
    await scraper.close();
    await t.close();
  };
});
afterAll(() => closeScraper());

async function dropped(reason: string): Promise<number> {
  const res = await scraper.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = new RegExp(`^analytics_events_dropped_total\\{reason="${reason}"\\} (\\d+)$`, "m");
  return Number(res.body.match(line)?.[1] ?? Number.NaN);
}

describe.each(testDatabaseKinds)("the collection budgets on %s", (kind) => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** The server with its own collector (written on flush only) and a clock the test moves. */
  async function server(options: CollectorOptions = {}) {
    const t = await createTestDeps(kind);
    const collector = new AnalyticsCollector(t.db, { flushIntervalMs: 0, ...options });
    const clock = { ms: T0 };
    const app = await buildApp({
      logger: { level: "silent" },
      trustProxy: true,
      deps: { ...t.deps, analytics: collector, now: () => new Date(clock.ms) },
    });
    closing.push(async () => {
      await app.close();
      await collector.close();
      await t.close();
    });
    const send = (
      events: AnalyticsEventInput[],
      from: { ip: string; ua: string },
      atMs = clock.ms,
    ) => {
      clock.ms = atMs;
      return app.inject({
        method: "POST",
        url: ANALYTICS_COLLECT_PATH,
        headers: {
          "content-type": "application/json",
          "user-agent": from.ua,
          "x-forwarded-for": from.ip,
          host: HOST,
        },
        payload: JSON.stringify({ events }),
      });
    };
    /** Page views stored (after writing the buffer), of one path or all. */
    const storedPageviews = async (path?: string) => {
      await collector.flush();
      return t.db.$count(
        analyticsEvents,
        and(
          eq(analyticsEvents.name, "pageview"),
          path === undefined ? undefined : eq(analyticsEvents.path, path),
        ),
      );
    };
    return { app, db: t.db, collector, clock, send, dropped, storedPageviews };
  }

  const statuses = (answers: { statusCode: number }[]) => {
    const count: Record<number, number> = {};
    for (const a of answers) count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    return count;
  };

  it("limits one address: of 300 requests of 20 page views, 20 are taken, 280 are 429", async () => {
    const s = await server();
    const before = await s.dropped("address");
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await s.send(pageviews(20), PERSON));
    expect(statuses(answers)).toEqual({ 202: 20, 429: 280 });
    const refused = answers.at(-1)!;
    expect(refused.json()).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
    // 10 events a second come back: 20 more in 2 seconds.
    expect(refused.headers["retry-after"]).toBe("2");
    expect(await s.dropped("address")).toBe(before + 280 * 20);
    expect(await s.storedPageviews()).toBe(400);
    expect((await s.send(pageviews(20), PERSON, T0 + 2_000)).statusCode).toBe(202);
  });

  it("never limits a person browsing, nor a class of 40 behind one address", async () => {
    const s = await server();
    const plan: { at: number; events: AnalyticsEventInput[]; from: { ip: string; ua: string } }[] =
      [];
    // Ten minutes of a page every 2 s, each left after 1.9 s; every tenth page, the person opens
    // the six FAQ questions, tries the four demo tools and switches the language and the theme.
    for (let i = 0; i < 300; i++) {
      const at = T0 + i * 2_000;
      const page = i % 10 === 0 ? [pageview("/person"), ...clicks()] : [pageview("/person")];
      plan.push({ at, events: page, from: PERSON });
      plan.push({ at: at + 1_900, events: [engagement(1_900, "/person")], from: PERSON });
    }
    // At the same time a class (or an office, or a carrier's NAT): 40 people behind one address
    // arrive within 20 s, each tries everything on the landing page, then reads a page every 30 s.
    for (let i = 0; i < 20; i++) {
      for (let p = 1; p <= 40; p++) {
        const at = T0 + i * 30_000 + p * 500;
        const from = { ip: "100.64.12.34", ua: ua(p) };
        const page = i === 0 ? [pageview("/school"), ...clicks()] : [pageview("/school")];
        plan.push({ at, events: page, from });
        plan.push({ at: at + 20_000, events: [engagement(20_000, "/school")], from });
      }
    }
    const answers = [];
    for (const { at, events, from } of plan.sort((a, b) => a.at - b.at)) {
      answers.push(await s.send(events, from, at));
    }
    expect(statuses(answers)).toEqual({ 202: answers.length });
    expect(await s.storedPageviews("/person")).toBe(300);
    expect(await s.storedPageviews("/school")).toBe(800);
  });

  it("caps the new visits of one address at 100 an hour, and lets its visits go on", async () => {
    const s = await server();
    const before = await s.dropped("session_cap");
    const joins = [];
    // 101 new visitors (user agents) from one address within 10 s.
    for (let i = 1; i <= 101; i++) {
      joins.push(await s.send([pageview("/new")], { ip: PERSON.ip, ua: ua(i) }, T0 + i * 100));
    }
    expect(joins.slice(0, 100).map((a) => a.statusCode)).toEqual(Array(100).fill(202));
    const capped = joins[100]!;
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
    // One visit comes back every 36 s; 10 s of it have passed.
    expect(capped.headers["retry-after"]).toBe("26");
    expect(await s.dropped("session_cap")).toBe(before + 1);
    // The visitors already there go on, engagement time included.
    expect((await s.send([pageview("/new")], { ip: PERSON.ip, ua: ua(1) })).statusCode).toBe(202);
    expect((await s.send([engagement(3_000)], { ip: PERSON.ip, ua: ua(2) })).statusCode).toBe(202);
    // Another address is not concerned; this one gets a visit back when it was told.
    expect((await s.send([pageview("/new")], { ip: "81.2.69.161", ua: ua(101) })).statusCode).toBe(
      202,
    );
    const later = T0 + 10_100 + 26_000;
    expect(
      (await s.send([pageview("/new")], { ip: PERSON.ip, ua: ua(101) }, later)).statusCode,
    ).toBe(202);
    expect(await s.db.$count(analyticsSessions)).toBe(0); // nothing written yet: the buffer
    expect(await s.storedPageviews("/new")).toBe(103);
    expect(await s.db.$count(analyticsSessions)).toBe(102);
  });

  it("takes a server's budget a second from many addresses, and a visitor already in besides", async () => {
    const s = await server({ budget: { eventsPerSecond: 200 } });
    const before = await s.dropped("global");
    expect((await s.send([pageview("/person")], PERSON, T0)).statusCode).toBe(202);
    const flood = [];
    const person = [];
    // One second later, 100 addresses send 20 page views each at once; the person goes on.
    for (let i = 0; i < 100; i++) {
      flood.push(await s.send(pageviews(20), { ip: `198.18.0.${i}`, ua: ua(1) }, T0 + 1_000));
      if (i % 25 === 24) person.push(await s.send([pageview("/person")], PERSON, T0 + 1_000));
    }
    expect(statuses(flood)).toEqual({ 202: 10, 503: 90 });
    const refused = flood.at(-1)!;
    expect(refused.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
    expect(refused.headers["retry-after"]).toBe("1");
    expect(person.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await s.dropped("global")).toBe(before + 90 * 20);
    expect(await s.storedPageviews("/person")).toBe(5);
    expect(await s.storedPageviews("/")).toBe(200);
    // The next second, the budget is back.
    expect(
      (await s.send(pageviews(20), { ip: "198.18.1.1", ua: ua(1) }, T0 + 2_000)).statusCode,
    ).toBe(202);
  });

  it("never lets a flood fill the buffer, and says so when the database holds it up", async () => {
    // A buffer of 2,000 events, nothing written meanwhile, and for 3 s a flood of 1,525 events a
    // second from 100 addresses a second (batches of 20 and of 1, so it would fill the buffer to
    // the last event) while a person browses: the flood is turned away before the buffer.
    const s = await server({ maxBuffered: 2_000, maxBatch: 1_000_000 });
    const before = { buffer: await s.dropped("buffer_full"), global: await s.dropped("global") };
    for (let second = 0; second < 3; second++) {
      const at = T0 + second * 1_000;
      expect((await s.send([pageview("/person")], PERSON, at)).statusCode).toBe(202);
      for (let i = 0; i < 100; i++) {
        const from = { ip: `198.18.${second}.${i}`, ua: ua(i) };
        await s.send(pageviews(i % 4 === 3 ? 1 : 20), from, at + 10);
        if (i % 20 === 19) {
          expect((await s.send([pageview("/person")], PERSON, at + 20)).statusCode).toBe(202);
        }
      }
    }
    // Every page view of the person is there, and the buffer never had to drop one.
    expect(await s.storedPageviews("/person")).toBe(18);
    expect(await s.dropped("buffer_full")).toBe(before.buffer);
    expect(await s.dropped("global")).toBeGreaterThan(before.global);

    // The database does not keep up (nothing is written): the buffer fills, and the client is
    // told 503 with Retry-After, each event counted.
    const full = await server({ maxBuffered: 40, maxBatch: 1_000_000, onError: () => {} });
    const fullBefore = await full.dropped("buffer_full");
    expect((await full.send(pageviews(20), PERSON)).statusCode).toBe(202);
    expect((await full.send(pageviews(20), PERSON)).statusCode).toBe(202);
    const refused = await full.send(pageviews(3), PERSON);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(await full.dropped("buffer_full")).toBe(fullBefore + 3);
    expect(await full.storedPageviews()).toBe(40);
    expect((await full.send(pageviews(3), PERSON)).statusCode).toBe(202);
  });

  it("answers today's report from the rollups, the same as the raw events say", async () => {
    const s = await server();
    const visitors = [
      {
        ip: "8.8.8.8",
        ua: ua(1),
        first: { referrer: "https://www.google.com/", returning: false },
      },
      { ip: "41.0.0.1", ua: ua(2), first: { referrer: "https://t.co/x", language: "ar" as const } },
      { ip: "81.2.69.160", ua: ua(3), first: { returning: true } },
      { ip: "81.2.69.160", ua: ua(4), first: { url: `https://${HOST}/?utm_medium=email` } },
    ];
    for (const [n, v] of visitors.entries()) {
      const at = T0 + n * 60_000;
      await s.send([{ ...pageview("/"), ...v.first }, ...clicks()], v, at);
      await s.send([pageview("/contact"), { ...pageview("/faq"), title: "" }], v, at + 5_000);
      await s.send([engagement(40_000, "/faq")], v, at + 45_000);
      if (n % 2 === 0) await s.collector.flush(); // some visits over several writes
      // A second visit of the first visitor, an hour later.
      if (n === 0) await s.send([pageview("/pricing")], v, at + 3_600_000);
    }
    await s.collector.flush();
    s.clock.ms = T0 + 3_700_000;

    const login = await s.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token as string}` };
    const read = async () => {
      const answers = [];
      for (const url of [
        "/api/analytics/comprehensive?timeRange=7",
        "/api/analytics/comprehensive?timeRange=365",
        "/api/analytics/weekly",
      ]) {
        const res = await s.app.inject({ method: "GET", url, headers });
        expect(res.statusCode).toBe(200);
        answers.push(res.json().data);
      }
      return answers;
    };
    const fromRollups = await read();
    expect(fromRollups[0].metrics).toMatchObject({ sessions: 5, screenPageViews: 13 });

    // The same answer from the raw events: today's mark taken away, the report reads them.
    const today = new Date(T0).toISOString().slice(0, 10);
    const marks = await s.db.select().from(analyticsRollupDays);
    expect(marks).toEqual([expect.objectContaining({ day: today, live: true })]);
    await s.db.delete(analyticsRollupDays);
    expect(await read()).toEqual(fromRollups);

    // And with the raw data gone, today still answers the same: read from the rollups.
    await s.db.insert(analyticsRollupDays).values(marks);
    await s.db.delete(analyticsSessions).where(gte(analyticsSessions.startedAt, new Date(T0)));
    expect(await s.db.$count(analyticsEvents)).toBe(0);
    expect(await read()).toEqual(fromRollups);
  });
});

/** What a curious visitor does on the landing page within a few seconds. */
function clicks(): AnalyticsEventInput[] {
  const url = `https://${HOST}/`;
  return [
    ...[1, 2, 3, 4, 5, 6].map((question) => ({
      name: "faq_open" as const,
      url,
      props: { question },
    })),
    ...["quiz", "words", "reading", "exercises"].map((tool) => ({
      name: "demo_tool" as const,
      url,
      props: { tool },
    })),
    { name: "language_switch", url, props: { to: "ar" } },
    { name: "theme_switch", url, props: { to: "dark" } },
  ];
}
