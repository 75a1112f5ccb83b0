import {
  languages,
  outbox,
  waitlistEntries,
  waitlistStatuses,
  type WaitlistEntry,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setup } from "../../test/caller.js";
import { idleMailer } from "../testing.js";
import type { SortDirection, WaitlistSortField } from "../schemas/index.js";
import { waitlistSortFields } from "../schemas/index.js";
import { inviteEmail } from "../services/email/templates.js";
const INVITE_OPTIONS = { days: 14, fromWaitlist: true };

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const base = Date.parse("2026-04-01T00:00:00Z");
const at = (minute: number) => new Date(base + minute * 60_000);

/**
 * Eight entries with ties: bilal, carim and dana joined in the same minute; bilal and eman were
 * invited in the same minute. Emails start with distinct letters, so every collation agrees.
 */
const SEED = [
  {
    email: "amal@example.com",
    status: "pending",
    source: "landing-page",
    language: "ar",
    createdAt: at(1),
  },
  {
    email: "bilal@example.com",
    status: "notified",
    source: "referral",
    language: "en",
    createdAt: at(2),
    sentAt: at(30),
  },
  {
    email: "carim@example.com",
    status: "registered",
    source: "ad",
    language: "en",
    createdAt: at(2),
    sentAt: at(20),
  },
  {
    email: "dana@example.com",
    status: "pending",
    source: "landing-page",
    language: "en",
    createdAt: at(2),
  },
  {
    email: "eman@example.com",
    status: "notified",
    source: "ad",
    language: "ar",
    createdAt: at(5),
    sentAt: at(30),
  },
  {
    email: "fadi@example.com",
    status: "pending",
    source: "referral",
    language: "ar",
    createdAt: at(6),
  },
  {
    email: "ghada@example.com",
    status: "pending",
    source: "landing-page",
    language: "en",
    createdAt: at(7),
  },
  {
    email: "hala@example.com",
    status: "notified",
    source: "landing-page",
    language: "en",
    createdAt: at(8),
    sentAt: at(10),
  },
] satisfies Array<typeof waitlistEntries.$inferInsert>;

/** The order the list promises: by the value (enums in their declared order, never-sent last), then by id, in one direction. */
function expectedOrder(rows: WaitlistEntry[], sortBy: WaitlistSortField, dir: SortDirection) {
  const value = (r: WaitlistEntry): string | number | null => {
    if (sortBy === "status") return waitlistStatuses.indexOf(r.status);
    if (sortBy === "language") return languages.indexOf(r.language);
    if (sortBy === "createdAt") return r.createdAt.getTime();
    if (sortBy === "sentAt") return r.sentAt?.getTime() ?? null;
    return r[sortBy];
  };
  const sign = dir === "asc" ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) {
        if (va !== vb) return va === null ? 1 : -1;
      } else if (va !== vb) return sign * cmp(va, vb);
      return sign * cmp(a.id, b.id);
    })
    .map((r) => r.email);
}

async function exportEmails(admin: Admin, input: Parameters<Admin["waitlist"]["exportCsv"]>[0]) {
  let csv = "";
  for await (const chunk of await admin.waitlist.exportCsv(input)) csv += chunk;
  const [header, ...lines] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header?.split(",")[1]).toBe("email");
  return lines.filter((l) => l !== "").map((l) => l.split(",")[1]);
}

