import { contactSubmissions, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST admin and system administration on %s", (kind) => {
  const now = new Date("2026-08-31T12:00:00Z");
  const daysAgo = (d: number, minutes = 0) =>
    new Date(now.getTime() - d * 86_400_000 - minutes * 60_000);
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => now } });
    auth = await t.adminAuth();
    await t.db.insert(waitlistEntries).values([
      { email: "a@example.com", createdAt: daysAgo(1) },
      { email: "b@example.com", createdAt: daysAgo(2), status: "notified" },
      { email: "c@example.com", createdAt: daysAgo(3), status: "registered" },
      { email: "d@example.com", createdAt: daysAgo(10) },
      { email: "e@example.com", createdAt: daysAgo(12) },
      { email: "f@example.com", createdAt: daysAgo(40) },
      { email: "g@example.com", createdAt: daysAgo(0, 5) },
    ]);
    await t.db.insert(contactSubmissions).values([
      {
        name: "Lina",
        email: "l@example.com",
        message: "Hello there, question",
        createdAt: daysAgo(0, 1),
      },
      {
        name: "Bot",
        email: "bot@example.com",
        message: "spam spam spam",
        status: "spam",
        createdAt: daysAgo(0),
      },
      {
        name: "Omar",
        email: "o@example.com",
        message: "When is the launch?",
        status: "replied",
        createdAt: daysAgo(20),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });

  it.each([
    ["GET", "/api/admin/dashboard"],
    ["GET", "/api/admin/recent-activity"],
    ["GET", "/api/admin/overview"],
    ["GET", "/api/system/stats"],
    ["POST", "/api/system/countdown"],
  ] as const)("%s %s is 401 without a token", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });

  it("serves the dashboard numbers in the spec's shape", async () => {
    const res = await get("/api/admin/dashboard");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.waitlist).toEqual({
      totalInQueue: 7,
      pendingCount: 5,
      notifiedCount: 1,
      registeredCount: 1,
    });
    expect(data.contacts.totalSubmissions).toBe(2);
    expect(data.system.countdownTimer.timeRemaining.days).toBe(57);
  });

  it("lists the five newest sign-ups and contacts, spam left out", async () => {
    const data = (await get("/api/admin/recent-activity")).json().data;
    expect(data.recentWaitlistSignups.map((s: { email: string }) => s.email)).toEqual([
      "g@example.com",
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
    ]);
    expect(data.recentWaitlistSignups[0]).toEqual({
      id: expect.any(String),
      email: "g@example.com",
      createdAt: daysAgo(0, 5).toISOString(),
      status: "pending",
    });
    expect(data.recentContacts.map((c: { name: string }) => c.name)).toEqual(["Lina", "Omar"]);
    expect(data.activities).toHaveLength(5);
    expect(data.activities[0]).toMatchObject({ type: "contact", user: "Lina" });
  });

  it("gives totals by status and 7- and 30-day growth", async () => {
    const data = (await get("/api/admin/overview")).json().data;
    expect(data.waitlist.byStatus).toEqual({ pending: 5, notified: 1, registered: 1 });
    expect(data.waitlist.growth.last7Days).toMatchObject({
      days: 7,
      count: 4,
      previousCount: 2,
      changePercent: 100,
    });
    expect(data.waitlist.growth.last30Days).toMatchObject({ count: 6, previousCount: 1 });
    expect(data.contacts.byStatus).toMatchObject({ new: 1, replied: 1, spam: 1 });
    expect(data.contacts.growth.last7Days).toMatchObject({
      count: 1,
      previousCount: 0,
      changePercent: null,
    });
  });

  it("sets the countdown, and answers 400 for a date that cannot be read", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/system/countdown",
      headers: auth,
      payload: {
        targetDate: "2026-09-10T12:00:00Z",
        title: "Launch day",
        description: "We open the doors.",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Countdown updated successfully",
      messageKey: "dashboard.countdownUpdated",
    });
    expect(res.json().data).toMatchObject({
      targetDate: "2026-09-10T12:00:00.000Z",
      title: "Launch day",
      timeRemaining: { days: 10, hours: 0 },
    });
    const publicView = await t.app.inject({ method: "GET", url: "/api/system/countdown" });
    expect(publicView.json().data.title).toBe("Launch day");

    const bad = await t.app.inject({
      method: "POST",
      url: "/api/system/countdown",
      headers: auth,
      payload: { targetDate: "next friday-ish", title: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        path: "targetDate",
        message: "targetDate must be a date and time, e.g. 2026-12-31T18:00:00Z",
        messageKey: "dashboard.countdownDateInvalid",
      },
    ]);
  });

  it("reports uptime, memory, database kind and size, and row counts", async () => {
    const data = (await get("/api/system/stats")).json().data;
    expect(data.database.kind).toBe(kind);
    expect(data.database.sizeBytes).toBeGreaterThan(0);
    expect(data.memory.rssBytes).toBeGreaterThan(0);
    expect(data.rows).toMatchObject({ waitlistEntries: 7, contactSubmissions: 3 });
  });
});
