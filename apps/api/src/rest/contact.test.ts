import { contactSubmissions, outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const SUCCESS = {
  success: true,
  data: null,
  message: "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  messageKey: "contact.sent",
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Sara Ahmad",
  email: "sara@example.com",
  message: "I would like to know when the courses start.",
  language: "en",
  source: "contact-page",
  ...overrides,
});

describe.each(testDatabaseKinds)("REST /api/contact on %s", (kind) => {
  let clock = new Date("2026-09-01T10:00:00Z");
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  let ip = 0;
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => clock } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  /** Each call from its own address unless one is given, so the per-IP limit stays out of the way. */
  const send = (payload: unknown, remoteAddress = `198.51.100.${++ip}`) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: payload as object,
      remoteAddress,
    });
  const admin = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it("stores a message and answers 201 with the success message", async () => {
    const res = await send(valid({ email: " Sara@Example.com " }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SUCCESS);
    const [row] = await t.db.select().from(contactSubmissions);
    expect(row).toMatchObject({
      name: "Sara Ahmad",
      email: "sara@example.com",
      subject: "No Subject",
      status: "new",
      priority: "medium",
      language: "en",
      spamReason: null,
    });
  });

  it("answers 409 with the spec's text for a second message from the same email within 10 minutes", async () => {
    clock = new Date(clock.getTime() + 9 * 60_000);
    const res = await send(
      valid({ email: "SARA@example.com", message: "Another question about the plans." }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "You have recently submitted a message. Please wait before sending another message.",
      messageKey: "contact.duplicate",
    });
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await send(valid({ message: "Another question about the plans." }))).statusCode).toBe(
      201,
    );
  });

  it.each([
    ["name", { name: "" }, "Please enter your name", "contact.nameRequired"],
    ["name", { name: " A " }, "Name must be at least 2 characters long", "contact.nameTooShort"],
    ["name", { name: "Sara 2" }, "Name cannot contain numbers or symbols", "contact.nameInvalid"],
    ["name", { name: "Sara!" }, "Name cannot contain numbers or symbols", "contact.nameInvalid"],
    ["name", { name: "S".repeat(101) }, "Name is too long", "contact.nameTooLong"],
    ["email", { email: "" }, "Please enter your email address", "contact.emailRequired"],
    [
      "email",
      { email: "sara@example" },
      "Invalid email format (example: name@example.com)",
      "contact.emailInvalid",
    ],
    ["message", { message: "" }, "Please enter your message", "contact.messageRequired"],
    [
      "message",
      { message: "Too short" },
      "Message must be at least 10 characters long",
      "contact.messageTooShort",
    ],
    [
      "message",
      { message: "x".repeat(1001) },
      "You have exceeded the maximum allowed character count",
      "contact.messageTooLong",
    ],
    [
      "message",
      { message: "Visit https://spam.example for deals" },
      "Message contains suspicious content",
      "contact.messageSuspicious",
    ],
    [
      "message",
      { message: "Congratulations, you are a winner today" },
      "Message contains suspicious content",
      "contact.messageSuspicious",
    ],
    ["subject", { subject: "s".repeat(201) }, "Subject is too long", "contact.subjectTooLong"],
  ])("answers 400 naming %s for %j", async (field, overrides, message, messageKey) => {
    const res = await send(valid({ email: `v${++ip}@example.com`, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
    expect(res.json().errors).toEqual([{ path: field, message, messageKey }]);
  });

  it("answers 400 naming the field, with its name as a parameter, for text it cannot store", async () => {
    const res = await send(valid({ email: `v${++ip}@example.com`, subject: "Hi\u0000" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "subject: Subject must not contain NUL characters",
      errors: [
        {
          path: "subject",
          message: "Subject must not contain NUL characters",
          messageKey: "common.textNul",
          params: { field: "Subject" },
        },
      ],
    });
  });

  it("answers 400 for an unknown language", async () => {
    const res = await send(valid({ email: `v${++ip}@example.com`, language: "fr" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "language", message: expect.any(String) }]);
  });

  it("names every failing field at once and accepts an Arabic name", async () => {
    const res = await send({ name: "1", email: "x", message: "short" });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "name",
      "email",
      "message",
    ]);
    const arabic = await send(
      valid({ name: "سارة أحمد", email: "arabic@example.com", language: "ar" }),
    );
    expect(arabic.statusCode).toBe(201);
  });

  it("files bots as spam with the reason, answering exactly like a real message", async () => {
    const honeypot = await send(valid({ email: "bot1@example.com", website: "http://x" }));
    const fast = await send(valid({ email: "bot2@example.com", formShownMs: 400 }));
    const human = await send(valid({ email: "human@example.com", formShownMs: 9000 }));
    for (const res of [honeypot, fast, human]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(SUCCESS);
    }
    const rows = await t.db.select().from(contactSubmissions);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail["bot1@example.com"]).toMatchObject({
      status: "spam",
      spamReason: "honeypot field filled",
      spamCause: { key: "contact.spamHoneypot" },
    });
    expect(byEmail["bot2@example.com"]).toMatchObject({
      status: "spam",
      spamReason: "sent 400 ms after the form appeared",
      spamCause: { key: "contact.spamTooFast", params: { ms: 400 } },
    });
    expect(byEmail["human@example.com"]).toMatchObject({
      status: "new",
      spamReason: null,
      spamCause: null,
    });
    // The admin reads the reason's key beside its English.
    const listed = await admin("GET", "/api/contact?status=spam");
    expect(listed.statusCode).toBe(200);
    const spam = (listed.json().data as { email: string; spamCause: unknown }[]).map(
      ({ email, spamCause }) => [email, spamCause],
    );
    expect(Object.fromEntries(spam)).toEqual({
      "bot1@example.com": { messageKey: "contact.spamHoneypot", params: null },
      "bot2@example.com": { messageKey: "contact.spamTooFast", params: { ms: 400 } },
    });
  });

  it("allows 5 messages per address in 10 minutes, then answers 429", async () => {
    const address = "203.0.113.200";
    for (let i = 0; i < 5; i++) {
      expect((await send(valid({ email: `burst${i}@example.com` }), address)).statusCode).toBe(201);
    }
    const sixth = await send(valid({ email: "burst5@example.com" }), address);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
  });

  it.each([
    ["GET", "/api/contact"],
    ["GET", "/api/contact/stats"],
    ["GET", "/api/contact/recent"],
    ["PATCH", "/api/contact/x"],
    ["PATCH", "/api/contact/x/reply"],
    ["PATCH", "/api/contact/x/priority"],
    ["DELETE", "/api/contact/x"],
  ] as const)("%s %s is 401 without a token", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "PATCH" ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });

  it("lists real messages newest first, keeps spam in its own folder, and searches", async () => {
    const all = (await admin("GET", "/api/contact")).json();
    expect(all.data.every((c: { status: string }) => c.status !== "spam")).toBe(true);
    expect(all.pagination).toMatchObject({ page: 1, limit: 50, total: all.data.length });
    const dates = all.data.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const spam = (await admin("GET", "/api/contact?status=spam")).json();
    expect(spam.data).toHaveLength(2);
    const search = (await admin("GET", `/api/contact?search=${encodeURIComponent("سارة")}`)).json();
    expect(search.data.map((c: { email: string }) => c.email)).toEqual(["arabic@example.com"]);
    expect((await admin("GET", "/api/contact?priority=urgent")).statusCode).toBe(400);
    expect((await admin("GET", "/api/contact?limit=0")).statusCode).toBe(400);
  });

  it("counts by status", async () => {
    const stats = (await admin("GET", "/api/contact/stats")).json().data;
    expect(stats).toEqual({
      totalSubmissions: stats.newCount,
      newCount: expect.any(Number),
      readCount: 0,
      repliedCount: 0,
      archivedCount: 0,
      spamCount: 2,
    });
    expect(stats.newCount).toBe(9);
  });

  it("changes status and priority, answers 400 for unknown values and 404 for unknown ids", async () => {
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "human@example.com"));
    const read = await admin("PATCH", `/api/contact/${row!.id}`, { status: "read" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      data: { status: "read" },
      message: "Submission updated",
      messageKey: "contact.updated",
    });
    const high = await admin("PATCH", `/api/contact/${row!.id}/priority`, { priority: "high" });
    expect(high.json()).toMatchObject({
      data: { priority: "high" },
      message: "Priority updated",
      messageKey: "contact.priorityUpdated",
    });
    expect(
      (await admin("PATCH", `/api/contact/${row!.id}/priority`, { priority: "urgent" })).statusCode,
    ).toBe(400);
    const empty = await admin("PATCH", `/api/contact/${row!.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      {
        path: "",
        message: "Nothing to change: give status or priority",
        messageKey: "contact.nothingToChange",
      },
    ]);
    const unknown = await admin("PATCH", "/api/contact/4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f", {
      status: "read",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Contact submission not found",
      messageKey: "contact.notFound",
    });
    expect((await admin("GET", "/api/contact/recent?days=30")).json().data.length).toBeGreaterThan(
      0,
    );
  });

  it("replies by email in the sender's language with a Re: subject and marks it replied", async () => {
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "arabic@example.com"));
    const blank = await admin("PATCH", `/api/contact/${row!.id}/reply`, { reply: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { path: "reply", message: "Reply is required", messageKey: "contact.replyRequired" },
    ]);
    const res = await admin("PATCH", `/api/contact/${row!.id}/reply`, {
      reply: "أهلًا سارة، تبدأ الدورات قريبًا.",
    });
    expect(res.statusCode).toBe(200);
    // No SMTP here: the reply is only queued, and the answer says so.
    expect(res.json()).toMatchObject({
      data: {
        status: "replied",
        reply: "أهلًا سارة، تبدأ الدورات قريبًا.",
        replyStatus: "queued",
        replyError: null,
      },
      delivery: "queued",
      message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "contact.replyNotDelivered",
    });
    expect((await admin("GET", `/api/contact/${row!.id}`)).json().data.replyStatus).toBe("queued");
    expect(res.json().data.repliedAt).toBe(clock.toISOString());
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "arabic@example.com"));
    expect(mail).toMatchObject({
      subject: "Re: No Subject",
      language: "ar",
      kind: "contact-reply",
    });
    expect(mail?.html).toContain('dir="rtl"');

    const [spam] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "bot1@example.com"));
    const toSpam = await admin("PATCH", `/api/contact/${spam!.id}/reply`, { reply: "Hi" });
    expect(toSpam.statusCode).toBe(409);
    expect(toSpam.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "This message is marked as spam; mark it otherwise before replying",
      messageKey: "contact.spamNoReply",
    });
  });

  it("deletes a submission, then answers 404 for it", async () => {
    const [row] = await t.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "bot2@example.com"));
    expect((await admin("DELETE", `/api/contact/${row!.id}`)).json()).toEqual({
      success: true,
      data: { id: row!.id },
      message: "Submission deleted",
      messageKey: "contact.deleted",
    });
    expect((await admin("DELETE", `/api/contact/${row!.id}`)).statusCode).toBe(404);
  });
});