describe.each(testDatabaseKinds)("waitlist administration on %s", (kind) => {
  const clock = new Date("2026-05-01T09:00:00.000Z");
  // SMTP configured, but nothing is delivered within the wait: every email stays queued.
  const mailer = { ...idleMailer(), configured: true, deliverNow: vi.fn(idleMailer().deliverNow) };
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let seeded: WaitlistEntry[];

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock, mailer });
    admin = await t.adminCaller();
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

  it("lists newest first by default, ties by id, as before", async () => {
    const list = await admin.waitlist.list({});
    expect(emailsOf(list)).toEqual(expectedOrder(seeded, "createdAt", "desc"));
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 8, totalPages: 1 });
  });

  it.each(waitlistSortFields.flatMap((f) => [[f, "asc"] as const, [f, "desc"] as const]))(
    "sorts by %s %s, ties by id in the same direction",
    async (sortBy, sortDir) => {
      const list = await admin.waitlist.list({ sortBy, sortDir });
      expect(emailsOf(list)).toEqual(expectedOrder(seeded, sortBy, sortDir));
    },
  );

  it("puts statuses in workflow order and never-sent entries last whichever the direction", async () => {
    const byStatus = await admin.waitlist.list({ sortBy: "status", sortDir: "asc" });
    expect(byStatus.items.map((i) => i.status)).toEqual([
      ...Array<string>(4).fill("pending"),
      ...Array<string>(3).fill("notified"),
      "registered",
    ]);
    for (const sortDir of ["asc", "desc"] as const) {
      const bySent = await admin.waitlist.list({ sortBy: "sentAt", sortDir });
      expect(bySent.items.slice(4).map((i) => i.sentAt)).toEqual([null, null, null, null]);
    }
    const newestSent = await admin.waitlist.list({ sortBy: "sentAt", sortDir: "desc" });
    expect(emailsOf(newestSent).slice(0, 4).sort()).toEqual([
      "bilal@example.com",
      "carim@example.com",
      "eman@example.com",
      "hala@example.com",
    ]);
    expect(emailsOf(newestSent).slice(2, 4)).toEqual(["carim@example.com", "hala@example.com"]);
  });

  it("pages through ties without repeating or missing an entry", async () => {
    for (const [sortBy, sortDir] of [
      ["createdAt", "desc"],
      ["source", "asc"],
      ["sentAt", "desc"],
      ["status", "asc"],
    ] as const) {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        pages.push(...emailsOf(await admin.waitlist.list({ sortBy, sortDir, page, limit: 3 })));
      }
      expect(pages).toEqual(expectedOrder(seeded, sortBy, sortDir));
    }
  });

  it("takes sort and filters as a query string sends them", async () => {
    const list = await admin.waitlist.list({
      sortBy: "email",
      sortDir: "asc",
      sent: "true",
      status: "",
      search: "",
      page: "1",
      limit: "2",
    });
    expect(emailsOf(list)).toEqual(["bilal@example.com", "carim@example.com"]);
    expect(list.pagination.total).toBe(4);
    const bad = await admin.waitlist.list({ sortBy: "password" } as never).catch((e: unknown) => e);
    expect((bad as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("filters the sent users (an invitation was sent) and the others", async () => {
    const sent = await admin.waitlist.list({ sent: true, sortBy: "email", sortDir: "asc" });
    expect(emailsOf(sent)).toEqual([
      "bilal@example.com",
      "carim@example.com",
      "eman@example.com",
      "hala@example.com",
    ]);
    expect(sent.items.every((i) => i.sentAt !== null)).toBe(true);
    const notSent = await admin.waitlist.list({ sent: false, sortBy: "email", sortDir: "asc" });
    expect(emailsOf(notSent)).toEqual([
      "amal@example.com",
      "dana@example.com",
      "fadi@example.com",
      "ghada@example.com",
    ]);
    const sentRegistered = await admin.waitlist.list({ sent: true, status: "registered" });
    expect(emailsOf(sentRegistered)).toEqual(["carim@example.com"]);
  });

  it("searches a part of the email in any case, with % and _ taken literally", async () => {
    await t.db
      .insert(waitlistEntries)
      .values([
        { email: "x_y@wild.test" },
        { email: "xzy@wild.test" },
        { email: "50%off@wild.test" },
        { email: "500ff@wild.test" },
        { email: "back\\slash@wild.test" },
      ]);
    const search = async (term: string) =>
      emailsOf(await admin.waitlist.list({ search: term, sortBy: "email", sortDir: "asc" }));
    expect(await search("X_Y")).toEqual(["x_y@wild.test"]);
    expect(await search("0%o")).toEqual(["50%off@wild.test"]);
    expect(await search("k\\s")).toEqual(["back\\slash@wild.test"]);
    expect(await search("%")).toEqual(["50%off@wild.test"]);
    expect(await search("@WILD.")).toHaveLength(5);
    expect(await search("IMAN")).toEqual([]);
    expect(await search("EMAN")).toEqual(["eman@example.com"]);
  });

  it("exports the same rows in the same order as the list, with its filters", async () => {
    for (const input of [
      {},
      { sortBy: "email", sortDir: "asc" },
      { sortBy: "sentAt", sortDir: "asc", sent: true },
      { sortBy: "status", sortDir: "desc", search: "A" },
      { status: "pending", sortBy: "language", sortDir: "asc" },
    ] as const) {
      const list = await admin.waitlist.list({ ...input, limit: 500 });
      expect(await exportEmails(admin, input)).toEqual(emailsOf(list));
    }
  });

  it("exports thousands of entries once each, in list order, across batches and ties", async () => {
    // 2,400 more entries in 40 sign-up minutes; half invited, in 7 distinct minutes.
    await t.db.insert(waitlistEntries).values(
      Array.from({ length: 2400 }, (_, i) => ({
        email: `bulk${String(i).padStart(4, "0")}@bulk.test`,
        source: i % 3 === 0 ? "ad" : "landing-page",
        createdAt: at(100 + (i % 40)),
        sentAt: i % 2 === 0 ? at(500 + (i % 7)) : null,
      })),
    );
    for (const input of [
      { sortBy: "sentAt", sortDir: "desc", search: "@bulk" },
      { sortBy: "createdAt", sortDir: "asc", search: "@bulk" },
      { sortBy: "source", sortDir: "desc", search: "@bulk" },
    ] as const) {
      const listed: string[] = [];
      for (let page = 1; page <= 5; page++) {
        listed.push(...emailsOf(await admin.waitlist.list({ ...input, page, limit: 500 })));
      }
      const exported = await exportEmails(admin, input);
      expect(exported).toHaveLength(2400);
      expect(new Set(exported).size).toBe(2400);
      expect(exported).toEqual(listed);
    }
  });

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
      delivery: { sent: 0, queued: 2, failed: 0 },
      message: "Invitations queued: not all delivered yet, delivery will be retried automatically",
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
      delivery: { sent: 0, queued: 0, failed: 0 },
      message: "No invitation was queued",
    });
    expect(await t.db.$count(outbox)).toBe(0);
    expect(mailer.deliverNow).not.toHaveBeenCalled();
  });

  it("takes 1 to 500 ids", async () => {
    for (const ids of [[], Array.from({ length: 501 }, () => randomUUID())]) {
      const error = await admin.waitlist.inviteMany({ ids }).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
      const del = await admin.waitlist.deleteMany({ ids }).catch((e: unknown) => e);
      expect((del as TRPCError).code).toBe("BAD_REQUEST");
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

  it("invites the oldest pending entries first, by sign-up time then id", async () => {
    const result = await admin.waitlist.inviteNext({ count: 2 });
    expect(result).toEqual({
      invited: 2,
      recentlyInvited: 0,
      delivery: { sent: 0, queued: 2, failed: 0 },
      message: "Invitations queued: not all delivered yet, delivery will be retried automatically",
    });
    expect(mailer.deliverNow).toHaveBeenCalledTimes(1);
    const mail = await t.db.select().from(outbox);
    // amal joined first; dana joined in minute 2 with bilal (notified) and carim (registered).
    expect(mail.map((m) => [m.to, m.language]).sort()).toEqual([
      ["amal@example.com", "ar"],
      ["dana@example.com", "en"],
    ]);
    // Four pending were left; asking for more invites what there is.
    expect(await admin.waitlist.inviteNext({ count: 1000 })).toMatchObject({ invited: 2 });
    expect(await admin.waitlist.inviteNext({ count: 5 })).toMatchObject({ invited: 0 });
    expect((await admin.waitlist.stats()).pendingCount).toBe(0);
    for (const count of [0, 1001, 1.5]) {
      const error = await admin.waitlist.inviteNext({ count }).catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
    }
  });

  it("never invites one entry twice when two admins invite the next ones at once", async () => {
    await t.db.insert(waitlistEntries).values(
      Array.from({ length: 40 }, (_, i) => ({
        email: `queue${String(i).padStart(2, "0")}@race.test`,
        createdAt: at(1000 + i),
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
    // 44 were pending (4 seeded + 40): 30 then the last 14.
    expect(c.invited + d.invited).toBe(14);
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
