import { linkTokens, outbox, suppressedAddresses, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { linkToken } from "../../test/waitlist.js";
import { clearMxCache } from "../services/waitlist/address-check.js";
import { joinWaitlist } from "../services/waitlist/join.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/**
 * Referrals and positions (docs/waitlist-growth.md): a referral counts when the friend confirms,
 * moves the referrer up under the referral rule, is taken back on deletion, "This wasn't me" or
 * rejection; fraud rules hold a referral for review without dropping the join.
 */
describe.each(testDatabaseKinds)("waitlist referrals on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;
  let ip = 0;
  /** Each join from its own address, a minute after the last (join order is time order). */
  const join = async (email: string, extra: Record<string, unknown> = {}, from?: string) => {
    clock = new Date(clock.getTime() + 60_000);
    return t.callerAs(from ?? `198.51.100.${++ip % 250}`).waitlist.join({ email, ...extra });
  };
  const confirm = async (email: string) =>
    t.caller.waitlist.confirm({ token: await linkToken(t, admin, email) });
  const entry = async (email: string) =>
    (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;
  /** Joins and confirms; answers the status token. */
  const member = async (email: string, ref?: string) => {
    await join(email, ref ? { ref } : {});
    return (await confirm(email)).statusToken;
  };

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(waitlistEntries);
    await t.db.delete(outbox);
    await t.db.delete(suppressedAddresses);
    await t.db.delete(linkTokens);
    await admin.waitlist.updateSettings({ positionRule: "first-come", placesPerReferral: 5 });
  });

  it("credits a referral once the friend confirms, and moves the referrer up under the referral rule", async () => {
    for (let i = 1; i <= 8; i++) await member(`early${i}@example.com`);
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    expect(await t.caller.waitlist.status({ token: sara })).toMatchObject({
      position: 9,
      total: 9,
      referrals: 0,
    });

    await join("friend@example.com", { ref: referralCode });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(0);
    await confirm("friend@example.com");
    expect(await t.caller.waitlist.status({ token: sara })).toMatchObject({
      position: 9,
      referrals: 1,
    });
    expect(await entry("friend@example.com")).toMatchObject({ referralState: "counted" });

    await admin.waitlist.updateSettings({ positionRule: "referrals", placesPerReferral: 5 });
    // Rank 9 less 5 places is a score of 4, the 4th early joiner's: the tie goes to the earlier
    // join, so Sara is 5th, ahead of the 5th to 8th.
    expect((await t.caller.waitlist.status({ token: sara })).position).toBe(5);
    await admin.waitlist.updateSettings({ placesPerReferral: 100 });
    expect((await t.caller.waitlist.status({ token: sara })).position).toBe(1);
  });

  it("puts unconfirmed entries behind every confirmed one", async () => {
    await join("waiting@example.com");
    const later = await member("later@example.com");
    expect((await t.caller.waitlist.status({ token: later })).position).toBe(1);
    const total = (await t.caller.waitlist.status({ token: later })).total;
    expect(total).toBe(2);
  });

  it("takes the credit back when the friend's entry is deleted", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    await member("friend@example.com", referralCode!);
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(1);
    await admin.waitlist.delete({ id: (await entry("friend@example.com")).id });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(0);
  });

  it("gives no credit to a referral rejected in review, and takes a counted one back", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    await member("friend@example.com", referralCode!);
    const friend = await entry("friend@example.com");
    const result = await admin.waitlist.review({ ids: [friend.id], decision: "reject" });
    expect(result).toMatchObject({ changed: 1, messageKey: "waitlist.referralsRejected" });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(0);
    expect(await entry("friend@example.com")).toMatchObject({ referralState: "rejected" });
  });

  it("gives no credit for one's own address under another spelling; holds a too-fast form for review", async () => {
    const sara = await member("sara.h@gmail.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    await join("sarah+2@googlemail.com", { ref: referralCode });
    // Same normalized address: the second join is the first person's own entry, nothing new.
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(1);
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(0);

    await join("sara.alt@example.com", { ref: referralCode, formShownMs: 300 });
    await confirm("sara.alt@example.com");
    const suspect = await entry("sara.alt@example.com");
    expect(suspect).toMatchObject({ referralState: "suspect", flags: ["too-fast"] });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(0);
    const review = await admin.waitlist.list({ verification: "review" });
    expect(review.items.map((e) => e.email)).toEqual(["sara.alt@example.com"]);

    await admin.waitlist.review({ ids: [suspect.id], decision: "approve" });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(1);
  });

  it("flags the referrals of one client address past 5 joins a day", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    for (let i = 1; i <= 6; i++) {
      await join(`bulk${i}@example.com`, { ref: referralCode }, "192.0.2.50");
    }
    expect((await entry("bulk5@example.com")).flags).toEqual([]);
    expect((await entry("bulk6@example.com")).flags).toEqual(["address-burst"]);
  });

  it("flags a join through one's own code from the connection that opened one's status page", async () => {
    const sara = await member("sara@example.com");
    const home = "203.0.113.7";
    const { referralCode } = await t.callerAs(home).waitlist.status({ token: sara });
    // A friend elsewhere, through the same link: counted as usual.
    await join("friend@example.com", { ref: referralCode }, "203.0.113.8");
    // Sara again, under another address, from where she read her status page: held for review.
    await join("sara.second@example.com", { ref: referralCode!.toLowerCase() }, home);
    await confirm("friend@example.com");
    await confirm("sara.second@example.com");
    expect(await entry("friend@example.com")).toMatchObject({
      flags: [],
      referralState: "counted",
    });
    expect(await entry("sara.second@example.com")).toMatchObject({
      flags: ["self-referral"],
      referralState: "suspect",
    });
    expect((await t.caller.waitlist.status({ token: sara })).referrals).toBe(1);
    // Looking for the mark leaves none: two friends from one house are not flagged.
    await join("house1@example.com", { ref: referralCode }, "203.0.113.9");
    await join("house2@example.com", { ref: referralCode }, "203.0.113.9");
    expect((await entry("house2@example.com")).flags).toEqual([]);
  });

  it("flags a code's joins past 20 in an hour", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    for (let i = 1; i <= 21; i++) {
      clock = new Date(clock.getTime() + 1_000);
      await joinWaitlist(
        t.db,
        {
          email: `wave${i}@example.com`,
          source: "landing-page",
          language: "en",
          ref: referralCode!,
        },
        null,
        { now: clock, siteUrl: "http://bayan.test" },
      );
    }
    expect((await entry("wave20@example.com")).flags).toEqual([]);
    expect((await entry("wave21@example.com")).flags).toEqual(["code-burst"]);
  });

  it("flags a domain without mail servers, never refuses it", async () => {
    clearMxCache();
    const resolveMx = (domain: string) =>
      domain === "gmail.com"
        ? Promise.resolve([{ exchange: "gmail-smtp-in.l.google.com" }])
        : Promise.reject(Object.assign(new Error("no such domain"), { code: "ENOTFOUND" }));
    await joinWaitlist(
      t.db,
      { email: "x@no-mail-here.example", source: "landing-page", language: "en" },
      null,
      { now: clock, siteUrl: "http://bayan.test", resolveMx },
    );
    expect((await entry("x@no-mail-here.example")).flags).toEqual(["no-mx"]);
    clearMxCache();
  });

  it("never flags when DNS itself fails (no resolver answers at all)", async () => {
    clearMxCache();
    const resolveMx = () => Promise.reject(Object.assign(new Error("down"), { code: "ENOTFOUND" }));
    await joinWaitlist(
      t.db,
      { email: "y@example.org", source: "landing-page", language: "en" },
      null,
      { now: clock, siteUrl: "http://bayan.test", resolveMx },
    );
    expect((await entry("y@example.org")).flags).toEqual([]);
    clearMxCache();
  });

  it("shows a public top 10 with masked addresses only when switched on", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    await member("friend@example.com", referralCode!);
    expect(await t.caller.waitlist.leaderboard()).toEqual({ enabled: false, entries: [] });
    await admin.waitlist.updateSettings({ leaderboard: true });
    expect(await t.caller.waitlist.leaderboard()).toEqual({
      enabled: true,
      entries: [{ email: "s***@example.com", referrals: 1 }],
    });
    expect(await admin.waitlist.topReferrers()).toEqual([
      expect.objectContaining({ email: "sara@example.com", referrals: 1 }),
    ]);
    await admin.waitlist.updateSettings({ leaderboard: false });
  });
});
