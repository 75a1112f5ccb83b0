import * as schema from "@bayan/db";
import type { Database } from "@bayan/db";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { counterValue } from "./metrics.js";

/**
 * A database that can be swapped while the server runs: the test's PGlite until `use` hands
 * over another (one that is down, one that fails), so the admin can sign in first.
 */
function swappableDb() {
  let current: Database | undefined;
  const db = new Proxy({} as Database, {
    get: (_, prop) => {
      const value = Reflect.get(current!, prop, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
  return { db, use: (next: Database) => (current = next) };
}

/** A database whose every query fails as Drizzle reports it: the SQL and a visitor's email. */
function failingDb(cause: Error): Database {
  const error = new DrizzleQueryError(
    'select "jti" from "revoked_tokens" where "jti" = $1',
    ["visitor@example.com"],
    cause,
  );
  return new Proxy({} as Database, {
    get: () => () => {
      throw error;
    },
  });
}

describe("error answers when the database fails", () => {
  // postgres.js pointed at a port nothing listens on: every query is refused at once.
  const client = postgres("postgres://postgres@127.0.0.1:1/bayan", {
    connect_timeout: 2,
    max: 1,
    onnotice: () => {},
  });
  const down = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
  const swap = swappableDb();
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  let pglite: Database;
  beforeAll(async () => {
    t = await setupApp("pglite", { deps: { db: swap.db } });
    pglite = t.db;
    swap.use(pglite);
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await client.end({ timeout: 1 });
  });

  const join = (url: string) =>
    t.app.inject({ method: "POST", url, payload: { email: "visitor@example.com" } });

  it("answers 503 with Retry-After on /api and /trpc, public and admin, in a bounded time", async () => {
    const countedBefore = await counterValue("database_errors_total");
    swap.use(down);
    const started = performance.now();
    const answers = [
      await join("/api/waitlist"),
      await join("/trpc/waitlist.join"),
      await t.app.inject({ method: "GET", url: "/api/waitlist", headers: auth }),
      await t.app.inject({ method: "GET", url: "/trpc/waitlist.list", headers: auth }),
    ];
    swap.use(pglite);
    expect(performance.now() - started).toBeLessThan(5_000);
    const token = auth.authorization.slice("Bearer ".length);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).toContain("Database unavailable");
      // Neither the query, nor the visitor's email, nor the admin's token.
      // Drizzle writes a failed query with "params: ..." (the `params` field of a message is ours).
      expect(res.body).not.toMatch(/select|insert|params:|127\.0\.0\.1|ECONNREFUSED/i);
      expect(res.body).not.toContain("visitor@example.com");
      expect(res.body).not.toContain(token);
    }
    expect(answers[0]!.json()).toEqual({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      message: "Database unavailable",
      messageKey: "common.databaseUnavailable",
    });
    expect(answers[1]!.json().error.data).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      messageKey: "common.databaseUnavailable",
    });
    // Each of them counted once in /metrics' database_errors_total.
    expect((await counterValue("database_errors_total")) - countedBefore).toBe(4);
  });

  it("recovers as soon as the database answers again", async () => {
    swap.use(down);
    expect((await join("/api/waitlist")).statusCode).toBe(503);
    swap.use(pglite);
    expect((await join("/api/waitlist")).statusCode).toBe(201);
  });

  it("answers any other database fault 500 with a generic message and the request id only", async () => {
    swap.use(failingDb(Object.assign(new Error("invalid byte sequence"), { code: "22021" })));
    const rest = await t.app.inject({ method: "GET", url: "/api/waitlist", headers: auth });
    const trpc = await t.app.inject({ method: "GET", url: "/trpc/waitlist.list", headers: auth });
    swap.use(pglite);
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({
      success: false,
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
      messageKey: "common.internalError",
      requestId: expect.any(String),
    });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.json().error.message).toBe("Internal server error");
    for (const res of [rest, trpc]) {
      expect(res.headers["retry-after"]).toBeUndefined();
      expect(res.body).not.toMatch(/select|revoked_tokens|params:|invalid byte/i);
      expect(res.body).not.toContain("visitor@example.com");
    }
  });
});
