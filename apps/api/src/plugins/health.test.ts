import type { Database } from "@bayan/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe("liveness and readiness", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite");
  });
  afterAll(() => t.close());

  it("answers /health and /ready with 200 while everything is up", async () => {
    const live = await t.app.inject({ method: "GET", url: "/health" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "up" } });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("keeps /api/system/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/system/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("ok");
  });
});

describe("readiness when a part is down", () => {
  it("answers 503 naming Redis when its check fails, the database still up", async () => {
    const t = await setupApp("pglite", {
      readinessChecks: { redis: () => Promise.reject(new Error("connect ECONNREFUSED")) },
    });
    try {
      const res = await t.app.inject({ method: "GET", url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        status: "unavailable",
        checks: { database: "up", redis: "down" },
      });
      // Liveness does not depend on the parts.
      expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("answers 503 naming the database within 2 s when it does not answer", async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    const t = await setupApp("pglite", {
      deps: { db: silent },
      readinessChecks: { redis: () => Promise.resolve("PONG") },
    });
    try {
      const started = performance.now();
      const res = await t.app.inject({ method: "GET", url: "/ready" });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: "unavailable",
        checks: { database: "down", redis: "up" },
      });
    } finally {
      await t.close();
    }
  });
});

describe("probes while the server shuts down", () => {
  it("answer 503 draining once shutdown has begun, and serve the rest as before", async () => {
    let draining = false;
    const t = await setupApp("pglite", { isDraining: () => draining });
    try {
      expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
      draining = true;
      for (const url of ["/health", "/ready"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: "draining" });
        expect(res.headers["retry-after"]).toBe("5");
      }
      const countdown = await t.app.inject({ method: "GET", url: "/api/system/countdown" });
      expect(countdown.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
