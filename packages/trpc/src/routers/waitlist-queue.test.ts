import { linkTokens, outbox, waitlistEntries, type WaitlistEntry } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { waitlistJoinInput } from "../schemas/waitlist.js";
import { WAITLIST_SETTINGS_DEFAULTS } from "../schemas/waitlist-growth.js";
import { newToken, tokenHash } from "../services/links/tokens.js";
import { confirmWaitlistEntry } from "../services/waitlist/confirm.js";
import { joinWaitlist } from "../services/waitlist/join.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const SITE = "http://bayan.test";
const base = Date.parse("2026-05-01T00:00:00Z");
const at = (minute: number) => new Date(base + minute * 60_000);

/**
 * The queue as the admin works it (docs/waitlist-growth.md): positions in the list under both
 * rules, the new sorts and filters, "invite next N" by position, referral credit taken back on
 * deletion, the CSV's new columns and the counts.
 *
 * ann, ben, cat and dan confirmed and wait (dan has 2 referrals, cat 1); eve (the earliest join)
 * and fay wait unconfirmed; gus was invited, ivy registered; hal is a kept duplicate of ann.
 * Under first come, first served: ann 1, ben 2, cat 3, dan 4, eve 5, fay 6. Under the referral
 * rule at 2 places a referral, the confirmed scores (join rank less places) are ann 1, ben 2,
 * cat 3 - 2 = 1, dan 4 - 4 = 0: dan 1, ann 2, cat 3 (ties ann, joined later), ben 4; then eve 5,
 * fay 6.
 */
const FIRST_COME = { ann: 1, ben: 2, cat: 3, dan: 4, eve: 5, fay: 6 };
const REFERRAL_RULE = { dan: 1, ann: 2, cat: 3, ben: 4, eve: 5, fay: 6 };

