import type { Database } from "@bayan/db";
import { ANALYTICS_COLLECT_PATH } from "@bayan/trpc/schemas";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { scrubText } from "./logging.js";

const EMAIL = "victim.person@example.com";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2VjcmV0LXNpZ25hdHVyZQ";
const PASSWORD = "hunter2-correct-horse";

/** A log destination that keeps every line written to it. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join("") };
}

/** A database whose every call fails the way drizzle does: the SQL and its parameters in it. */
function failingDb(): Database {
  const fault = () => {
    throw Object.assign(
      new Error(
        `Failed query: insert into "waitlist_entries" ("email") values ($1)\nparams: ${EMAIL},en`,
      ),
      { query: 'insert into "waitlist_entries"', params: [EMAIL, "en"] },
    );
  };
  return new Proxy({}, { get: () => fault }) as unknown as Database;
}

describe("the log", () => {
  it("writes each request's lines under its id, and makes nothing for a request that logs nothing", async () => {
    const log = captureLog();
    const t = await setupApp("pglite", { logger: { level: "info", stream: log.stream } });
    try {
      await t.app.inject({
        method: "GET",
        url: "/api/system/time",
        headers: { "x-request-id": "trace-27" },
      });
      const lines = log
        .text()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      const mine = lines.filter((line) => line.reqId === "trace-27");
      expect(mine.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
      // At warn, a request that goes well writes no line at all.
      t.app.log.level = "warn";
      const before = log.text().length;
      await t.app.inject({ method: "GET", url: "/api/system/time" });
      expect(log.text().length).toBe(before);
    } finally {
      await t.close();
    }
  });

  it("never holds a visitor's email, a token or a password, nor a query string", async () => {
    const log = captureLog();
    const logger = { level: "info", stream: log.stream };
    const healthy = await setupApp("pglite", { logger });
    const broken = await setupApp("pglite", { logger, deps: { db: failingDb() } });
    try {
      const authorization = `Bearer ${TOKEN}`;
      const json = { "content-type": "application/json", authorization, cookie: `t=${TOKEN}` };
      for (const t of [healthy, broken]) {
        await t.app.inject({
          method: "POST",
          url: `/api/waitlist?ref=${encodeURIComponent(EMAIL)}`,
          headers: json,
          payload: { email: EMAIL },
        });
        await t.app.inject({
          method: "GET",
          url: `/trpc/waitlist.join?input=${encodeURIComponent(JSON.stringify({ email: EMAIL }))}`,
          headers: { authorization },
        });
        await t.app.inject({
          method: "POST",
          url: "/trpc/waitlist.join",
          headers: json,
          payload: { email: EMAIL },
        });
        await t.app.inject({
          method: "POST",
          url: `/api/auth/login?token=${TOKEN}`,
          headers: json,
          payload: { password: PASSWORD },
        });
        await t.app.inject({ method: "GET", url: `/api/nowhere?email=${EMAIL}&token=${TOKEN}` });
        await t.app.inject({ method: "GET", url: `/nowhere.js?email=${EMAIL}` });
      }
    } finally {
      await healthy.close();
      await broken.close();
    }
    const text = log.text();
    if (process.env.SHOW_LOG) console.log(text);
    // The faults were logged, by path, with their error...
    expect(text).toContain('"url":"/api/waitlist"');
    expect(text).toContain('"url":"/trpc/waitlist.join"');
    expect(text).toMatch(/"level":50.*Failed query: insert into/);
    expect(text).toContain("params: [redacted]");
    // ...and never with what a visitor or the administrator typed.
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(encodeURIComponent(EMAIL));
    expect(text).not.toContain("victim.person");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/"url":"[^"]*\?/);
  });

  it("never holds a link token sent in a path (the registration page checks its link so)", async () => {
    const log = captureLog();
    const t = await setupApp("pglite", { logger: { level: "info", stream: log.stream } });
    const link = randomBytes(32).toString("base64url"); // as newToken() makes them
    try {
      const res = await t.app.inject({ method: "GET", url: `/api/registration/${link}` });
      expect(res.statusCode).toBe(200);
      await t.app.inject({ method: "GET", url: `/api/nowhere/${link}/more` });
    } finally {
      await t.close();
    }
    const text = log.text();
    expect(text).toContain('"url":"/api/registration/[token]"');
    expect(text).not.toContain(link);
  });

  it("writes no line for a visit counted by the analytics (nor its address)", async () => {
    const log = captureLog();
    const t = await setupApp("pglite", { logger: { level: "info", stream: log.stream } });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: ANALYTICS_COLLECT_PATH,
        remoteAddress: "203.0.113.77",
        headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 (X11)" },
        payload: { events: [{ name: "pageview", url: "/" }] },
      });
      expect(res.statusCode).toBe(202);
      // The same server still logs its other requests.
      await t.app.inject({ method: "GET", url: "/api/system/countdown" });
    } finally {
      await t.close();
    }
    expect(log.text()).toContain('"url":"/api/system/countdown"');
    expect(log.text()).not.toContain(ANALYTICS_COLLECT_PATH);
    expect(log.text()).not.toContain("203.0.113.77");
  });

  it("scrubs texts: emails, bearer tokens, JWTs, SQL parameters and query strings", () => {
    expect(scrubText(`Route GET:/api/x?email=${EMAIL} not found`)).toBe(
      "Route GET:/api/x not found",
    );
    expect(scrubText(`duplicate key (email)=(${EMAIL})`)).toBe("duplicate key (email)=([email])");
    expect(scrubText(`Authorization: Bearer abc.def`)).toBe("Authorization: Bearer [redacted]");
    expect(scrubText(`token ${TOKEN} expired`)).toBe("token [token] expired");
    expect(scrubText("Failed query: select 1\nparams: a,b")).toBe(
      "Failed query: select 1\nparams: [redacted]",
    );
    // Package paths in stack traces are not emails.
    const frame =
      "at handler (/app/node_modules/.pnpm/fastify@5.12.8/node_modules/fastify/x.js:1:1)";
    expect(scrubText(frame)).toBe(frame);
  });
});
