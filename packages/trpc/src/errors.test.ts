import type { Database } from "@bayan/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createContext, type ServerDeps } from "./context.js";
import { appRouter } from "./root.js";
import { MemoryRateLimiter } from "./services/rate-limit.js";
import { idleMailer } from "./testing.js";

const SECRET_PARAM = "visitor-secret@example.com";

/** A database whose every query fails with `cause`, wrapped as Drizzle wraps it (SQL, params). */
function failingDb(cause: Error): Database {
  const error = new DrizzleQueryError(
    'insert into "waitlist_entries" ("email") values ($1)',
    [SECRET_PARAM],
    cause,
  );
  return new Proxy({} as Database, {
    get: () => () => {
      throw error;
    },
  });
}

const deps = (db: Database): ServerDeps => ({
  db,
  dbKind: "postgres",
  startedAt: new Date(),
  jwtKey: new Uint8Array(32),
  limiter: new MemoryRateLimiter(),
  limits: null,
  mailer: idleMailer(),
  siteUrl: "http://bayan.test",
  uploadsDir: "/nonexistent/uploads",
});

/** One tRPC call over HTTP (the fetch adapter), as a request with id `req-42`. */
async function call(db: Database, path: string, input: unknown) {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    router: appRouter,
    req: new Request(`http://bayan.test/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    }),
    createContext: () => createContext(deps(db), { clientIp: "203.0.113.7", requestId: "req-42" }),
  });
  return { status: res.status, text: await res.text() };
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("tRPC error answers", () => {
  it("hide a database fault's SQL, parameters and stack behind a generic message and the request id", async () => {
    const db = failingDb(withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021"));
    const { status, text } = await call(db, "waitlist.join", { email: "sara@example.com" });
    expect(status).toBe(500);
    const { error } = JSON.parse(text);
    expect(error.message).toBe("Internal server error");
    expect(error.data).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      httpStatus: 500,
      path: "waitlist.join",
      errors: null,
      messageKey: "common.internalError",
      params: null,
      requestId: "req-42",
    });
    // Drizzle writes a failed query's parameters as "params: ..." (`params` itself is ours).
    expect(text).not.toMatch(/insert|waitlist_entries|params:|0x00|UTF8/i);
    expect(text).not.toContain(SECRET_PARAM);
  });

  it("answer a database outage 503 with a plain message", async () => {
    const db = failingDb(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"));
    const { status, text } = await call(db, "waitlist.join", { email: "sara@example.com" });
    expect(status).toBe(503);
    const { error } = JSON.parse(text);
    expect(error.message).toBe("Database unavailable");
    expect(error.data).toMatchObject({ code: "SERVICE_UNAVAILABLE", httpStatus: 503 });
    expect(error.data.stack).toBeUndefined();
    expect(text).not.toContain(SECRET_PARAM);
    expect(text).not.toMatch(/ECONNREFUSED|insert/i);
  });

  it("still name each failing field of bad input", async () => {
    const db = failingDb(new Error("never reached"));
    const { status, text } = await call(db, "waitlist.join", { email: "a\u0000b@example.com" });
    expect(status).toBe(400);
    const { error } = JSON.parse(text);
    expect(error.message).toBe("email: Email must not contain control or invisible characters");
    expect(error.data.errors).toEqual([
      {
        path: "email",
        message: "Email must not contain control or invisible characters",
        messageKey: "common.emailHidden",
      },
    ]);
  });

  it("give a field's reason its parameters", async () => {
    const db = failingDb(new Error("never reached"));
    const { status, text } = await call(db, "waitlist.join", {
      email: "sara@example.com",
      source: "a\u0000b",
    });
    expect(status).toBe(400);
    const { error } = JSON.parse(text);
    expect(error.message).toBe("source: Source must not contain NUL characters");
    expect(error.data.errors).toEqual([
      {
        path: "source",
        message: "Source must not contain NUL characters",
        messageKey: "common.textNul",
        params: { field: "Source" },
      },
    ]);
  });
});
