import { contactSubmissions, outbox, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST admin actions of the admin panel on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
    const start = Date.parse("2026-06-01T00:00:00Z");
    const rows = await t.db
      .insert(waitlistEntries)
      .values(
        ["c", "a", "e", "b", "d", "f"].map((name, i) => ({
          email: `${name}@example.com`,
          language: i % 2 ? ("ar" as const) : ("en" as const),
          status: name === "f" ? ("registered" as const) : ("pending" as const),
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning();
    for (const r of rows) id[r.email[0]!] = r.id;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it.each([
    ["POST", "/api/waitlist/invite"],
    ["POST", "/api/waitlist/invite-next"],
    ["POST", "/api/waitlist/delete"],
    ["POST", "/api/outbox/00000000-0000-0000-0000-000000000000/retry"],
    ["GET", "/api/admin/notifications"],
    ["GET", "/api/waitlist/00000000-0000-0000-0000-000000000000"],
    ["GET", "/api/contact/00000000-0000-0000-0000-000000000000"],
  ] as const)("%s %s is 401 without a token", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });

  it("sorts the list by email, both ways", async () => {
    const asc = (await call("GET", "/api/waitlist?sortBy=email&sortDir=asc")).json();
    expect(asc.data.map((e: { email: string }) => e.email[0])).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
      "f",
    ]);
    const desc = (await call("GET", "/api/waitlist?sortBy=email&sortDir=desc&limit=2")).json();
    expect(desc.data.map((e: { email: string }) => e.email[0])).toEqual(["f", "e"]);
    expect((await call("GET", "/api/waitlist?sortBy=name")).statusCode).toBe(400);
  });

  it("answers one entry or message by id, and 404 for an unknown or malformed id", async () => {
    const entry = await call("GET", `/api/waitlist/${id.c}`);
    expect(entry.statusCode).toBe(200);
    expect(entry.json().data).toMatchObject({
      id: id.c,
      email: "c@example.com",
      status: "pending",
    });
    const [message] = await t.db
      .insert(contactSubmissions)
      .values({ name: "Sara", email: "s@example.com", message: "Is there a free trial?" })
      .returning();
    const found = await call("GET", `/api/contact/${message!.id}`);
    expect(found.json().data).toMatchObject({ id: message!.id, name: "Sara", status: "new" });
    await t.db.delete(contactSubmissions).where(eq(contactSubmissions.id, message!.id));
    for (const url of [
      `/api/contact/${message!.id}`,
      "/api/waitlist/4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f",
      "/api/waitlist/not-an-id",
    ]) {
      const res = await call("GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
  });

  it("invites the chosen entries in their language and skips a registered one", async () => {
    const res = await call("POST", "/api/waitlist/invite", { ids: [id.a, id.b, id.f] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        invited: 2,
        skipped: 1,
        recentlyInvited: 0,
        alreadyWaiting: 0,
        wave: expect.objectContaining({ origin: "chosen", status: "done", released: 2 }),
        delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
      },
      message:
        "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)",
      messageKey: "waitlist.invitesNotDelivered",
    });
    // Again at once: both were invited within the repeat window, so nothing is queued.
    const again = await call("POST", "/api/waitlist/invite", { ids: [id.a, id.b, id.f] });
    expect(again.json()).toMatchObject({
      data: { invited: 0, skipped: 1, recentlyInvited: 2 },
      message: "No invitation was queued",
    });
    const mail = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, ["a@example.com", "b@example.com", "f@example.com"]));
    expect(mail.map((m) => [m.to, m.language]).sort()).toEqual([
      ["a@example.com", "ar"],
      ["b@example.com", "ar"],
    ]);
    const sent = (await call("GET", "/api/waitlist?sent=true")).json();
    expect(sent.data.map((e: { email: string }) => e.email).sort()).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });

  it("invites the next N oldest pending entries", async () => {
    const res = await call("POST", "/api/waitlist/invite-next", {
      count: 2,
      includeUnconfirmed: true,
    });
    expect(res.json().data).toEqual({
      invited: 2,
      recentlyInvited: 0,
      wave: expect.objectContaining({ origin: "next", status: "done", released: 2 }),
      delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
    });
    const [c, e, d] = await Promise.all(
      [id.c, id.e, id.d].map(async (entryId) => {
        const [row] = await t.db
          .select()
          .from(waitlistEntries)
          .where(eq(waitlistEntries.id, entryId!));
        return row?.status;
      }),
    );
    // c and e joined first among the pending ones; d waits.
    expect([c, e, d]).toEqual(["notified", "notified", "pending"]);
    expect((await call("POST", "/api/waitlist/invite-next", { count: 0 })).statusCode).toBe(400);
  });

  it("deletes the chosen entries", async () => {
    const res = await call("POST", "/api/waitlist/delete", { ids: [id.d, id.f] });
    expect(res.json()).toEqual({
      success: true,
      data: { deleted: 2 },
      message: "Waitlist entries deleted",
      messageKey: "waitlist.deletedMany",
    });
    expect(await t.db.$count(waitlistEntries, inArray(waitlistEntries.id, [id.d!, id.f!]))).toBe(0);
    const none = await call("POST", "/api/waitlist/delete", { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { path: "ids", message: "Choose at least one entry", messageKey: "waitlist.noEntryChosen" },
    ]);
  });

  it("filters the outbox by status, counts each status, and retries a failed email", async () => {
    const [failed] = await t.db
      .update(outbox)
      .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(outbox.to, "a@example.com"))
      .returning();
    const list = (await call("GET", "/api/outbox?status=failed")).json();
    expect(list.data.map((m: { to: string }) => m.to)).toEqual(["a@example.com"]);
    expect(list.counts).toEqual({ queued: 3, sent: 0, failed: 1, suppressed: 0 });

    const retry = await call("POST", `/api/outbox/${failed!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      data: { status: "queued", attempts: 0, lastError: null, lastErrorKey: null },
      message: "Email kept in the outbox (SMTP is not configured, so it will not be delivered)",
      messageKey: "outbox.retryNotConfigured",
    });
    const missing = await call("POST", "/api/outbox/4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f/retry");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: "Email not found",
      messageKey: "outbox.notFound",
    });
    await t.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, failed!.id));
    const sent = await call("POST", `/api/outbox/${failed!.id}/retry`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({
      message: "This email has already been sent",
      messageKey: "outbox.alreadySent",
    });
  });

  it("counts new messages and failed emails for the bell (sign-ups switched off)", async () => {
    // The waitlist entries above would be news too: Settings > Notifications lets them through.
    expect(
      (await call("PATCH", "/api/settings/notifications", { userRegistration: false })).statusCode,
    ).toBe(200);
    await t.db.insert(contactSubmissions).values([
      { name: "Lina", email: "l@example.com", message: "When do lessons start?" },
      { name: "Omar", email: "o@example.com", message: "Already read", status: "read" },
    ]);
    await t.db
      .update(outbox)
      .set({ status: "failed", lastError: "timeout" })
      .where(eq(outbox.to, "b@example.com"));
    const res = await call("GET", "/api/admin/notifications");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.count).toBe(2);
    expect(data.items.map((i: { type: string }) => i.type).sort()).toEqual(["contact", "email"]);
    expect(data.items.find((i: { type: string }) => i.type === "contact")).toMatchObject({
      name: "Lina",
    });
  });
});
