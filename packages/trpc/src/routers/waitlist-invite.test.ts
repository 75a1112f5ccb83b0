import { outbox, waitlistEntries, type WaitlistEntry } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";
import { messageText } from "../rules/messages.js";
import { idleMailer } from "../testing.js";
import { inviteEmail } from "../services/email/templates.js";
import { at, SEED } from "../../test/waitlist-seed.js";

const INVITE_OPTIONS = { days: 14, fromWaitlist: true };

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

describe.each(testDatabaseKinds)("waitlist invitations on %s", (kind) => {
  const clock = new Date("2026-05-01T09:00:00.000Z");
  // SMTP configured, but nothing is delivered within the wait: every email stays queued.
  const mailer = { ...idleMailer(), configured: true, deliverNow: vi.fn(idleMailer().deliverNow) };
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let seeded: WaitlistEntry[];

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock, mailer });
    admin = await t.adminCaller();
    // Who is invited, not when: no pace holds these waves back (wave tests: waves.test.ts).
    await admin.waitlist.updateSettings({
      paceWarmUp: false,
      paceDailyCap: 1_000_000,
      paceHourlyCap: 100_000,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
    await t.db.delete(waitlistEntries);
    seeded = await t.db.insert(waitlistEntries).values(SEED).returning();
    mailer.deliverNow.mockClear();
  });

  const emailsOf = (list: { items: Array<{ email: string }> }) => list.items.map((i) => i.email);
  const idOf = (email: string) => seeded.find((r) => r.email === email)!.id;

  it("invites chosen entries in their languages, skipping registered and unknown ones", async () => {
    const result = await admin.waitlist.inviteMany({
      ids: [
        idOf("amal@example.com"),
        idOf("bilal@example.com"),
        idOf("carim@example.com"),
        idOf("amal@example.com"),
        randomUUID(),
        "not-an-id",
      ],
    });
    expect(result).toEqual({
      invited: 2,
      skipped: 3,
      recentlyInvited: 0,
      alreadyWaiting: 0,
      // Within the day's pace: the whole wave went at once.
      wave: expect.objectContaining({ origin: "chosen", status: "done", members: 2, released: 2 }),
      delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
      message: "Invitations queued: not all delivered yet, delivery will be retried automatically",
      messageKey: "waitlist.invitesQueued",
    });
    expect(mailer.deliverNow).toHaveBeenCalledTimes(1);

    const mail = await t.db.select().from(outbox);
    expect(mail.map((m) => [m.to, m.language, m.subject, m.kind]).sort()).toEqual([
      [
        "amal@example.com",
        "ar",
        inviteEmail("ar", "http://bayan.test/register?token=t", INVITE_OPTIONS).subject,
        "waitlist-invite",
      ],
      [
        "bilal@example.com",
        "en",
        inviteEmail("en", "http://bayan.test/register?token=t", INVITE_OPTIONS).subject,
        "waitlist-invite",
      ],
    ]);
    const list = await admin.waitlist.list({ sent: true, sortBy: "email", sortDir: "asc" });
    // Queued, not delivered: the list says so (the email is linked to the entry).
    expect(list.items.find((i) => i.email === "amal@example.com")).toMatchObject({
      status: "notified",
      sentStatus: "queued",
      inviteError: null,
      sentAt: clock.toISOString(),
    });
    // Notified before invitations were linked to their emails: shown sent, as then.
    expect(list.items.find((i) => i.email === "hala@example.com")).toMatchObject({
      status: "notified",
      sentStatus: "sent",
    });
    expect(list.items.find((i) => i.email === "carim@example.com")?.status).toBe("registered");
    expect((await admin.waitlist.stats()).notifiedCount).toBe(4);
  });

  it("invites nothing and says so when every chosen entry is skipped", async () => {
    const result = await admin.waitlist.inviteMany({
      ids: [idOf("carim@example.com"), randomUUID()],
    });
    expect(result).toEqual({
      invited: 0,
      skipped: 2,
      recentlyInvited: 0,
      alreadyWaiting: 0,
      wave: null,
      delivery: { sent: 0, queued: 0, failed: 0, suppressed: 0 },
      message: "No invitation was queued",
      messageKey: "waitlist.noInvitation",
    });
    expect(await t.db.$count(outbox)).toBe(0);
    expect(mailer.deliverNow).not.toHaveBeenCalled();
  });

  it("takes 1 to 500 ids", async () => {
    for (const [ids, key] of [
      [[], "waitlist.noEntryChosen"],
      [Array.from({ length: 501 }, () => randomUUID()), "waitlist.tooManyEntries"],
    ] as const) {
      const error = await admin.waitlist.inviteMany({ ids: [...ids] }).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
      expect(fieldErrors(error)).toEqual([
        { path: "ids", message: messageText(key), messageKey: key },
      ]);
      const del = await admin.waitlist.deleteMany({ ids: [...ids] }).catch((e: unknown) => e);
      expect((del as TRPCError).code).toBe("BAD_REQUEST");
      expect(fieldErrors(del)?.[0]?.messageKey).toBe(key);
    }
    const many = await admin.waitlist.inviteMany({
      ids: [...seeded.map((r) => r.id), ...Array.from({ length: 492 }, () => randomUUID())],
    });
    expect(many).toMatchObject({ invited: 7, skipped: 493 });
  });

  it("deletes chosen entries and ignores ids that name nothing", async () => {
    const result = await admin.waitlist.deleteMany({
      ids: [idOf("amal@example.com"), idOf("hala@example.com"), randomUUID(), "nope"],
    });
    expect(result).toEqual({ deleted: 2 });
    const left = await admin.waitlist.list({ sortBy: "email", sortDir: "asc" });
    expect(left.pagination.total).toBe(6);
    expect(emailsOf(left)).not.toContain("amal@example.com");
    expect((await admin.waitlist.stats()).totalInQueue).toBe(6);
  });

  it("invites the next pending entries by position, the unconfirmed ones when asked to", async () => {
    // The seed's entries never confirmed: with double opt-in on, nobody is next in line...
    expect(await admin.waitlist.inviteNext({ count: 2 })).toMatchObject({ invited: 0 });
    expect(await t.db.$count(outbox)).toBe(0);
    // ... unless the administrator includes unconfirmed entries: then by position (join time).
    const result = await admin.waitlist.inviteNext({ count: 2, includeUnconfirmed: true });
    expect(result).toEqual({
      invited: 2,
      recentlyInvited: 0,
      wave: expect.objectContaining({ origin: "next", status: "done", members: 2, released: 2 }),
      delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
      message: "Invitations queued: not all delivered yet, delivery will be retried automatically",
      messageKey: "waitlist.invitesQueued",
    });
    expect(mailer.deliverNow).toHaveBeenCalledTimes(1);
    const mail = await t.db.select().from(outbox);
    // amal joined first; dana joined in minute 2 with bilal (notified) and carim (registered).
    expect(mail.map((m) => [m.to, m.language]).sort()).toEqual([
      ["amal@example.com", "ar"],
      ["dana@example.com", "en"],
    ]);
    // Four pending were left; asking for more invites what there is.
    expect(
      await admin.waitlist.inviteNext({ count: 1000, includeUnconfirmed: true }),
    ).toMatchObject({ invited: 2 });
    expect(await admin.waitlist.inviteNext({ count: 5, includeUnconfirmed: true })).toMatchObject({
      invited: 0,
    });
    expect((await admin.waitlist.stats()).pendingCount).toBe(0);
    for (const count of [0, 10_001, 1.5]) {
      const error = await admin.waitlist.inviteNext({ count }).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
      expect(fieldErrors(error)).toEqual([
        {
          path: "count",
          message: "count must be a whole number from 1 to 10000",
          messageKey: "waitlist.countInvalid",
        },
      ]);
    }
  });

  it("never invites one entry twice when two admins invite the next ones at once", async () => {
    await t.db.insert(waitlistEntries).values(
      Array.from({ length: 40 }, (_, i) => ({
        email: `queue${String(i).padStart(2, "0")}@race.test`,
        createdAt: at(1000 + i),
        confirmedAt: at(1001 + i),
      })),
    );
    const other = await t.adminCaller();
    const [a, b] = await Promise.all([
      admin.waitlist.inviteNext({ count: 15 }),
      other.waitlist.inviteNext({ count: 15 }),
    ]);
    expect(a.invited + b.invited).toBe(30);
    const [c, d] = await Promise.all([
      admin.waitlist.inviteNext({ count: 10 }),
      other.waitlist.inviteNext({ count: 10 }),
    ]);
    // 40 confirmed were pending: 30, then the last 10 (the seeded 4 never confirmed).
    expect(c.invited + d.invited).toBe(10);
    expect((await admin.waitlist.stats()).pendingCount).toBe(4);
    const [e, f] = await Promise.all([
      admin.waitlist.inviteNext({ count: 3, includeUnconfirmed: true }),
      other.waitlist.inviteNext({ count: 3, includeUnconfirmed: true }),
    ]);
    expect(e.invited + f.invited).toBe(4);
    const mail = await t.db.select({ to: outbox.to }).from(outbox);
    expect(mail).toHaveLength(44);
    expect(new Set(mail.map((m) => m.to)).size).toBe(44);
    expect((await admin.waitlist.stats()).pendingCount).toBe(0);
  });

  it("needs the admin token for the new actions", async () => {
    for (const call of [
      () => t.caller.waitlist.inviteMany({ ids: [idOf("amal@example.com")] }),
      () => t.caller.waitlist.deleteMany({ ids: [idOf("amal@example.com")] }),
      () => t.caller.waitlist.inviteNext({ count: 1 }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("UNAUTHORIZED");
    }
    expect(await t.db.$count(waitlistEntries)).toBe(8);
  });
});
