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
      "sortBy",
      "sortDir",
    ]);
    const join = doc.paths["/api/waitlist"].post;
    expect(join.security).toEqual([]);
    expect(join.requestBody.content["application/json"].schema.properties.email).toBeDefined();
    expect(Object.keys(join.responses)).toEqual(expect.arrayContaining(["201", "400", "429"]));
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
