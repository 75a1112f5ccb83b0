import { appRouter } from "@bayan/trpc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { routes } from "../rest/routes/index.js";
import { PUBLIC_PROCEDURES } from "./access.js";

const LANDING = "https://landing.example";
const OTHER = "https://evil.example";
const SOME_ID = "4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f";

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
);

describe("CORS for the public endpoints (CORS_ORIGINS set)", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite", { corsOrigins: [LANDING] });
  });
  afterAll(() => t.close());

  const preflight = (url: string, origin: string, method = "POST") =>
    t.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": method,
        "access-control-request-headers": "content-type",
      },
    });

  it("answers a preflight for a join from an allowed origin, over /api and /trpc", async () => {
    for (const url of [
      "/api/waitlist",
      "/api/contact",
      "/trpc/waitlist.join",
      "/trpc/contact.submit",
    ]) {
      const res = await preflight(url, LANDING);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(LANDING);
      expect(String(res.headers["access-control-allow-methods"])).toContain("POST");
      expect(String(res.headers["access-control-allow-headers"])).toContain("Content-Type");
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("lets an allowed origin join and read the public numbers", async () => {
    const join = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: LANDING },
      payload: { email: "cors@example.com" },
    });
    expect(join.statusCode).toBe(201);
    expect(join.headers["access-control-allow-origin"]).toBe(LANDING);
    expect(String(join.headers["access-control-expose-headers"])).toContain("X-Request-Id");
    expect(String(join.headers.vary)).toContain("Origin");
    for (const url of [
      "/api/waitlist/stats",
      "/api/system/countdown",
      "/api/system/public/privacy-policy",
      "/trpc/system.countdown",
      "/trpc/waitlist.stats,system.time?batch=1&input=%7B%7D",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { origin: LANDING } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["access-control-allow-origin"], url).toBe(LANDING);
    }
  });

  it("refuses other origins: no CORS headers, and their preflight is a 404", async () => {
    const pre = await preflight("/api/waitlist", OTHER);
    expect(pre.statusCode).toBe(404);
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    const res = await t.app.inject({
      method: "GET",
      url: "/api/waitlist/stats",
      headers: { origin: OTHER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("never opens admin endpoints or the sign-in to another origin", async () => {
    const auth = await t.adminAuth();
    for (const [url, method] of [
      ["/api/waitlist", "GET"],
      ["/api/admin/dashboard", "GET"],
      ["/api/auth/login", "POST"],
      ["/api/waitlist/invite-next", "POST"],
      ["/trpc/waitlist.list", "GET"],
      ["/trpc/auth.login", "POST"],
      ["/trpc/waitlist.stats,waitlist.list", "GET"],
    ] as const) {
      const pre = await preflight(url, LANDING, method);
      // 404 (no such route for OPTIONS), or tRPC's own refusal of the method.
      expect(pre.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const dashboard = await t.app.inject({
      method: "GET",
      url: "/api/admin/dashboard",
      headers: { origin: LANDING, ...auth },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("CORS without CORS_ORIGINS", () => {
  it("sends no CORS headers at all (same origin only)", async () => {
    const t = await setupApp("pglite");
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        headers: { origin: LANDING },
        payload: { email: "same-origin@example.com" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      const pre = await t.app.inject({
        method: "OPTIONS",
        url: "/api/waitlist",
        headers: { origin: LANDING, "access-control-request-method": "POST" },
      });
      expect(pre.statusCode).toBe(404);
      expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe("Cache-Control: no-store on admin answers", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite");
  });
  afterAll(() => t.close());

  it("marks every admin and personal REST answer no-store, errors included, and leaves public ones be", async () => {
    const auth = await t.adminAuth();
    for (const entry of routes) {
      const url = `/api${entry.path.replace(/:\w+/g, SOME_ID)}`;
      const method = entry.method.toUpperCase() as "GET";
      // Admin writes are sent without a token (401): no data changes, and the header still goes.
      const headers = entry.method === "get" ? auth : {};
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: entry.method === "get" ? undefined : {},
      });
      if (entry.access === "admin" || entry.personal) {
        expect(res.headers["cache-control"], `${entry.method} ${url}`).toBe("no-store");
      } else {
        expect(res.headers["cache-control"], `${entry.method} ${url}`).not.toBe("no-store");
      }
    }
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/waitlist/export.csv",
      headers: auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["cache-control"]).toBe("no-store");
  });

  it("marks admin tRPC answers no-store, a batch with any admin call too", async () => {
    const auth = await t.adminAuth();
    const dashboard = await t.app.inject({
      method: "GET",
      url: "/trpc/admin.dashboard",
      headers: auth,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({ method: "GET", url: "/trpc/waitlist.list" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const mixed = await t.app.inject({
      method: "GET",
      url: "/trpc/waitlist.stats,admin.overview?batch=1&input=%7B%7D",
      headers: auth,
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers["cache-control"]).toBe("no-store");
    const stats = await t.app.inject({ method: "GET", url: "/trpc/waitlist.stats" });
    expect(stats.headers["cache-control"]).toBeUndefined();
    // A registration link's answer names its invitee: public, but not cached either.
    const link = await t.app.inject({
      method: "GET",
      url: `/trpc/registration.check?input=${encodeURIComponent(JSON.stringify({ token: "x".repeat(43) }))}`,
    });
    expect(link.statusCode).toBe(200);
    expect(link.headers["cache-control"]).toBe("no-store");
  });

  it("lists exactly the procedures that answer without a token as public", async () => {
    const open: string[] = [];
    for (const [name, procedure] of procedures) {
      const query = procedure._def.type === "query";
      const res = await t.app.inject({
        method: query ? "GET" : "POST",
        url: `/trpc/${name}`,
        ...(query ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) open.push(name);
    }
    expect(open.sort()).toEqual([...PUBLIC_PROCEDURES].sort());
  });
});
