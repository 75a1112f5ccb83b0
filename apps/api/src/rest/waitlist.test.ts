import { waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST /api/waitlist on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind);
  });
  afterAll(() => t.close());

  const join = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("answers 201 with the envelope and stores the entry", async () => {
    const res = await join({ email: "omar@example.com", source: "landing-page", language: "ar" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { email: "omar@example.com", language: "ar" },
      message: "You're on the list! We'll notify you when we launch.",
      messageKey: "waitlist.joined",
    });
    const rows = await t.db.select().from(waitlistEntries);
    expect(rows.map((r) => [r.email, r.language, r.status])).toEqual([
      ["omar@example.com", "ar", "pending"],
    ]);
  });

  it("adds no row for the same email in another case and with spaces", async () => {
    const res = await join({ email: "  OMAR@Example.com  ", language: "en" });
    expect(res.statusCode).toBe(201);
    expect(await t.db.$count(waitlistEntries)).toBe(1);
  });

  it("answers 400 naming the field for a bad email", async () => {
    const res = await join({ email: "omar-at-example" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "email: Invalid email address",
      errors: [
        { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
      ],
    });
  });

  it("answers 400 for a missing body and for an unknown language", async () => {
    const empty = await t.app.inject({ method: "POST", url: "/api/waitlist" });
    expect(empty.statusCode).toBe(400);
    const lang = await join({ email: "x@example.com", language: "fr" });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors[0].path).toBe("language");
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await join('{"email": "a@b.co"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("answers 415 for a body that is not JSON and 413 for one over 16 KiB", async () => {
    const text = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.co",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const big = await join({ email: "a@b.co", source: "x".repeat(17 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect(await t.db.$count(waitlistEntries)).toBe(1);
  });

  it("counts the queue by status", async () => {
    await join({ email: "second@example.com" });
    const res = await t.app.inject({ method: "GET", url: "/api/waitlist/stats" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { totalInQueue: 2, pendingCount: 2, notifiedCount: 0, registeredCount: 0 },
    });
  });

  it("answers 429 with Retry-After past 10 joins a minute from one address", async () => {
    const from = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/waitlist",
        remoteAddress: "192.0.2.200",
        payload: { email: `burst${i}@example.com` },
      });
    for (let i = 0; i < 10; i++) expect((await from(i)).statusCode).toBe(201);
    const eleventh = await from(10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(0);
  });
});
