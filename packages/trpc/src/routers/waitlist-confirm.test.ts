import { linkTokens, outbox, suppressedAddresses, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { linkToken } from "../../test/waitlist.js";
import { removeUnconfirmed, remindUnconfirmed } from "../services/waitlist/reminders.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/**
 * Confirmation from the email (docs/waitlist-growth.md): one entry per normalized address, the
 * same answer for new, waiting and confirmed addresses, a link that changes nothing until a
 * person presses a button, "This wasn't me" for good, expiry and resend limits, the jobs.
 */
describe.each(testDatabaseKinds)("waitlist confirmation on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;
  const join = (email: string, extra: Record<string, unknown> = {}) =>
    t.callerAs(`198.51.100.${Math.floor(Math.random() * 200)}`).waitlist.join({ email, ...extra });
  const entryOf = async (email: string) =>
    (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0];
  const emailsTo = (to: string) =>
    t.db
      .select({ kind: outbox.kind, text: outbox.text, html: outbox.html, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.to, to));

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date("2026-06-01T09:00:00.000Z");
    await t.db.delete(waitlistEntries);
    await t.db.delete(outbox);
    await t.db.delete(suppressedAddresses);
    await t.db.delete(linkTokens);
  });

  it("answers the same for a new, a waiting and a confirmed address", async () => {
    const first = await join("nour@example.com");
    const again = await join("Nour@Example.com");
    await t.caller.waitlist.confirm({ token: await linkToken(t, admin, "nour@example.com") });
    const confirmed = await join("nour@example.com");
    expect(again).toEqual(first);
    expect(confirmed).toEqual(first);
    expect(first.messageKey).toBe("waitlist.joined");
  });

  it("keeps one entry per person: Gmail dots, +tags and Googlemail are one address", async () => {
    await join("sara.haddad@gmail.com");
    await join("SaraHaddad+launch@googlemail.com");
    const rows = await t.db.select().from(waitlistEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "sara.haddad@gmail.com",
      emailKey: "sarahaddad@gmail.com",
    });
  });

  it("queues a confirmation email in the joiner's language, Arabic right-to-left, with a slot and no token", async () => {
    await join("layla@example.com", { language: "ar" });
    const [email] = await emailsTo("layla@example.com");
    expect(email!.kind).toBe("waitlist-confirm");
    expect(email!.subject).toContain("أكّد");
    expect(email!.html).toContain('dir="rtl"');
    expect(email!.text).toContain("/confirm?token={{link-token:waitlist-confirm}}");
    expect(email!.text).toContain("/status?token={{link-token:waitlist-status}}");
    expect(await t.db.select().from(linkTokens)).toHaveLength(0);
  });

  it("records the consent without the IP address", async () => {
    await join("omar@example.com", { language: "ar", policyUpdated: "2026-05-01" });
    const entry = await entryOf("omar@example.com");
    expect(entry!.consent).toEqual({
      at: clock.toISOString(),
      policyUpdated: "2026-05-01",
      language: "ar",
      // No privacy policy published in this database (policy-versions.test.ts names one).
      policyVersion: null,
    });
    expect(JSON.stringify(entry)).not.toContain("198.51.100.");
  });

  it("refuses a disposable address with its own message", async () => {
    const error = await failure(join("someone@mailinator.com"));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("mailinator.com");
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  it("changes nothing when the link is only read; the button confirms, once", async () => {
    await join("amal@example.com");
    const token = await linkToken(t, admin, "amal@example.com");
    const check = await t.caller.waitlist.confirmCheck({ token });
    expect(check).toEqual({ state: "valid", language: "en", email: "a***@example.com" });
    await t.caller.waitlist.confirmCheck({ token });
    expect((await entryOf("amal@example.com"))!.confirmedAt).toBeNull();

    const result = await t.caller.waitlist.confirm({ token });
    expect(result.messageKey).toBe("waitlist.confirmed");
    const entry = await entryOf("amal@example.com");
    expect(entry!.confirmedAt).toEqual(clock);
    expect(entry!.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const status = await t.caller.waitlist.status({ token: result.statusToken });
    expect(status).toMatchObject({ position: 1, total: 1, confirmed: true, referrals: 0 });
    expect(status.referralLink).toBe(`http://bayan.test/?ref=${entry!.referralCode}`);

    const again = await failure(t.caller.waitlist.confirm({ token }));
    expect([again.code, again.message]).toEqual(["CONFLICT", "This address is already confirmed"]);
    expect((await t.caller.waitlist.confirmCheck({ token })).state).toBe("confirmed");
    // The "place confirmed" email carries the status link's slot.
    const kinds = (await emailsTo("amal@example.com")).map((e) => e.kind).sort();
    expect(kinds).toEqual(["waitlist-confirm", "waitlist-confirmed"]);
  });

  it("says expired after 7 days and sends a new link on request", async () => {
    await join("hadi@example.com");
    const token = await linkToken(t, admin, "hadi@example.com");
    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1);
    expect((await t.caller.waitlist.confirmCheck({ token })).state).toBe("expired");
    const error = await failure(t.caller.waitlist.confirm({ token }));
    expect([error.code, error.message]).toEqual([
      "CONFLICT",
      "This link has expired. We can send you a new one.",
    ]);
    admin = await t.adminCaller();
    const resent = await t.caller.waitlist.resendConfirmation({ token });
    expect(resent.messageKey).toBe("waitlist.newLinkSent");
    expect(await emailsTo("hadi@example.com")).toHaveLength(2);
    const fresh = await linkToken(t, admin, "hadi@example.com");
    await t.caller.waitlist.confirm({ token: fresh });
    expect((await entryOf("hadi@example.com"))!.confirmedAt).not.toBeNull();
  });

  it("sends at most 3 confirmation emails a day to one address, joining again", async () => {
    for (let i = 0; i < 5; i++) await join("rami@example.com");
    expect(await emailsTo("rami@example.com")).toHaveLength(3);
    clock = new Date(clock.getTime() + 86_400_000 + 1);
    await join("rami@example.com");
    expect(await emailsTo("rami@example.com")).toHaveLength(4);
  });

  it("answers 404 for a link never issued and 400 for one that cannot be a token", async () => {
    const unknown = await failure(t.caller.waitlist.confirm({ token: "A".repeat(43) }));
    expect([unknown.code, unknown.message]).toEqual(["NOT_FOUND", "This link is not valid"]);
    const bad = await failure(t.caller.waitlist.confirmCheck({ token: "not a token" }));
    expect(bad.code).toBe("BAD_REQUEST");
    const status = await failure(t.caller.waitlist.status({ token: "B".repeat(43) }));
    expect(status.code).toBe("NOT_FOUND");
  });

  it("removes the entry for good on 'This wasn't me': a later join mails nothing", async () => {
    await join("someone.else@gmail.com");
    const token = await linkToken(t, admin, "someone.else@gmail.com");
    expect((await t.caller.waitlist.notMe({ token })).messageKey).toBe("waitlist.removed");
    expect(await entryOf("someone.else@gmail.com")).toBeUndefined();
    const [suppressed] = await t.db.select().from(suppressedAddresses);
    // Keyed by the hash of the normalized address, the address as given kept for the admin.
    expect(suppressed).toMatchObject({
      keyHash: createHash("sha256").update("someoneelse@gmail.com").digest("hex"),
      email: "someone.else@gmail.com",
      reason: "not-me",
      source: "waitlist",
    });

    await t.db.delete(outbox);
    const answer = await join("SomeoneElse@gmail.com");
    expect(answer.messageKey).toBe("waitlist.joined");
    expect(await t.db.select().from(outbox)).toHaveLength(0);
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  it("refuses 'This wasn't me' once the address is confirmed", async () => {
    await join("dana@example.com");
    const token = await linkToken(t, admin, "dana@example.com");
    await t.caller.waitlist.confirm({ token });
    expect((await failure(t.caller.waitlist.notMe({ token }))).code).toBe("CONFLICT");
    expect(await entryOf("dana@example.com")).toBeDefined();
  });

  it("reminds once after the settings' hours and removes entries unconfirmed after its days", async () => {
    await join("late@example.com");
    await join("early@example.com");
    await t.caller.waitlist.confirm({ token: await linkToken(t, admin, "early@example.com") });
    await admin.waitlist.updateSettings({ reminderAfterHours: 24, unconfirmedKeepDays: 10 });

    clock = new Date(clock.getTime() + 23 * 3_600_000);
    expect(await remindUnconfirmed(t.db, clock, "http://bayan.test")).toEqual({ reminded: 0 });
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect(await remindUnconfirmed(t.db, clock, "http://bayan.test")).toEqual({ reminded: 1 });
    expect(await remindUnconfirmed(t.db, clock, "http://bayan.test")).toEqual({ reminded: 0 });
    const kinds = (await emailsTo("late@example.com")).map((e) => e.kind).sort();
    expect(kinds).toEqual(["waitlist-confirm", "waitlist-reminder"]);

    clock = new Date(Date.parse("2026-06-11T09:00:01.000Z"));
    expect(await removeUnconfirmed(t.db, clock)).toEqual({ removed: 1 });
    expect(await entryOf("late@example.com")).toBeUndefined();
    expect(await entryOf("early@example.com")).toBeDefined();
  });

  it("links the status page from the confirmation email, before confirming", async () => {
    await join("yara@example.com");
    await join("first@example.com");
    await t.caller.waitlist.confirm({ token: await linkToken(t, admin, "first@example.com") });
    const token = await linkToken(
      t,
      admin,
      "yara@example.com",
      "waitlist-confirm",
      "waitlist-status",
    );
    expect(await t.caller.waitlist.status({ token })).toMatchObject({
      position: 2,
      total: 2,
      confirmed: false,
      invited: false,
      referralCode: null,
      referralLink: null,
    });
  });

  it("mints no token until delivery: the stored emails hold slots only", async () => {
    await join("zaid@example.com");
    const rows = await t.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, "zaid@example.com")));
    expect(rows[0]!.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });
});
