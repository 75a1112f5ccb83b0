import { suppressedAddresses, suppressionChanges } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { suppressionOutput } from "@bayan/trpc/schemas";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

/** The row key of an address as the server makes it: the SHA-256 of its normalized form. */
const keyOf = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

describe.each(testDatabaseKinds)("REST /api/suppressions on %s", (kind) => {
  let clock = new Date("2026-11-20T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => clock } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(suppressedAddresses);
    await t.db.delete(suppressionChanges);
    clock = new Date("2026-11-20T09:00:00.000Z");
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it("adds an address with a note: 201, the row and its record in the database", async () => {
    const res = await call("POST", "/api/suppressions", {
      email: " Nadia@Example.com ",
      note: "Asked by email to stop",
    });
    expect(res.statusCode).toBe(201);
    const key = keyOf("nadia@example.com");
    const item = {
      id: key,
      keyHash: key,
      email: "nadia@example.com",
      reason: "manual",
      source: "admin",
      createdAt: "2026-11-20T09:00:00.000Z",
    };
    expect(res.json()).toEqual({
      success: true,
      data: item,
      message: "nadia@example.com is on the suppression list: no email will be sent to it",
      messageKey: "suppressions.added",
      params: { email: "nadia@example.com" },
    });
    expect(await t.db.select().from(suppressedAddresses)).toEqual([
      {
        keyHash: key,
        email: "nadia@example.com",
        reason: "manual",
        source: "admin",
        createdAt: clock,
      },
    ]);
    expect(await t.db.select().from(suppressionChanges)).toEqual([
      {
        id: expect.any(String),
        keyHash: key,
        email: "nadia@example.com",
        action: "add",
        reason: "manual",
        note: "Asked by email to stop",
        createdAt: clock,
      },
    ]);

    const listed = await call("GET", "/api/suppressions?search=NADIA&reason=manual&limit=10");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      success: true,
      data: [item],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
    expect(suppressionOutput.parse(listed.json().data[0])).toEqual(item);
    expect((await call("GET", `/api/suppressions/${key}`)).json().data).toEqual(item);
  });

  it("answers 409 for an address already suppressed, naming the reason it keeps", async () => {
    await t.db.insert(suppressedAddresses).values({
      keyHash: keyOf("jdoe@gmail.com"),
      email: "jdoe@gmail.com",
      reason: "unsubscribed",
      source: "one-click",
    });
    const res = await call("POST", "/api/suppressions", { email: "J.Doe+shop@gmail.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "This address is already suppressed: it unsubscribed",
      messageKey: "suppressions.alreadyUnsubscribed",
      params: { reason: "unsubscribed" },
    });
    expect(await t.db.select().from(suppressedAddresses)).toMatchObject([
      { email: "jdoe@gmail.com", reason: "unsubscribed", source: "one-click" },
    ]);
    expect(await t.db.$count(suppressionChanges)).toBe(0);
  });

  it.each([
    [{ email: "" }, "email", "Email is required", "common.emailRequired"],
    [{ email: "not-an-address" }, "email", "Invalid email address", "common.emailInvalid"],
    [{}, "email", "Email is required", "common.emailRequired"],
    [
      { email: "ok@example.com", note: "n".repeat(501) },
      "note",
      "The note is too long (at most 500 characters)",
      "suppressions.noteTooLong",
    ],
  ])("answers 400 naming the field for %j", async (body, path, message, messageKey) => {
    const res = await call("POST", "/api/suppressions", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      errors: [{ path, message, messageKey }],
    });
    expect(await t.db.$count(suppressedAddresses)).toBe(0);
  });

  it("removes by key hash: 200, the row gone, the removal recorded and in the history", async () => {
    await call("POST", "/api/suppressions", { email: "omar@example.com", note: "Phone call" });
    const key = keyOf("omar@example.com");
    clock = new Date("2026-11-20T10:00:00.000Z");
    const res = await call("DELETE", `/api/suppressions/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({ keyHash: key, email: "omar@example.com", reason: "manual" }),
      message: "The address is off the suppression list: it can be emailed again from now on",
      messageKey: "suppressions.removed",
    });
    expect(await t.db.select().from(suppressedAddresses)).toEqual([]);

    const history = await call("GET", `/api/suppressions/${key}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      success: true,
      data: [
        {
          id: expect.any(String),
          action: "remove",
          reason: "manual",
          email: "omar@example.com",
          note: null,
          createdAt: "2026-11-20T10:00:00.000Z",
        },
        {
          id: expect.any(String),
          action: "add",
          reason: "manual",
          email: "omar@example.com",
          note: "Phone call",
          createdAt: "2026-11-20T09:00:00.000Z",
        },
      ],
    });
    expect(await t.db.$count(suppressionChanges)).toBe(2);
  });

  it("answers 404 for a key not on the list", async () => {
    for (const key of [keyOf("nobody@example.com"), "nonsense"]) {
      for (const [method, url] of [
        ["DELETE", `/api/suppressions/${key}`],
        ["GET", `/api/suppressions/${key}`],
      ] as const) {
        const res = await call(method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: "NOT_FOUND",
          message: "This address is not on the suppression list",
          messageKey: "suppressions.notFound",
        });
      }
    }
    expect(await t.db.$count(suppressionChanges)).toBe(0);
  });

  it("answers 400 for an unknown reason filter, and lists by reason and page", async () => {
    const bad = await call("GET", "/api/suppressions?reason=bored");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("reason");

    await t.db.insert(suppressedAddresses).values([
      {
        keyHash: keyOf("a@example.com"),
        email: "a@example.com",
        reason: "hard-bounce",
        source: "generic",
        createdAt: new Date("2026-11-01T00:00:00Z"),
      },
      {
        keyHash: keyOf("b@example.com"),
        email: "b@example.com",
        reason: "complaint",
        source: "postmark",
        createdAt: new Date("2026-11-02T00:00:00Z"),
      },
      {
        keyHash: keyOf("c@example.com"),
        email: null,
        reason: "erased",
        source: "admin",
        createdAt: new Date("2026-11-03T00:00:00Z"),
      },
    ]);
    const all = await call("GET", "/api/suppressions?reason=");
    expect(all.json().data.map((i: { email: string | null }) => i.email)).toEqual([
      null,
      "b@example.com",
      "a@example.com",
    ]);
    const page = await call("GET", "/api/suppressions?page=2&limit=2");
    expect(page.json()).toMatchObject({
      data: [{ email: "a@example.com" }],
      pagination: { page: 2, limit: 2, total: 3, totalPages: 2 },
    });
    const bounced = await call("GET", "/api/suppressions?reason=hard-bounce");
    expect(bounced.json().data.map((i: { reason: string }) => i.reason)).toEqual(["hard-bounce"]);
  });

  it("is for the administrator only", async () => {
    for (const [method, url] of [
      ["GET", "/api/suppressions"],
      ["POST", "/api/suppressions"],
      ["DELETE", `/api/suppressions/${keyOf("x@example.com")}`],
      ["GET", `/api/suppressions/${keyOf("x@example.com")}/history`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { email: "x@example.com" } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.$count(suppressedAddresses)).toBe(0);
  });
});
