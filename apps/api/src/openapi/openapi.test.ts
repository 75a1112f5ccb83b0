import * as s from "@bayan/trpc/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { operations } from "./document.js";

describe("the OpenAPI document", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite", {});
  });

  /** "METHOD /path" for every route Fastify has, read from its route tree (HEAD left out). */
  function registeredRoutes(): string[] {
    const stack: string[] = [];
    const routes: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
      const at = line.indexOf("── ");
      if (at < 0) continue;
      const depth = (at - 1) / 4;
      const [, segment = "", methods = ""] =
        /^(\S+)(?: \(([^)]*)\))?/.exec(line.slice(at + 3)) ?? [];
      stack.length = depth;
      stack.push(segment);
      for (const method of methods.split(", ").filter((m) => m && m !== "HEAD")) {
        routes.push(`${method} ${stack.join("")}`);
      }
    }
    return routes;
  }
  afterAll(() => t.close());

  it("is served as OpenAPI 3.1 and describes every /api route the server has, and no other", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");

    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const served = registeredRoutes()
      .filter(
        (r) => r.includes(" /api/") && !r.includes("/api/docs") && !r.endsWith("/api/openapi.json"),
      )
      .map((r) => r.replace(/:(\w+)/g, "{$1}"))
      .sort();
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);

    // Each documented path answers something other than "no such path".
    for (const op of operations) {
      const url = op.path
        .replace("{id}", "00000000-0000-0000-0000-000000000000")
        .replace("{token}", "x".repeat(43));
      const answer = await t.app.inject({
        method: op.method.toUpperCase() as "GET",
        url,
        payload: op.method === "get" || op.method === "delete" ? undefined : {},
      });
      expect(answer.json?.().message ?? "", `${op.method} ${op.path}`).not.toMatch(
        /^No such API path/,
      );
    }
  });

  it("marks admin paths with bearer auth and lists their 401", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const list = doc.paths["/api/waitlist"].get;
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(["200", "400", "401"]));
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      "page",
      "limit",
      "status",
      "search",
      "sent",
      "verification",
      "invitation",
      "sortBy",
      "sortDir",
    ]);
    const join = doc.paths["/api/waitlist"].post;
    expect(join.security).toEqual([]);
    expect(join.requestBody.content["application/json"].schema.properties.email).toBeDefined();
    expect(Object.keys(join.responses)).toEqual(expect.arrayContaining(["201", "400", "429"]));
    expect(Object.keys(join.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["ref", "formShownMs", "policyUpdated"]),
    );
    const sortBy = list.parameters.find((p: { name: string }) => p.name === "sortBy");
    expect(sortBy.schema.enum).toEqual(
      expect.arrayContaining(["position", "referrals", "referrer"]),
    );
  });

  it("describes the verified waitlist's paths with their bodies, answers and errors", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    type Schema = { type?: string; properties: Record<string, Schema> };
    type Op = {
      security: unknown[];
      requestBody?: { content: Record<string, { schema: Schema }> };
      responses: Record<string, { content: Record<string, { schema: Schema }> }>;
    };
    const op = (method: string, path: string): Op => doc.paths[path]?.[method];
    const body = (o: Op) =>
      Object.keys(o.requestBody!.content["application/json"]!.schema.properties);
    const data = (o: Op, status = "200") =>
      o.responses[status]!.content["application/json"]!.schema.properties.data!;
    const errors = (o: Op) => Object.keys(o.responses).filter((s) => s >= "400");

    const check = op("get", "/api/waitlist/confirm/{token}");
    expect(check.security).toEqual([]);
    expect(Object.keys(data(check).properties)).toEqual(["state", "language", "email"]);
    expect(errors(check)).toEqual(expect.arrayContaining(["400", "404", "429"]));
    for (const path of [
      "/api/waitlist/confirm",
      "/api/waitlist/not-me",
      "/api/waitlist/confirm/resend",
    ]) {
      expect(op("post", path).security, path).toEqual([]);
      expect(body(op("post", path)), path).toEqual(["token"]);
    }
    expect(Object.keys(data(op("post", "/api/waitlist/confirm")).properties)).toEqual([
      "statusToken",
    ]);
    expect(errors(op("post", "/api/waitlist/confirm"))).toEqual(
      expect.arrayContaining(["400", "404", "409", "429"]),
    );
    const status = op("get", "/api/waitlist/status/{token}");
    expect(Object.keys(data(status).properties)).toEqual([
      "position",
      "total",
      "confirmed",
      "invited",
      "referralCode",
      "referralLink",
      "referrals",
      "language",
      "email",
    ]);
    expect(errors(status)).toEqual(expect.arrayContaining(["404", "429"]));
    expect(Object.keys(data(op("get", "/api/waitlist/leaderboard")).properties)).toEqual([
      "enabled",
      "entries",
    ]);

    for (const [method, path] of [
      ["get", "/api/waitlist/settings"],
      ["put", "/api/waitlist/settings"],
      ["post", "/api/waitlist/review"],
      ["get", "/api/waitlist/top-referrers"],
    ] as const) {
      expect(op(method, path).security, path).toEqual([{ bearerAuth: [] }]);
    }
    expect(body(op("put", "/api/waitlist/settings"))).toEqual(
      expect.arrayContaining(["positionRule", "placesPerReferral", "leaderboard"]),
    );
    expect(errors(op("put", "/api/waitlist/settings"))).toContain("400");
    expect(body(op("post", "/api/waitlist/review"))).toEqual(["ids", "decision"]);
    expect(body(op("post", "/api/waitlist/invite-next"))).toEqual(
      expect.arrayContaining(["count", "includeUnconfirmed"]),
    );
    expect(data(op("get", "/api/waitlist/top-referrers")).type).toBe("array");
  });

  it("marks with bearer auth exactly the paths that answer 401 without a token", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [path, methods] of Object.entries(
      doc.paths as Record<string, Record<string, { security: unknown[] }>>,
    )) {
      for (const [method, op] of Object.entries(methods)) {
        const answer = await t.app.inject({
          method: method.toUpperCase() as "GET",
          url: path.replace("{id}", "00000000-0000-0000-0000-000000000000"),
          payload: method === "get" || method === "delete" ? undefined : {},
        });
        const needsToken = answer.statusCode === 401 && answer.json().code === "UNAUTHORIZED";
        expect(needsToken, `${method} ${path}`).toBe(op.security.length > 0);
      }
    }
  });

  it("describes answers the server really gives (checked against the same schemas)", async () => {
    const auth = await t.adminAuth();
    const checks: Array<[string, (typeof s)[keyof typeof s]]> = [
      ["/api/waitlist/stats", s.waitlistStatsOutput],
      ["/api/system/countdown", s.countdownOutput],
      ["/api/system/health", s.healthOutput],
      ["/api/admin/dashboard", s.dashboardOutput],
      ["/api/admin/recent-activity", s.recentActivityOutput],
      ["/api/admin/overview", s.overviewOutput],
      ["/api/system/stats", s.systemStatsOutput],
      ["/api/contact/stats", s.contactStatsOutput],
      ["/api/waitlist/leaderboard", s.waitlistLeaderboardOutput],
      ["/api/waitlist/settings", s.waitlistSettingsSchema],
      ["/api/waitlist/top-referrers", s.topReferrersOutput],
    ];
    for (const [url, schema] of checks) {
      const res = await t.app.inject({ method: "GET", url, headers: auth });
      const parsed = (schema as typeof s.countdownOutput).safeParse(res.json().data);
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("serves a readable reference page within the content security policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers["content-security-policy"])).toContain("script-src 'self'");
    const script = page.body.match(/src="\.\/(static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ method: "GET", url: `/api/docs/${script}` });
    expect(asset.statusCode).toBe(200);
  });
});
