import {
  languages,
  outbox,
  waitlistEntries,
  waitlistStatuses,
  type WaitlistEntry,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import type { SortDirection, WaitlistSortField } from "../schemas/index.js";
import { waitlistSortFields } from "../schemas/index.js";
import { at, SEED } from "../../test/waitlist-seed.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

/**
 * Queue positions as services/waitlist/position.ts defines them, under first come, first served:
 * the waiting confirmed entries by join time, then the waiting unconfirmed ones (not kept
 * duplicates) by join time. Ties by id.
 */
function firstComePositions(rows: WaitlistEntry[]) {
  const byJoin = (a: WaitlistEntry, b: WaitlistEntry) =>
    a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1);
  const waiting = rows.filter((r) => r.status === "pending");
  const confirmed = waiting.filter((r) => r.confirmedAt).sort(byJoin);
  const unconfirmed = waiting.filter((r) => !r.confirmedAt && !r.duplicateOf).sort(byJoin);
  return new Map([...confirmed, ...unconfirmed].map((r, i) => [r.id, i + 1]));
}

/** The order the list promises: by the value (enums in their declared order, never-sent last), then by id, in one direction. */
function expectedOrder(rows: WaitlistEntry[], sortBy: WaitlistSortField, dir: SortDirection) {
  const positions = firstComePositions(rows);
  const emails = new Map(rows.map((r) => [r.id, r.email]));
  const value = (r: WaitlistEntry): string | number | null => {
    if (sortBy === "status") return waitlistStatuses.indexOf(r.status);
    if (sortBy === "language") return languages.indexOf(r.language);
    if (sortBy === "createdAt") return r.createdAt.getTime();
    if (sortBy === "sentAt") return r.sentAt?.getTime() ?? null;
    if (sortBy === "position") return positions.get(r.id) ?? null;
    if (sortBy === "referrals") return r.referralCount;
    if (sortBy === "referrer") return r.referredBy ? emails.get(r.referredBy)! : null;
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
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let seeded: WaitlistEntry[];

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
    await t.db.delete(waitlistEntries);
    const rows = await t.db.insert(waitlistEntries).values(SEED).returning();
    // The verified waitlist's columns, with ties: dana and fadi confirmed (waiting first), fadi
    // referred ghada and eman, dana referred bilal; amal and ghada wait unconfirmed.
    const id = (email: string) => rows.find((r) => r.email === email)!.id;
    const set = (email: string, values: Partial<WaitlistEntry>) =>
      t.db
        .update(waitlistEntries)
        .set(values)
        .where(eq(waitlistEntries.id, id(email)));
    await set("dana@example.com", { confirmedAt: at(3), referralCount: 1 });
    await set("fadi@example.com", { confirmedAt: at(9), referralCount: 2 });
    await set("bilal@example.com", {
      referredBy: id("dana@example.com"),
      referralState: "counted",
    });
    await set("eman@example.com", { referredBy: id("fadi@example.com"), referralState: "counted" });
    await set("ghada@example.com", {
      referredBy: id("fadi@example.com"),
      referralState: "pending",
    });
    seeded = await t.db.select().from(waitlistEntries);
  });

  const emailsOf = (list: { items: Array<{ email: string }> }) => list.items.map((i) => i.email);

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
      ["position", "desc"],
      ["referrals", "asc"],
      ["referrer", "desc"],
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
      { sortBy: "position", sortDir: "asc" },
      { sortBy: "position", sortDir: "desc", search: "A" },
      { sortBy: "referrals", sortDir: "desc" },
      { sortBy: "referrer", sortDir: "asc", verification: "unconfirmed" },
    ] as const) {
      const list = await admin.waitlist.list({ ...input, limit: 500 });
      expect(await exportEmails(admin, input)).toEqual(emailsOf(list));
    }
  });

  /** 2,400 more entries in 40 sign-up minutes; half invited, in 7 distinct minutes. */
  const addBulk = () =>
    t.db.insert(waitlistEntries).values(
      Array.from({ length: 2400 }, (_, i) => ({
        email: `bulk${String(i).padStart(4, "0")}@bulk.test`,
        source: i % 3 === 0 ? "ad" : "landing-page",
        createdAt: at(100 + (i % 40)),
        sentAt: i % 2 === 0 ? at(500 + (i % 7)) : null,
      })),
    );

  /** The bulk entries listed in pages of 500 and exported: the same, each once. */
  async function expectExportAsListed(input: Parameters<Admin["waitlist"]["exportCsv"]>[0]) {
    const listed: string[] = [];
    for (let page = 1; page <= 5; page++) {
      listed.push(...emailsOf(await admin.waitlist.list({ ...input, page, limit: 500 })));
    }
    const exported = await exportEmails(admin, input);
    expect(exported).toHaveLength(2400);
    expect(new Set(exported).size).toBe(2400);
    expect(exported).toEqual(listed);
  }

  it("exports thousands of entries once each, in list order, across batches and ties", async () => {
    await addBulk();
    for (const input of [
      { sortBy: "sentAt", sortDir: "desc", search: "@bulk" },
      { sortBy: "createdAt", sortDir: "asc", search: "@bulk" },
      { sortBy: "source", sortDir: "desc", search: "@bulk" },
    ] as const) {
      await expectExportAsListed(input);
    }
  });

  it("exports thousands by position and by referrer, in list order", async () => {
    await addBulk();
    // Computed positions: the export walks the queue as it was when the file started.
    for (const input of [
      { sortBy: "position", sortDir: "asc", search: "@bulk" },
      { sortBy: "position", sortDir: "desc", search: "@bulk" },
      { sortBy: "referrer", sortDir: "asc", search: "@bulk" },
    ] as const) {
      await expectExportAsListed(input);
    }
  });
});
