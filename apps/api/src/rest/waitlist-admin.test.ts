import { outbox, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST waitlist administration on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
    // 60 entries, one a minute apart, newest last; a few notified or registered.
    const start = Date.parse("2026-05-01T00:00:00Z");
    const rows = await t.db
      .insert(waitlistEntries)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          email: i === 0 ? "=cmd|'/c calc'!A1@evil.example" : `user${i}@example.com`,
          language: i % 3 === 0 ? ("ar" as const) : ("en" as const),
          status:
            i % 10 === 1
              ? ("registered" as const)
              : i % 10 === 2
                ? ("notified" as const)
                : ("pending" as const),
          notes: i === 5 ? 'سيبدأ في سبتمبر, مع "أصدقاء"' : null,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning();
    for (const r of rows) ids[r.email] = r.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url, headers });

  it.each([
    ["GET", "/api/waitlist"],
    ["GET", "/api/waitlist/recent"],
    ["GET", "/api/waitlist/export.csv"],
    ["PATCH", "/api/waitlist/00000000-0000-0000-0000-000000000000"],
    ["DELETE", "/api/waitlist/00000000-0000-0000-0000-000000000000"],
    ["POST", "/api/waitlist/00000000-0000-0000-0000-000000000000/invite"],
    ["GET", "/api/outbox"],
  ] as const)("%s %s is 401 without a token", async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === "PATCH" ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
  });

  it("lists newest first with defaults page 1 and limit 50, with display fields", async () => {
    const res = await get("/api/waitlist");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2 });
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toMatchObject({
      email: "user59@example.com",
      name: "user59",
      status: "pending",
      sentStatus: "none",
      registrationDate: "2026-05-01T00:59:00.000Z",
    });
    const second = (await get("/api/waitlist?page=2&limit=50")).json();
    expect(second.data).toHaveLength(10);
    expect(second.data.at(-1).name).toBe("=cmd|'/c calc'!A1");
  });

  it("filters by status and searches the email", async () => {
    const notified = (await get("/api/waitlist?status=notified&limit=100")).json();
    expect(notified.pagination.total).toBe(6);
    expect(notified.data.every((e: { sentStatus: string }) => e.sentStatus === "sent")).toBe(true);
    const search = (await get("/api/waitlist?search=USER4")).json();
    expect(search.data.map((e: { email: string }) => e.email).sort()).toEqual(
      [
        "user4@example.com",
        ...Array.from({ length: 10 }, (_, i) => `user4${i}@example.com`),
      ].sort(),
    );
    const literal = (await get("/api/waitlist?search=%25")).json();
    expect(literal.pagination.total).toBe(0);
  });

  it.each([
    "/api/waitlist?page=0",
    "/api/waitlist?page=abc",
    "/api/waitlist?limit=501",
    "/api/waitlist?limit=-1",
    "/api/waitlist?status=sent",
    "/api/waitlist/recent?days=0",
    "/api/waitlist/recent?days=many",
  ])("answers 400 for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it("lists the entries of the last N days", async () => {
    const res = await get("/api/waitlist/recent?days=7");
    expect(res.statusCode).toBe(200);
    // The seeded entries are from May 2026; the clock is real, so only fresh ones count.
    await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email: "fresh@example.com" },
    });
    const after = (await get("/api/waitlist/recent")).json();
    expect(after.data.map((e: { email: string }) => e.email)).toContain("fresh@example.com");
    expect(after.data.length).toBe(res.json().data.length + 1);
  });

  it("updates status and notes, and answers 404 for an unknown id", async () => {
    const id = ids["user7@example.com"]!;
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/waitlist/${id}`,
      headers: auth,
      payload: { status: "registered", notes: "Paid annual plan" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id, status: "registered", notes: "Paid annual plan" },
      message: "Waitlist entry updated",
      messageKey: "waitlist.updated",
    });
    const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    expect(row?.status).toBe("registered");

    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/waitlist/${id}`,
      headers: auth,
      payload: { status: "done" },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/waitlist/4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f",
      headers: auth,
      payload: { status: "notified" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Waitlist entry not found",
      messageKey: "waitlist.entryNotFound",
    });
    const empty = await t.app.inject({
      method: "PATCH",
      url: `/api/waitlist/${id}`,
      headers: auth,
      payload: {},
    });
    expect(empty.json().errors).toEqual([
      {
        path: "",
        message: "Nothing to change: give status or notes",
        messageKey: "waitlist.nothingToChange",
      },
    ]);
    const notUuid = await t.app.inject({
      method: "PATCH",
      url: "/api/waitlist/42",
      headers: auth,
      payload: { status: "notified" },
    });
    expect(notUuid.statusCode).toBe(404);
  });

  it("deletes an entry, then answers 404 for it", async () => {
    const id = ids["user8@example.com"]!;
    const del = () => t.app.inject({ method: "DELETE", url: `/api/waitlist/${id}`, headers: auth });
    expect((await del()).json()).toEqual({
      success: true,
      data: { id },
      message: "Waitlist entry deleted",
      messageKey: "waitlist.deleted",
    });
    expect(await t.db.$count(waitlistEntries, eq(waitlistEntries.id, id))).toBe(0);
    expect((await del()).statusCode).toBe(404);
  });

  it("invites in the entry's language, marks it notified, and refuses a registered one", async () => {
    const id = ids["user3@example.com"]!; // i = 3: Arabic, pending
    const res = await t.app.inject({
      method: "POST",
      url: `/api/waitlist/${id}/invite`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    // No SMTP here: the invitation is only queued, and the answer says so.
    expect(res.json()).toMatchObject({
      success: true,
      data: { id, status: "notified", sentStatus: "queued", inviteError: null },
      delivery: "queued",
      recentlyInvited: false,
      message: "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "waitlist.inviteNotDelivered",
    });
    expect(res.json().data.sentAt).toEqual(expect.any(String));
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, "user3@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "waitlist-invite", language: "ar", status: "queued" });
    expect(mail[0]?.html).toContain('dir="rtl"');

    // Again at once: no second email, and the answer says why.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/waitlist/${id}/invite`,
      headers: auth,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: { id, sentStatus: "queued" },
      delivery: "queued",
      recentlyInvited: true,
      message:
        "An invitation to this address was queued less than a minute ago and is not delivered yet; no second email was queued",
      messageKey: "waitlist.recentlyQueued",
      params: { ago: "less than a minute ago", minutes: 0 },
    });
    expect(await t.db.$count(outbox, eq(outbox.to, "user3@example.com"))).toBe(1);
    const listed = (await get("/api/waitlist?search=user3%40")).json();
    expect(listed.data[0]).toMatchObject({ id, sentStatus: "queued" });

    const registered = ids["user11@example.com"]!;
    const conflict = await t.app.inject({
      method: "POST",
      url: `/api/waitlist/${registered}/invite`,
      headers: auth,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "This person has already registered",
      messageKey: "waitlist.alreadyRegistered",
    });

    const box = (await get("/api/outbox")).json();
    expect(box).toMatchObject({ success: true, smtpConfigured: false });
    expect(box.data[0]).toMatchObject({ to: "user3@example.com", delivered: false });
  });

  it("exports every matching row as UTF-8 CSV with a BOM and neutralised formulas", async () => {
    const res = await get("/api/waitlist/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="waitlist-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const total = await t.db.$count(waitlistEntries);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toMatch(/^id,email,name,status/);
    const evil = lines.find((l) => l.includes("calc"))!;
    expect(evil).toContain(",'=cmd|'/c calc'!A1@evil.example,'=cmd|'/c calc'!A1,");
    expect(res.body).toContain('"سيبدأ في سبتمبر, مع ""أصدقاء"""');

    const filtered = await get("/api/waitlist/export.csv?status=notified");
    const rows = filtered.body.trim().split("\r\n").slice(1);
    expect(rows.length).toBe(
      await t.db.$count(waitlistEntries, eq(waitlistEntries.status, "notified")),
    );
    expect(rows.every((r) => r.includes(",notified,"))).toBe(true);
  });
});
