import type { Database } from "@bayan/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite");
  });
  afterAll(() => t.close());

  it("gives every answer a new UUID in X-Request-Id: successes, errors and 404s", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/system/time" }),
      t.app.inject({ method: "GET", url: "/api/system/time" }),
      t.app.inject({ method: "GET", url: "/api/no/such/path" }),
      t.app.inject({ method: "GET", url: "/no-such-page" }),
      t.app.inject({ method: "GET", url: "/api/waitlist" }), // 401
      t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
      t.app.inject({ method: "POST", url: "/trpc/waitlist.join", payload: { email: "nope" } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 404, 401, 400, 400]);
    const ids = answers.map((res) => String(res.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a sane X-Request-Id from the caller (a proxy's) and echoes it", async () => {
    for (const id of ["7f3c2a1e-proxy-42", "abc123", "trace:00f067aa0ba902b7", "a".repeat(128)]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/system/time",
        headers: { "x-request-id": id },
      });
      expect(res.headers["x-request-id"]).toBe(id);
    }
  });

  it("replaces an unsafe or oversized X-Request-Id with a new UUID", async () => {
    for (const id of ["a".repeat(129), "<script>", "id with spaces", "x;y", "é", ""]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/system/time",
        headers: { "x-request-id": id },
      });
      expect(res.headers["x-request-id"]).toMatch(UUID);
    }
  });
});

describe("request ids on faults", () => {
  it("names the same id in the 500 body and the X-Request-Id header", async () => {
    const fault = () => {
      throw new Error("connection reset");
    };
    const broken = new Proxy({}, { get: () => fault }) as unknown as Database;
    const t = await setupApp("pglite", { deps: { db: broken } });
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/waitlist/stats",
        headers: { "x-request-id": "support-ticket-1" },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.headers["x-request-id"]).toBe("support-ticket-1");
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.requestId).toBe("support-ticket-1");
    } finally {
      await t.close();
    }
  });
});
