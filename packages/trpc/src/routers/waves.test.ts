import {
  emailEvents,
  invitations,
  suppressedAddresses,
  invitationWaves,
  outbox,
  users,
  waitlistEntries,
  type WaitlistEntry,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { recordEmailEvents } from "../services/email/events.js";
import { suppress } from "../services/email/suppression.js";
import { remindInvitations } from "../services/invitation-reminders.js";
import { releaseWaves } from "../services/waitlist/wave-release.js";
import { dailyAllowance, hourlyAllowance } from "../services/waitlist/wave-pace.js";
import { idleMailer } from "../testing.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const HOUR = 3_600_000;
const WARM_UP = { paceWarmUp: true, paceFirstDay: 100, paceDailyCap: 5000, paceHourlyCap: 1000 };

describe("the sending pace", () => {
  it("doubles a new domain's first day each day up to the daily cap, spread over 8 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => dailyAllowance(WARM_UP, day))).toEqual([
      100, 200, 400, 800, 1600, 3200, 5000,
    ]);
    expect(dailyAllowance(WARM_UP, 400)).toBe(5000);
    expect(dailyAllowance({ ...WARM_UP, paceWarmUp: false }, 1)).toBe(5000);
    expect(hourlyAllowance(WARM_UP, 100)).toBe(13);
    expect(hourlyAllowance(WARM_UP, 5000)).toBe(625);
    expect(hourlyAllowance({ ...WARM_UP, paceHourlyCap: 300 }, 5000)).toBe(300);
  });
});

