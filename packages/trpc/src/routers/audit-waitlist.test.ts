import {
  invitations,
  invitationWaves,
  linkTokens,
  outbox,
  suppressedAddresses,
  waitlistEntries,
  type WaitlistEntry,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import type { AuditAction } from "../rules/audit-actions.js";
import { suppressionKey } from "../services/email/suppression.js";
import { idleMailer } from "../testing.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const ACTOR = "Sara Owner (owner)";
const PACE = { paceWarmUp: true, paceFirstDay: 100, paceDailyCap: 5000, paceHourlyCap: 1000 };

/**
 * The audit log of the waitlist, its waves, personal data and the suppression list
 * (docs/audit.md): each change recorded in its transaction, by whom, on what, with the fields
 * that changed; personal data (addresses, notes) masked; a refused change and a change of nothing
 * leave no row.
 */
describe.each(testDatabaseKinds)("the audit log of the waitlist on %s", (kind) => {
  let t: T;
  let admin: Admin;
  beforeAll(async () => {
    t = await setup(kind, { mailer: idleMailer() });
    admin = await t.adminCaller();
    await admin.settings.updateProfile({ name: "Sara Owner", email: "sara@team.test" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(invitationWaves);
    await t.db.delete(invitations);
    await t.db.delete(linkTokens);
    await t.db.delete(outbox);
    await t.db.delete(waitlistEntries);
    await t.db.delete(suppressedAddresses);
    await admin.waitlist.updateSettings(PACE);
  });

  /** Entries with these addresses, confirmed, in this order in the queue. */
  async function entries(...emails: string[]): Promise<WaitlistEntry[]> {
    const now = Date.now();
    return t.db
      .insert(waitlistEntries)
      .values(
        emails.map((email, i) => ({
          email,
          createdAt: new Date(now - (emails.length - i) * 60_000),
          confirmedAt: new Date(now),
        })),
      )
      .returning();
  }
  /** The rows of one action, newest first. */
  const rows = async (action: AuditAction) =>
    (await admin.audit.list({ action, limit: 500 })).items;
  const total = async () => (await admin.audit.list({})).pagination.total;

  it("records an entry's update with what changed, the notes by their length; a 404 records nothing", async () => {
    const [entry] = await entries("lina.k@wait.test");
    await admin.waitlist.update({ id: entry!.id, status: "notified", notes: "Met at the fair" });
    const [row] = await rows("waitlist.update");
    expect(row).toMatchObject({
      actorLabel: ACTOR,
      targetType: "waitlist-entry",
      targetId: entry!.id,
      targetLabel: "l***@wait.test",
      changes: {
        status: { before: "pending", after: "notified" },
        notes: { before: null, after: "(15 characters)" },
      },
    });
    expect(JSON.stringify(row)).not.toContain("Met at the fair");

    const before = await total();
    await failure(admin.waitlist.update({ id: crypto.randomUUID(), status: "pending" }));
    // The same values again: nothing changed, nothing recorded.
    await admin.waitlist.update({ id: entry!.id, status: "notified" });
    expect(await total()).toBe(before);
  });

  it("records a deletion per entry, one and many; ids already gone record nothing", async () => {
    const [one, two, three] = await entries(
      "a.one@wait.test",
      "b.two@wait.test",
      "c.three@wait.test",
    );
    await admin.waitlist.delete({ id: one!.id });
    expect((await rows("waitlist.delete"))[0]).toMatchObject({
      actorLabel: ACTOR,
      targetType: "waitlist-entry",
      targetId: one!.id,
      targetLabel: "a***@wait.test",
      changes: { status: { before: "pending", after: null } },
    });
    await admin.waitlist.deleteMany({ ids: [two!.id, three!.id, one!.id] });
    const deleted = (await rows("waitlist.delete")).slice(0, 2);
    expect(deleted.map((r) => r.targetId).sort()).toEqual([two!.id, three!.id].sort());
    expect(deleted.map((r) => r.targetLabel).sort()).toEqual(["b***@wait.test", "c***@wait.test"]);

    const before = await total();
    await expect(admin.waitlist.deleteMany({ ids: [two!.id] })).resolves.toEqual({ deleted: 0 });
    await failure(admin.waitlist.delete({ id: two!.id }));
    expect(await total()).toBe(before);
  });

  it("records an invitation; the same invite again within the repeat window records nothing", async () => {
    const [entry] = await entries("dana@wait.test");
    await admin.waitlist.invite({ id: entry!.id });
    const [row] = await rows("waitlist.invite");
    expect(row).toMatchObject({
      actorLabel: ACTOR,
      targetId: entry!.id,
      targetLabel: "d***@wait.test",
      changes: { status: { before: "pending", after: "notified" } },
    });
    const before = await total();
    expect(await admin.waitlist.invite({ id: entry!.id })).toMatchObject({ recentlyInvited: true });
    expect(await total()).toBe(before);
  });

  it("records a bulk invitation as the wave it makes, with its count, not a row per member", async () => {
    const people = await entries(...Array.from({ length: 5 }, (_, i) => `p${i}@wave.test`));
    const chosen = await admin.waitlist.inviteMany({ ids: [people[0]!.id, people[1]!.id] });
    const next = await admin.waitlist.inviteNext({ count: 2 });
    const [nextRow, chosenRow] = await rows("waves.create");
    expect(chosenRow).toMatchObject({
      actorLabel: ACTOR,
      targetType: "wave",
      targetId: chosen.wave!.id,
      changes: { origin: { before: null, after: "chosen" }, members: { before: null, after: 2 } },
    });
    expect(nextRow).toMatchObject({
      targetId: next.wave!.id,
      changes: { origin: { before: null, after: "next" }, members: { before: null, after: 2 } },
    });
    expect(await rows("waitlist.invite")).not.toContainEqual(
      expect.objectContaining({ targetId: people[0]!.id }),
    );
    // Nobody left to invite: no wave, nothing recorded.
    const before = await total();
    await admin.waitlist.inviteMany({ ids: [people[0]!.id, crypto.randomUUID()] });
    expect(await total()).toBe(before);
  });

  it("records a wave's pause, resume and cancel; a refused one records nothing", async () => {
    // 20 on a new domain's first day: 13 go this hour, the wave keeps running.
    await entries(...Array.from({ length: 20 }, (_, i) => `w${i}@wave.test`));
    const { wave } = await admin.waitlist.inviteNext({ count: 20 });
    await admin.waves.pause({ id: wave!.id });
    await admin.waves.resume({ id: wave!.id });
    await admin.waves.cancel({ id: wave!.id });
    const [pause] = await rows("waves.pause");
    const [resume] = await rows("waves.resume");
    const [cancel] = await rows("waves.cancel");
    expect(pause).toMatchObject({
      actorLabel: ACTOR,
      targetType: "wave",
      targetId: wave!.id,
      changes: { status: { before: "running", after: "paused" } },
    });
    expect(resume).toMatchObject({ changes: { status: { before: "paused", after: "running" } } });
    expect(cancel).toMatchObject({
      targetId: wave!.id,
      changes: {
        status: { before: "running", after: "cancelled" },
        returned: { before: 0, after: 7 },
      },
    });
    const before = await total();
    await failure(admin.waves.pause({ id: wave!.id }));
    await failure(admin.waves.cancel({ id: crypto.randomUUID() }));
    expect(await total()).toBe(before);
  });

  it("records the waitlist's settings that changed, before and after", async () => {
    const { leaderboard, placesPerReferral } = await admin.waitlist.settings();
    await admin.waitlist.updateSettings({
      leaderboard: !leaderboard,
      placesPerReferral: placesPerReferral + 1,
      paceWarmUp: PACE.paceWarmUp,
    });
    expect((await rows("waitlist.settings"))[0]).toMatchObject({
      actorLabel: ACTOR,
      targetType: null,
      changes: {
        leaderboard: { before: leaderboard, after: !leaderboard },
        placesPerReferral: { before: placesPerReferral, after: placesPerReferral + 1 },
      },
    });
    expect(Object.keys((await rows("waitlist.settings"))[0]!.changes!)).toHaveLength(2);
    const before = await total();
    await admin.waitlist.updateSettings({ paceWarmUp: PACE.paceWarmUp });
    expect(await total()).toBe(before);
  });

  it("records a review per referral decided; ids with nothing to decide record nothing", async () => {
    const [referrer] = await entries("ref@wait.test");
    const [a, b] = await t.db
      .insert(waitlistEntries)
      .values(
        ["x.a@wait.test", "y.b@wait.test"].map((email) => ({
          email,
          referredBy: referrer!.id,
          referralState: "suspect" as const,
          flags: ["too-fast"],
        })),
      )
      .returning();
    await admin.waitlist.review({ ids: [a!.id], decision: "approve" });
    await admin.waitlist.review({ ids: [b!.id], decision: "reject" });
    const [rejected, approved] = await rows("waitlist.review");
    expect(approved).toMatchObject({
      actorLabel: ACTOR,
      targetType: "waitlist-entry",
      targetId: a!.id,
      targetLabel: "x***@wait.test",
      changes: { referralState: { before: "suspect", after: "counted" } },
    });
    expect(rejected).toMatchObject({
      targetId: b!.id,
      changes: { referralState: { before: "suspect", after: "rejected" } },
    });
    const before = await total();
    await admin.waitlist.review({ ids: [a!.id], decision: "approve" });
    expect(await total()).toBe(before);
  });

  it("records a CSV export as it starts, with its rows and filters, the search masked", async () => {
    await entries("lina@wait.test", "omar@wait.test");
    const chunks = await admin.waitlist.exportCsv({ search: "lina", status: "pending" });
    // Recorded before a byte of the file is read.
    expect((await rows("waitlist.export"))[0]).toMatchObject({
      actorLabel: ACTOR,
      targetType: null,
      changes: {
        rows: { before: null, after: 1 },
        filters: { before: null, after: { status: "pending", search: "(4 characters)" } },
      },
    });
    let csv = "";
    for await (const chunk of chunks) csv += chunk;
    expect(csv).toContain("lina@wait.test");
  });

  it("records a person's export and erasure with the address masked, never the address", async () => {
    const email = "lina.k@erase.test";
    await entries(email);
    await admin.personalData.export({ email });
    await admin.personalData.erase({ email });
    const [exported] = await rows("personalData.export");
    const [erased] = await rows("personalData.erase");
    const person = {
      targetType: "person",
      targetId: suppressionKey(email),
      targetLabel: "l***@erase.test",
    };
    expect(exported).toMatchObject({ actorLabel: ACTOR, ...person, changes: null });
    expect(erased).toMatchObject({
      actorLabel: ACTOR,
      ...person,
      changes: { waitlistEntries: { before: 1, after: 0 } },
    });
    expect(JSON.stringify([exported, erased])).not.toContain("lina.k");
    // Nothing kept about the address any more: 404, nothing recorded.
    const before = await total();
    await failure(admin.personalData.erase({ email }));
    expect(await total()).toBe(before);
  });

  it("records a suppression added and removed with the address masked, the reason and the note's length", async () => {
    await admin.suppressions.add({ email: "nour@wait.test", note: "Asked by phone" });
    const keyHash = suppressionKey("nour@wait.test");
    await admin.suppressions.remove({ keyHash });
    const target = { targetType: "suppression", targetId: keyHash, targetLabel: "n***@wait.test" };
    expect((await rows("suppressions.add"))[0]).toMatchObject({
      actorLabel: ACTOR,
      ...target,
      changes: {
        reason: { before: null, after: "manual" },
        note: { before: null, after: "(14 characters)" },
      },
    });
    expect((await rows("suppressions.remove"))[0]).toMatchObject({
      actorLabel: ACTOR,
      ...target,
      changes: { reason: { before: "manual", after: null } },
    });
    const before = await total();
    await failure(admin.suppressions.remove({ keyHash }));
    await admin.suppressions.add({ email: "nour@wait.test" });
    await failure(admin.suppressions.add({ email: "nour@wait.test" }));
    expect(await total()).toBe(before + 1);
  });
});
