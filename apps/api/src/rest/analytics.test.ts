import { analyticsEvents, analyticsSessions, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import {
  analyticsComprehensiveOutput,
  analyticsLiveOutput,
  analyticsMetrics,
  analyticsWeeklyOutput,
} from "@bayan/trpc/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const NOW = new Date("2026-03-10T12:00:00Z");

describe.each(testDatabaseKinds)("REST analytics on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => NOW } });
    auth = await t.adminAuth();
    // One visit of three page views and 20 s of engagement, 3 minutes ago, and a join from it.
    const id = "00000000-0000-4000-8000-000000000001";
    await t.db.insert(analyticsSessions).values({
      id,
      visitorId: "v1",
      startedAt: new Date("2026-03-10T11:50:00Z"),
      lastSeenAt: new Date("2026-03-10T11:57:00Z"),
      landingPage: "/ar",
      channel: "social",
      referrer: "t.co",
      country: "EG",
      device: "mobile",
      language: "ar",
    });
    await t.db.insert(analyticsEvents).values(
      (
        [
          ["11:50", "pageview", "/ar", "بيان"],
          ["11:52", "pageview", "/ar/faq", "الأسئلة"],
          ["11:55", "waitlist_join", "/ar/faq", null],
          ["11:57", "pageview", "/ar", "بيان"],
          ["11:57", "engagement", "/ar", null],
        ] as const
      ).map(([time, name, path, title]) => ({
        sessionId: id,
        visitorId: "v1",
        at: new Date(`2026-03-10T${time}:00Z`),
        name,
        path,
        title,
        engagementMs: name === "engagement" ? 20_000 : null,
      })),
    );
    await t.db.insert(waitlistEntries).values({
      email: "v1@example.com",
      channel: "social",
      country: "EG",
      landingPage: "/ar",
      createdAt: new Date("2026-03-10T11:55:00Z"),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url, headers });

  it.each([
    "/api/analytics",
    "/api/analytics/comprehensive",
    "/api/analytics/live",
    "/api/analytics/weekly",
  ])("GET %s is 401 without a token", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("answers the six figures of the range (30 days by default)", async () => {
    const expected = {
      activeUsers: 1,
      newUsers: 1,
      sessions: 1,
      userEngagementDuration: 20,
      screenPageViews: 3,
      eventCount: 5,
    };
    for (const url of [
      "/api/analytics",
      "/api/analytics?timeRange=7",
      "/api/analytics?timeRange=365",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: expected });
      analyticsMetrics.parse(res.json().data);
    }
  });

  it("answers the comprehensive report in the documented shape", async () => {
    const res = await get("/api/analytics/comprehensive?timeRange=90");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const data = analyticsComprehensiveOutput.parse(body.data);
    expect(data.range).toEqual({
      days: 90,
      from: "2025-12-11T00:00:00.000Z",
      to: "2026-03-10T12:00:00.000Z",
    });
    expect(data.daily).toHaveLength(90);
    expect(data.daily.at(-1)).toEqual({
      date: "2026-03-10",
      visitors: 1,
      sessions: 1,
      pageViews: 3,
    });
    expect(data.channelData).toEqual([{ channel: "social", sessions: 1 }]);
    expect(data.events).toEqual([
      { name: "pageview", count: 3 },
      { name: "engagement", count: 1 },
      { name: "waitlist_join", count: 1 },
    ]);
    expect(data.pageViewsData).toEqual([
      { title: "بيان", path: "/ar", views: 2 },
      { title: "الأسئلة", path: "/ar/faq", views: 1 },
    ]);
    expect(data.countryData).toEqual([{ country: "EG", users: 1 }]);
    expect(data.devices).toEqual([{ device: "mobile", users: 1 }]);
    expect(data.referrers).toEqual([{ referrer: "t.co", sessions: 1 }]);
    expect(data.languages).toEqual([{ language: "ar", users: 1 }]);
    expect(data.funnel).toEqual({
      total: { visitors: 1, joins: 1, confirmed: 0, invited: 0, registered: 0 },
      byChannel: [
        { channel: "social", visitors: 1, joins: 1, confirmed: 0, invited: 0, registered: 0 },
      ],
    });
  });

  it("answers the live visitors and the week", async () => {
    const live = await get("/api/analytics/live");
    expect(live.statusCode).toBe(200);
    expect(analyticsLiveOutput.parse(live.json().data)).toEqual({
      visitors: 1,
      pages: [{ path: "/ar", visitors: 1 }],
    });
    const week = analyticsWeeklyOutput.parse((await get("/api/analytics/weekly")).json().data);
    expect(week.days.map((d) => d.visitors)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(week.days.at(-1)).toEqual({ date: "2026-03-10", weekday: 2, visitors: 1 });
    expect(week.visitors).toEqual({ days: 7, count: 1, previousCount: 0, changePercent: null });
  });

  it.each(["5", "abc", "", "30.5"])(
    "answers 400 naming timeRange for timeRange=%s",
    async (value) => {
      for (const path of ["/api/analytics", "/api/analytics/comprehensive"]) {
        const res = await get(`${path}?timeRange=${value}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: "BAD_REQUEST",
          message: "timeRange: timeRange must be 7, 30, 90 or 365",
          errors: [
            {
              path: "timeRange",
              message: "timeRange must be 7, 30, 90 or 365",
              messageKey: "analytics.rangeInvalid",
            },
          ],
        });
      }
    },
  );

  it("describes the analytics paths in the OpenAPI document, for the admin", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of ["/api/analytics", "/api/analytics/comprehensive", "/api/analytics/live"]) {
      const op = doc.paths[path].get;
      expect(op.tags).toEqual(["Analytics"]);
      expect(op.security).toBeDefined();
      expect(Object.keys(op.responses)).toContain("401");
    }
    const params = doc.paths["/api/analytics/comprehensive"].get.parameters;
    expect(params).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "timeRange", in: "query" })]),
    );
  });
});