describe.each(testDatabaseKinds)("invitation waves on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock, mailer: idleMailer() });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date("2026-06-01T09:00:00.000Z");
    await t.db.delete(invitationWaves);
    await t.db.delete(invitations);
    await t.db.delete(outbox);
    await t.db.delete(waitlistEntries);
    await t.db.delete(suppressedAddresses);
    await t.db.delete(emailEvents);
    await admin.waitlist.updateSettings(WARM_UP);
  });

  /** `n` confirmed entries, in queue order. */
  async function queue(n: number, prefix = "p"): Promise<WaitlistEntry[]> {
    return t.db
      .insert(waitlistEntries)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `${prefix}${String(i).padStart(4, "0")}@wave.test`,
          createdAt: new Date(clock.getTime() - (n - i) * 60_000),
          confirmedAt: clock,
        })),
      )
      .returning();
  }
  const release = () => releaseWaves(t.db, "http://bayan.test", clock);
  const invitedCount = () => t.db.$count(outbox);

  it("sends a new domain's first wave at the warm-up's pace, the rest hour by hour", async () => {
    await queue(30);
    const started = await admin.waitlist.inviteNext({ count: 30 });
    // Day one allows 100, 13 an hour: 13 go now, 17 wait.
    expect(started).toMatchObject({
      invited: 13,
      messageKey: "waitlist.wavePaced",
      params: { now: 13, queued: 17 },
      wave: { status: "running", members: 30, released: 13, queued: 17 },
    });
    expect(await invitedCount()).toBe(13);
    // The same hour: nothing more, whoever asks.
    expect((await release()).released).toBe(0);
    later(HOUR);
    expect((await release()).released).toBe(13);
    later(HOUR);
    const last = await release();
    expect(last).toMatchObject({ released: 4, finished: [started.wave!.id] });
    expect(await invitedCount()).toBe(30);
    const { waves, pace } = await admin.waves.list();
    expect(waves[0]).toMatchObject({ status: "done", queued: 0, released: 30 });
    expect(pace).toMatchObject({ day: 1, daily: 100, hourly: 13, sentToday: 30, sentThisHour: 4 });
    // In the queue's order: the first 13 went first.
    const entries = await t.db.select().from(waitlistEntries);
    expect(entries.every((e) => e.status === "notified")).toBe(true);
  });

  it("shares the allowance between waves and rounds at once, oldest wave first", async () => {
    const people = await queue(20);
    const first = await admin.waitlist.inviteMany({ ids: people.slice(0, 10).map((p) => p.id) });
    const second = await admin.waitlist.inviteMany({ ids: people.slice(10).map((p) => p.id) });
    expect(first.wave).toMatchObject({ released: 10, status: "done" });
    // 13 this hour: 3 of the second wave.
    expect(second.wave).toMatchObject({ released: 3, queued: 7, status: "running" });
    later(HOUR);
    // Two instances' rounds at the same moment let go one allowance, not two.
    const rounds = await Promise.all([release(), release(), release()]);
    expect(rounds.reduce((n, r) => n + r.released, 0)).toBe(7);
    expect(await invitedCount()).toBe(20);
  });

  it("warms up by the calendar: the second day allows twice the first", async () => {
    await admin.waitlist.updateSettings({ paceHourlyCap: 100_000 });
    await queue(400);
    // 8 hours of 13 would not finish the first day's 100; a big hourly cap makes it one go.
    const wave = await admin.waitlist.inviteNext({ count: 400 });
    expect(wave.invited).toBe(13);
    later(24 * HOUR);
    // A new day's sign-in (a token lasts less than a day).
    const { pace } = await (await t.adminCaller()).waves.list();
    expect(pace).toMatchObject({ day: 2, daily: 200, hourly: 25, sentToday: 0 });
    expect((await release()).released).toBe(25);
  });

  it("skips members who registered, were invited meanwhile or are suppressed, without using the pace", async () => {
    const people = await queue(16);
    const { wave } = await admin.waitlist.inviteMany({ ids: people.map((p) => p.id) });
    expect(wave).toMatchObject({ released: 13, queued: 3 });
    const [a, b, c] = people.slice(13);
    await t.db
      .update(waitlistEntries)
      .set({ status: "registered" })
      .where(eq(waitlistEntries.id, a!.id));
    await suppress(t.db, b!.email.toUpperCase(), "unsubscribed", "page", clock);
    later(HOUR);
    await admin.waitlist.invite({ id: c!.id });
    later(60_000);
    const round = await release();
    expect(round).toMatchObject({ released: 0, skipped: 3, finished: [wave!.id] });
    expect(await admin.waves.get({ id: wave!.id })).toMatchObject({
      status: "done",
      released: 13,
      skipped: 3,
      registered: 1,
    });
  });

  describe("a wave that pauses itself", () => {
    const sendAll = () => t.db.update(outbox).set({ status: "sent" });
    const report = (list: WaitlistEntry[], type: "hard-bounce" | "complaint") =>
      recordEmailEvents(
        t.db,
        list.map((p) => ({ kind: type, email: p.email, occurredAt: clock })),
        "generic",
        clock,
      );

    it("is not judged before 200 sends, then pauses past 4% hard bounces and says so", async () => {
      // No warm-up: 100 an hour.
      await admin.waitlist.updateSettings({ paceWarmUp: false, paceHourlyCap: 100 });
      const people = await queue(600);
      const { wave } = await admin.waitlist.inviteNext({ count: 600 });
      const id = wave!.id;
      await sendAll();
      // Half of the first 100 bounce: too few sends to judge.
      await report(people.slice(0, 50), "hard-bounce");
      later(HOUR);
      expect(await release()).toMatchObject({ paused: [], released: 100 });
      await sendAll();
      // 200 sent, 50 bounced (25%): judged now, before anything more goes.
      later(HOUR);
      expect(await release()).toMatchObject({ paused: [id], released: 0 });
      expect(await admin.waves.get({ id })).toMatchObject({
        status: "paused",
        pausedReason: "bounces",
        sent: 200,
        bounced: 50,
        queued: 400,
      });
      // Resumed, its rates count afresh: the bounces before do not pause it again.
      later(HOUR);
      expect(await admin.waves.resume({ id })).toMatchObject({
        messageKey: "waitlist.waveResumed",
        wave: { status: "running", released: 300 },
      });
      await sendAll();
      await report(people.slice(200, 208), "hard-bounce");
      later(HOUR);
      // 100 sent since the resume: not judged yet.
      expect(await release()).toMatchObject({ paused: [], released: 100 });
      await sendAll();
      later(HOUR);
      // 200 since the resume, 8 bounced: 4%, not past it.
      expect(await release()).toMatchObject({ paused: [], released: 100 });
      await sendAll();
      await report(people.slice(300, 305), "hard-bounce");
      later(HOUR);
      // 300 since the resume, 13 bounced: 4.3%.
      expect(await release()).toMatchObject({ paused: [id], released: 0 });
      expect(await admin.waves.get({ id })).toMatchObject({ pausedReason: "bounces", queued: 100 });
    });

    it("pauses at one complaint in 240 sends (past 0.1%)", async () => {
      await admin.waitlist.updateSettings({ paceWarmUp: false, paceHourlyCap: 240 });
      const people = await queue(300);
      const { wave } = await admin.waitlist.inviteNext({ count: 300 });
      await sendAll();
      await report(people.slice(7, 8), "complaint");
      later(HOUR);
      expect(await release()).toMatchObject({ paused: [wave!.id], released: 0 });
      expect(await admin.waves.get({ id: wave!.id })).toMatchObject({
        status: "paused",
        pausedReason: "complaints",
        complained: 1,
        queued: 60,
      });
    });
  });

  it("pauses, resumes and cancels at the administrator's word; a cancelled wave's people go back to the queue", async () => {
    await queue(30);
    const { wave } = await admin.waitlist.inviteNext({ count: 30 });
    const id = wave!.id;
    expect(await admin.waves.pause({ id })).toMatchObject({
      messageKey: "waitlist.wavePaused",
      wave: { status: "paused", pausedReason: "manual" },
    });
    expect((await failure(admin.waves.pause({ id }))).code).toBe("CONFLICT");
    later(HOUR);
    // Paused: the hour's allowance is not used.
    expect((await release()).released).toBe(0);
    expect(await admin.waves.resume({ id })).toMatchObject({ wave: { released: 26, queued: 4 } });
    // Entries waiting in a wave are not picked by another "invite next".
    const other = await admin.waitlist.inviteNext({ count: 10 });
    expect(other).toMatchObject({ invited: 0, wave: null, messageKey: "waitlist.noInvitation" });
    expect(await admin.waves.cancel({ id })).toMatchObject({
      messageKey: "waitlist.waveCancelled",
      params: { count: 4 },
      wave: { status: "cancelled", returned: 4, members: 30, released: 26 },
    });
    expect((await failure(admin.waves.cancel({ id }))).code).toBe("CONFLICT");
    expect((await failure(admin.waves.resume({ id }))).code).toBe("CONFLICT");
    // The 4 are back in line.
    later(HOUR);
    expect(await admin.waitlist.inviteNext({ count: 10 })).toMatchObject({ invited: 4 });
    expect(
      (await failure(admin.waves.get({ id: "00000000-0000-4000-8000-000000000000" }))).code,
    ).toBe("NOT_FOUND");
    expect((await failure(t.caller.waves.list())).code).toBe("UNAUTHORIZED");
  });

  it("lists the invitations expired after 14 days, and sends them again as a wave", async () => {
    const people = await queue(3);
    await admin.waitlist.inviteMany({ ids: people.map((p) => p.id) });
    const [registered] = people;
    await t.db
      .update(waitlistEntries)
      .set({ status: "registered" })
      .where(eq(waitlistEntries.id, registered!.id));
    later(14 * 24 * HOUR - 60_000);
    const fresh = await t.adminCaller();
    expect((await fresh.waitlist.list({ invitation: "expired" })).items).toEqual([]);
    later(2 * 60_000);
    const expired = await fresh.waitlist.list({
      invitation: "expired",
      sortBy: "email",
      sortDir: "asc",
    });
    expect(expired.items.map((e) => e.email)).toEqual([people[1]!.email, people[2]!.email]);
    const again = await fresh.waitlist.inviteMany({ ids: expired.items.map((e) => e.id) });
    expect(again).toMatchObject({ invited: 2, wave: { status: "done", released: 2 } });
    expect((await fresh.waitlist.list({ invitation: "expired" })).items).toEqual([]);
    // The input's type takes only "expired": anything else, as a REST client could send it.
    const input: Record<string, unknown> = { invitation: "old" };
    const bad = await failure(fresh.waitlist.list(input));
    expect(bad.code).toBe("BAD_REQUEST");
  });

  it("reminds an invitee once, three days on, while the invitation is open", async () => {
    const people = await queue(4);
    await admin.waitlist.inviteMany({ ids: people.map((p) => p.id) });
    const [used, replaced, registered] = people;
    await t.db.update(invitations).set({ usedAt: clock }).where(eq(invitations.email, used!.email));
    await t.db
      .update(invitations)
      .set({ revokedAt: clock })
      .where(eq(invitations.email, replaced!.email));
    await t.db.insert(users).values({ email: registered!.email, name: "R", passwordHash: "x" });
    later(2 * 24 * HOUR);
    expect(await remindInvitations(t.db, clock, "http://bayan.test")).toEqual({ reminded: 0 });
    later(24 * HOUR);
    expect(await remindInvitations(t.db, clock, "http://bayan.test")).toEqual({ reminded: 1 });
    expect(await remindInvitations(t.db, clock, "http://bayan.test")).toEqual({ reminded: 0 });
    const reminders = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "waitlist-invite-reminder"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      to: people[3]!.email,
      subject: "Reminder: your invitation to register at Bayan",
      links: [{ purpose: "registration" }],
    });
    expect(reminders[0]!.text).toContain("It works once, for 11 more days.");
    expect(reminders[0]!.text).toContain("/register?token={{link-token:registration}}");
  });
});
