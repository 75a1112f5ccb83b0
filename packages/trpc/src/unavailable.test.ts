import * as schema from "@bayan/db";
import type { Database } from "@bayan/db";
import { TRPCError } from "@trpc/server";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createContext } from "./context.js";
import { toErrorResponse } from "./errors.js";
import { createCaller } from "./root.js";
import { MemoryRateLimiter } from "./services/rate-limit.js";
import { idleMailer } from "./testing.js";
import { isDatabaseUnavailable } from "./unavailable.js";

/** An error as a driver raises it: a message and, usually, a code. */
const driverError = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});

/** How Drizzle hands a failed query on: its SQL and parameters in the message, the cause kept. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError(
    'insert into "waitlist_entries" ("email") values ($1)',
    ["visitor@example.com"],
    cause,
  );

describe("recognising a database that cannot be reached", () => {
  it.each([
    ["connection refused", driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["connection reset", driverError("read ECONNRESET", "ECONNRESET")],
    [
      "postgres.js connect timeout",
      driverError("write CONNECT_TIMEOUT db:5432", "CONNECT_TIMEOUT"),
    ],
    ["postgres.js closed", driverError("write CONNECTION_CLOSED db:5432", "CONNECTION_CLOSED")],
    ["postgres.js ended", driverError("write CONNECTION_ENDED db:5432", "CONNECTION_ENDED")],
    [
      "admin shutdown (57P01)",
      driverError("terminating connection due to administrator command", "57P01"),
    ],
    ["starting up (57P03)", driverError("the database system is starting up", "57P03")],
    ["too many connections (53300)", driverError("sorry, too many clients already", "53300")],
    [
      "statement timeout (57014)",
      driverError("canceling statement due to statement timeout", "57014"),
    ],
    ["connection failure (08006)", driverError("connection failure", "08006")],
    ["node-postgres terminated", driverError("Connection terminated unexpectedly")],
    ["node-postgres pool timeout", driverError("timeout exceeded when trying to connect")],
    ["PGlite closed", driverError("PGlite is closed")],
  ])("%s, also wrapped by Drizzle and by tRPC", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: failedQuery(error) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("finds a refused connection inside an AggregateError (Node tries each address)", () => {
    const both = new AggregateError([
      driverError("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"),
      driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    ]);
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it.each([
    ["a NUL byte (22021)", driverError('invalid byte sequence for encoding "UTF8": 0x00', "22021")],
    ["a unique violation (23505)", driverError("duplicate key value", "23505")],
    ["an integer out of range (22003)", driverError('value "2147483648" is out of range', "22003")],
    ["a syntax error (42601)", driverError("syntax error at or near", "42601")],
    ["a plain fault", new Error("boom")],
  ])("but not %s", (_, error) => {
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it("never reads the SQL and parameters of Drizzle's message (they hold user input)", () => {
    const cause = driverError("duplicate key value", "23505");
    const error = new DrizzleQueryError("select $1", ["connection terminated"], cause);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("tolerates what is not an error", () => {
    for (const value of [undefined, null, "ECONNREFUSED", 42, {}]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });
});

describe("the shared error mapping", () => {
  it("answers a database outage 503 with a plain message", () => {
    const cause = failedQuery(driverError("connect ECONNREFUSED", "ECONNREFUSED"));
    const error = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: cause.message, cause });
    expect(toErrorResponse(error)).toEqual({
      status: 503,
      body: {
        success: false,
        code: "SERVICE_UNAVAILABLE",
        message: "Database unavailable",
        messageKey: "common.databaseUnavailable",
      },
    });
  });

  it("answers any other fault 500 without its SQL, parameters or message", () => {
    const cause = failedQuery(driverError("invalid byte sequence", "22021"));
    const error = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: cause.message, cause });
    const { status, body } = toErrorResponse(error);
    expect(status).toBe(500);
    expect(body).toEqual({
      success: false,
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
      messageKey: "common.internalError",
    });
  });
});

describe("procedures on a database that is down", () => {
  // postgres.js pointed at a port nothing listens on: every query fails to connect.
  const client = postgres("postgres://postgres@127.0.0.1:1/bayan", {
    connect_timeout: 2,
    max: 1,
    onnotice: () => {},
  });
  const down = drizzle(client, { schema, casing: "snake_case" }) as unknown as Database;
  const caller = createCaller(
    createContext(
      {
        db: down,
        dbKind: "postgres",
        startedAt: new Date(),
        jwtKey: new Uint8Array(32),
        limiter: new MemoryRateLimiter(),
        limits: null,
        mailer: idleMailer(),
        siteUrl: "http://bayan.test",
        uploadsDir: "/nonexistent/uploads",
      },
      { clientIp: "203.0.113.7" },
    ),
  );
  afterAll(() => client.end({ timeout: 1 }));

  it("answer SERVICE_UNAVAILABLE at once, with nothing of the query", async () => {
    const started = performance.now();
    for (const call of [
      () => caller.waitlist.join({ email: "visitor@example.com" }),
      () => caller.waitlist.stats(),
      () => caller.content.published({ document: "privacy-policy" }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "Database unavailable" });
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
