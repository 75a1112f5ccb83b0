import type { Database } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST /api/system on %s", (kind) => {
  const now = new Date("2026-06-01T08:00:00.000Z");
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => now } });
  });
  afterAll(() => t.close());

  it("serves the countdown with the time remaining", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/system/countdown" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      targetDate: "2026-07-28T08:00:00.000Z",
      isCompleted: false,
      timeRemaining: { days: 57, hours: 0, minutes: 0, seconds: 0 },
    });
    expect(typeof body.data.title).toBe("string");
  });

  it("serves health and time", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/system/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: "ok", database: { kind, status: "up" } });
    const time = await t.app.inject({ method: "GET", url: "/api/system/time" });
    expect(time.json()).toEqual({
      success: true,
      data: { now: "2026-06-01T08:00:00.000Z", timestamp: now.getTime(), timezone: "UTC" },
    });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing/here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "No such API path: GET /api/nothing/here",
    });
    const wrongMethod = await t.app.inject({ method: "DELETE", url: "/api/system/time" });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it("puts strict security headers on every response", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/system/time" });
    // Data, not a document: nothing may load in it or frame it.
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/system.time" });
    expect(trpc.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
    // A document (the API's reference page, the 404 outside the APIs) gets the pages' policy.
    for (const url of ["/api/docs/", "/nowhere"]) {
      const page = await t.app.inject({ method: "GET", url });
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers tRPC calls at /trpc", async () => {
    const res = await t.app.inject({ method: "GET", url: "/trpc/waitlist.stats" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      totalInQueue: 0,
      pendingCount: 0,
      notifiedCount: 0,
      registeredCount: 0,
    });
    const bad = await t.app.inject({
      method: "POST",
      url: "/trpc/waitlist.join",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "nope" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("email: Invalid email address");
    expect(bad.json().error.data.errors).toEqual([
      { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
    ]);
  });
});

describe("health when the database is down", () => {
  it("answers 503 within 2 seconds when the database does not answer", async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    const t = await setupApp("pglite", { deps: { db: silent } });
    const started = performance.now();
    const res = await t.app.inject({ method: "GET", url: "/api/system/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: "Database unavailable",
      messageKey: "common.databaseUnavailable",
    });
    expect(performance.now() - started).toBeLessThan(2000);
    await t.close();
  });
});