describe.each(testDatabaseKinds)("the waitlist queue for the admin on %s", (kind) => {
  let clock = at(100);
  let t: T;
  let admin: Admin;
  let rows: WaitlistEntry[];

  const emailOf = (name: string) => `${name}@example.com`;
  const nameOf = (email: string) => email.split("@")[0]!;
  const idOf = (name: string) => rows.find((r) => r.email === emailOf(name))!.id;
  const namesOf = (list: { items: Array<{ email: string }> }) =>
    list.items.map((i) => nameOf(i.email));
  const positionsOf = (list: { items: Array<{ email: string; position: number | null }> }) =>
    Object.fromEntries(
      list.items.filter((i) => i.position !== null).map((i) => [nameOf(i.email), i.position]),
    );
  const statusOf = async (name: string) =>
    (
      await t.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, emailOf(name)))
    )[0]?.status;
  /** Names by id, in a direction: the order of entries tied on the sort value (no position). */
  const byId = (names: string[], dir: "asc" | "desc") =>
    [...names].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1) * (dir === "asc" ? 1 : -1));
  const NOT_WAITING = ["gus", "hal", "ivy"];

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = at(100);
    await t.db.delete(outbox);
    await t.db.delete(linkTokens);
    await t.db.delete(waitlistEntries);
    await admin.waitlist.updateSettings(WAITLIST_SETTINGS_DEFAULTS);
    const entry = (name: string, minute: number, extra: Partial<WaitlistEntry> = {}) => ({
      email: emailOf(name),
      createdAt: at(minute),
      ...extra,
    });
    const confirmed = (minute: number) => ({ confirmedAt: at(minute + 1) });
    await t.db
      .insert(waitlistEntries)
      .values([
        entry("eve", 0),
        entry("ann", 1, confirmed(1)),
        entry("ben", 2, confirmed(2)),
        entry("cat", 3, { ...confirmed(3), referralCount: 1 }),
        entry("dan", 4, { ...confirmed(4), referralCount: 2 }),
        entry("fay", 5, { flags: ["too-fast"] }),
        entry("gus", 6, { ...confirmed(6), status: "notified", sentAt: at(50) }),
        entry("ivy", 7, { ...confirmed(7), status: "registered", sentAt: at(40) }),
      ]);
    rows = await t.db.select().from(waitlistEntries);
    const set = (name: string, values: Partial<WaitlistEntry>) =>
      t.db
        .update(waitlistEntries)
        .set(values)
        .where(eq(waitlistEntries.id, idOf(name)));
    await t.db.insert(waitlistEntries).values(entry("hal", 8, { duplicateOf: idOf("ann") }));
    await set("ben", { referredBy: idOf("cat"), referralState: "counted" });
    await set("eve", { referredBy: idOf("dan"), referralState: "suspect" });
    await set("fay", { referredBy: idOf("dan"), referralState: "pending" });
    rows = await t.db.select().from(waitlistEntries);
  });

  it("shows each waiting entry's position under first come, first served and the referral rule", async () => {
    const list = await admin.waitlist.list({ sortBy: "email", sortDir: "asc" });
    expect(positionsOf(list)).toEqual(FIRST_COME);
    // Invited, registered and kept duplicates are not waiting: no position.
    for (const name of NOT_WAITING) {
      expect(list.items.find((i) => i.email === emailOf(name))?.position).toBeNull();
    }
    expect(list.items.find((i) => i.email === emailOf("dan"))).toMatchObject({
      referralCount: 2,
      confirmedAt: at(5).toISOString(),
      referrer: null,
    });
    expect(list.items.find((i) => i.email === emailOf("eve"))).toMatchObject({
      referrer: emailOf("dan"),
      referralState: "suspect",
      confirmedAt: null,
    });

    await admin.waitlist.updateSettings({ positionRule: "referrals", placesPerReferral: 2 });
    expect(positionsOf(await admin.waitlist.list({ sortBy: "email", sortDir: "asc" }))).toEqual(
      REFERRAL_RULE,
    );
    // The single entry and the recent list say the same.
    expect((await admin.waitlist.get({ id: idOf("dan") })).position).toBe(1);
    expect((await admin.waitlist.get({ id: idOf("ben") })).referrer).toBe(emailOf("cat"));
    expect((await admin.waitlist.get({ id: idOf("gus") })).position).toBeNull();
    expect(positionsOf({ items: await admin.waitlist.recent({ days: 30 }) })).toEqual(
      REFERRAL_RULE,
    );
    // An edit answers the entry with its place.
    const edited = await admin.waitlist.update({ id: idOf("cat"), notes: "Teacher" });
    expect(edited).toMatchObject({ position: 3, notes: "Teacher" });
  });

  it("sorts by position with the entries not waiting last either way, and pages through them", async () => {
    for (const [rule, order] of [
      [{ positionRule: "first-come" }, ["ann", "ben", "cat", "dan", "eve", "fay"]],
      [
        { positionRule: "referrals", placesPerReferral: 2 },
        ["dan", "ann", "cat", "ben", "eve", "fay"],
      ],
    ] as const) {
      await admin.waitlist.updateSettings(rule);
      for (const sortDir of ["asc", "desc"] as const) {
        const waiting = sortDir === "asc" ? order : [...order].reverse();
        const expected = [...waiting, ...byId(NOT_WAITING, sortDir)];
        expect(namesOf(await admin.waitlist.list({ sortBy: "position", sortDir }))).toEqual(
          expected,
        );
        const pages: string[] = [];
        for (let page = 1; page <= 4; page++) {
          const list = await admin.waitlist.list({ sortBy: "position", sortDir, page, limit: 4 });
          expect(list.pagination.total).toBe(9);
          pages.push(...namesOf(list));
        }
        expect(pages).toEqual(expected);
      }
    }
    // With a filter: the matching waiting entries by position, then the others.
    const confirmed = await admin.waitlist.list({
      sortBy: "position",
      sortDir: "asc",
      verification: "confirmed",
      limit: 3,
      page: 2,
    });
    expect(namesOf(confirmed)).toEqual(["ben", ...byId(["gus", "ivy"], "asc")]);
    expect(confirmed.pagination.total).toBe(6);
  });

  it("sorts by referrals and by the referrer's address, ties by id", async () => {
    const zero = ["ann", "ben", "eve", "fay", "gus", "hal", "ivy"];
    expect(namesOf(await admin.waitlist.list({ sortBy: "referrals", sortDir: "desc" }))).toEqual([
      "dan",
      "cat",
      ...byId(zero, "desc"),
    ]);
    expect(namesOf(await admin.waitlist.list({ sortBy: "referrals", sortDir: "asc" }))).toEqual([
      ...byId(zero, "asc"),
      "cat",
      "dan",
    ]);
    const none = ["ann", "cat", "dan", "gus", "hal", "ivy"];
    // ben was referred by cat@, eve and fay by dan@; the rest by nobody (last either way).
    expect(namesOf(await admin.waitlist.list({ sortBy: "referrer", sortDir: "asc" }))).toEqual([
      "ben",
      ...byId(["eve", "fay"], "asc"),
      ...byId(none, "asc"),
    ]);
    expect(namesOf(await admin.waitlist.list({ sortBy: "referrer", sortDir: "desc" }))).toEqual([
      ...byId(["eve", "fay"], "desc"),
      "ben",
      ...byId(none, "desc"),
    ]);
  });

  it("filters confirmed, unconfirmed, flagged and in-review entries", async () => {
    const filtered = async (verification: "confirmed" | "unconfirmed" | "flagged" | "review") =>
      namesOf(await admin.waitlist.list({ verification, sortBy: "email", sortDir: "asc" }));
    expect(await filtered("confirmed")).toEqual(["ann", "ben", "cat", "dan", "gus", "ivy"]);
    expect(await filtered("unconfirmed")).toEqual(["eve", "fay", "hal"]);
    expect(await filtered("flagged")).toEqual(["fay"]);
    expect(await filtered("review")).toEqual(["eve"]);
    const both = await admin.waitlist.list({ verification: "unconfirmed", status: "pending" });
    expect(both.pagination.total).toBe(3);
    const bad = await failure(admin.waitlist.list({ verification: "maybe" }));
    expect(bad.code).toBe("BAD_REQUEST");
  });

  it("invites the next by position among confirmed entries, unconfirmed ones only when asked", async () => {
    await admin.waitlist.updateSettings({ positionRule: "referrals", placesPerReferral: 2 });
    expect(await admin.waitlist.inviteNext({ count: 2 })).toMatchObject({ invited: 2 });
    expect([await statusOf("dan"), await statusOf("ann"), await statusOf("cat")]).toEqual([
      "notified",
      "notified",
      "pending",
    ]);
    // The confirmed ones left (cat, ben): more asked, what there is; unconfirmed entries wait.
    expect(await admin.waitlist.inviteNext({ count: 10 })).toMatchObject({ invited: 2 });
    expect(await statusOf("ben")).toBe("notified");
    expect(await statusOf("eve")).toBe("pending");
    expect(await admin.waitlist.inviteNext({ count: 10 })).toMatchObject({ invited: 0 });
    // The box ticked: the unconfirmed ones by position (eve joined first); never the duplicate.
    const next = await admin.waitlist.inviteNext({ count: 1, includeUnconfirmed: true });
    expect(next).toMatchObject({ invited: 1 });
    expect([await statusOf("eve"), await statusOf("fay")]).toEqual(["notified", "pending"]);
    // Double opt-in off: the queue as it is, unconfirmed entries included without the box.
    await admin.waitlist.updateSettings({ doubleOptIn: false });
    expect(await admin.waitlist.inviteNext({ count: 10 })).toMatchObject({ invited: 1 });
    expect([await statusOf("fay"), await statusOf("hal")]).toEqual(["notified", "pending"]);
    const invited = await t.db.select({ to: outbox.to }).from(outbox);
    expect(invited.map((m) => nameOf(m.to)).sort()).toEqual(
      ["ann", "ben", "cat", "dan", "eve", "fay"].sort(),
    );
  });

  it("invites confirmed entries in position order, the unconfirmed after them", async () => {
    const result = await admin.waitlist.inviteNext({ count: 5, includeUnconfirmed: true });
    expect(result).toMatchObject({ invited: 5 });
    const invited = await t.db.select({ to: outbox.to }).from(outbox);
    // eve joined first of all but never confirmed: after the four confirmed.
    expect(invited.map((m) => nameOf(m.to)).sort()).toEqual(["ann", "ben", "cat", "dan", "eve"]);
    expect(await statusOf("fay")).toBe("pending");
  });

  it("still invites an unconfirmed entry the administrator chose, under double opt-in", async () => {
    const one = await admin.waitlist.invite({ id: idOf("fay") });
    expect(one.entry).toMatchObject({
      status: "notified",
      position: null,
      referrer: emailOf("dan"),
    });
    const many = await admin.waitlist.inviteMany({ ids: [idOf("eve"), idOf("hal")] });
    expect(many).toMatchObject({ invited: 2, skipped: 0 });
  });

  it("counts each person once: kept duplicates are left out of the counts", async () => {
    expect(await admin.waitlist.stats()).toEqual({
      totalInQueue: 8,
      pendingCount: 6,
      notifiedCount: 1,
      registeredCount: 1,
    });
  });

  it("exports the verified waitlist's columns, in the list's order by position", async () => {
    await admin.waitlist.updateSettings({ positionRule: "referrals", placesPerReferral: 2 });
    let csv = "";
    for await (const chunk of await admin.waitlist.exportCsv({
      sortBy: "position",
      sortDir: "asc",
    }))
      csv += chunk;
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter((l) => l !== "");
    const columns = header!.split(",");
    expect(columns.slice(-6)).toEqual([
      "confirmed_at",
      "position",
      "referral_count",
      "referrer",
      "referral_state",
      "flags",
    ]);
    const records = lines.map((l) =>
      Object.fromEntries(l.split(",").map((cell, i) => [columns[i], cell])),
    );
    const list = await admin.waitlist.list({ sortBy: "position", sortDir: "asc" });
    expect(records.map((r) => r.email)).toEqual(list.items.map((i) => i.email));
    const of = (name: string) => records.find((r) => r.email === emailOf(name))!;
    expect(of("dan")).toMatchObject({
      confirmed_at: at(5).toISOString(),
      position: "1",
      referral_count: "2",
      referrer: "",
      referral_state: "none",
      flags: "",
    });
    expect(of("fay")).toMatchObject({
      confirmed_at: "",
      position: "6",
      referral_count: "0",
      referrer: emailOf("dan"),
      referral_state: "pending",
      flags: "too-fast",
    });
    expect(of("gus")).toMatchObject({ position: "", referral_state: "none" });
    // The other sorts carry the same positions.
    let byEmail = "";
    for await (const chunk of await admin.waitlist.exportCsv({ sortBy: "email", sortDir: "asc" }))
      byEmail += chunk;
    expect(byEmail).toContain(`,${emailOf("ben")},`);
    const ben = byEmail
      .split("\r\n")
      .find((l) => l.includes(`,${emailOf("ben")},`))!
      .split(",");
    expect(ben[columns.indexOf("position")]).toBe("4");
    expect(ben[columns.indexOf("referrer")]).toBe(emailOf("cat"));
  });

  describe("referral credit", () => {
    /** Every domain takes mail (no DNS in tests). */
    const resolveMx = () => Promise.resolve([{ exchange: "mx.example.com" }]);
    /** Joins through the service (with `ref`), a minute after the last join; answers the id. */
    const join = async (name: string, ref?: string) => {
      clock = new Date(clock.getTime() + 60_000);
      const input = waitlistJoinInput.parse({ email: emailOf(name), ...(ref ? { ref } : {}) });
      await joinWaitlist(t.db, input, null, { now: clock, siteUrl: SITE, resolveMx });
      const [row] = await t.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, emailOf(name)));
      return row!.id;
    };
    /** Confirms as the person's click would, with a link token issued for the entry. */
    const confirm = async (id: string) => {
      const token = newToken();
      await t.db.insert(linkTokens).values({
        tokenHash: tokenHash(token),
        purpose: "waitlist-confirm",
        subjectId: id,
        issuedVia: "admin",
        expiresAt: new Date(clock.getTime() + 86_400_000),
      });
      await confirmWaitlistEntry(t.db, token, SITE, clock);
    };
    const referralsOf = async (id: string) => (await admin.waitlist.get({ id })).referralCount;

    it("is taken back when the referred entry is deleted, alone or in bulk", async () => {
      const rita = await join("rita");
      await confirm(rita);
      const [{ code } = { code: null }] = await t.db
        .select({ code: waitlistEntries.referralCode })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, rita));
      const friends = [];
      for (const name of ["sam", "tom", "uma", "vic"]) {
        const id = await join(name, code!);
        if (name !== "vic") await confirm(id);
        friends.push(id);
      }
      const [sam, tom, uma, vic] = friends as [string, string, string, string];
      // Three confirmed friends credited; vic has not confirmed: no credit yet.
      expect(await referralsOf(rita)).toBe(3);
      expect((await admin.waitlist.get({ id: sam })).referrer).toBe(emailOf("rita"));
      const list = await admin.waitlist.list({ sortBy: "referrals", sortDir: "desc", limit: 1 });
      expect(list.items[0]).toMatchObject({ email: emailOf("rita"), referralCount: 3 });

      await admin.waitlist.delete({ id: sam });
      expect(await referralsOf(rita)).toBe(2);
      // Deleting an unconfirmed friend takes nothing (it gave nothing); the others go in bulk.
      expect(await admin.waitlist.deleteMany({ ids: [vic, tom, uma] })).toEqual({ deleted: 3 });
      expect(await referralsOf(rita)).toBe(0);
    });
  });
});
