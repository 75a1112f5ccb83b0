import {
  contactSubmissions,
  invitations,
  linkTokens,
  outbox,
  suppressedAddresses,
  suppressionChanges,
  users,
  waitlistEntries,
  webhookDeliveries,
  webhookEndpoints,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { linkToken } from "../../test/waitlist.js";
import { fieldErrors, messageKeyOf } from "../errors.js";
import { suppressionKey } from "../services/email/suppression.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/**
 * Data rights (docs/data-rights.md): a person downloads and erases their data with their status
 * link; an administrator does both for an address.
 */
describe.each(testDatabaseKinds)("data rights on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;
  let ip = 0;
  const join = async (email: string, extra: Record<string, unknown> = {}) => {
    clock = new Date(clock.getTime() + 60_000);
    return t.callerAs(`198.51.100.${++ip % 250}`).waitlist.join({ email, ...extra });
  };
  /** Joins and confirms; answers the status token. */
  const member = async (email: string, ref?: string) => {
    await join(email, ref ? { ref } : {});
    const token = await linkToken(t, admin, email);
    return (await t.caller.waitlist.confirm({ token })).statusToken;
  };
  const entry = async (email: string) =>
    (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0];
  const emailsTo = async (to: string) =>
    (await t.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.to, to))).length;
  const write = (email: string, message = "When do you open the beginners' course?") =>
    t.callerAs(`203.0.113.${++ip % 250}`).contact.submit({ name: "Sara", email, message });

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of [
      webhookEndpoints,
      invitations,
      users,
      contactSubmissions,
      waitlistEntries,
      outbox,
      suppressedAddresses,
      suppressionChanges,
      linkTokens,
    ]) {
      await t.db.delete(table);
    }
  });

  it("gives a person everything kept about them by their status link, others masked", async () => {
    const sara = await member("sara@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: sara });
    await member("friend@example.org", referralCode!);
    await write("Sara@Example.com");
    const data = await t.caller.waitlist.statusData({ token: sara });
    expect(data.address).toBe("sara@example.com");
    expect(data.waitlist).toHaveLength(1);
    expect(data.waitlist[0]).toMatchObject({
      email: "sara@example.com",
      language: "en",
      status: "pending",
      referralCode,
      referralCount: 1,
      referredBy: null,
      referrals: [{ email: "f***@example.org", state: "counted" }],
    });
    expect(data.waitlist[0]!.consent).toMatchObject({ language: "en" });
    expect(data.waitlist[0]!.confirmedAt).not.toBeNull();
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        email: "sara@example.com",
        message: "When do you open the beginners' course?",
      }),
    ]);
    // The confirmation email and the "place confirmed" one, and nobody else's.
    expect(data.emails.map((e) => [e.to, e.kind])).toEqual([
      ["sara@example.com", "waitlist-confirm"],
      ["sara@example.com", "waitlist-confirmed"],
    ]);
    expect(data.accounts).toEqual([]);
    expect(data.suppression).toBeNull();
    // The friend's export names the referrer masked.
    const friendToken = await linkToken(
      t,
      admin,
      "friend@example.org",
      "waitlist-confirmed",
      "waitlist-status",
    );
    const friend = await t.caller.waitlist.statusData({ token: friendToken });
    expect(friend.waitlist[0]!.referredBy).toBe("s***@example.com");
    expect(friend.contactMessages).toEqual([]);
  });

  it("erases a person's data on their click: only the hash stays, the referrer's credit goes back", async () => {
    const referrer = await member("amal@example.com");
    const { referralCode } = await t.caller.waitlist.status({ token: referrer });
    const sara = await member("sara@example.com", referralCode!);
    const saraCode = (await t.caller.waitlist.status({ token: sara })).referralCode!;
    await member("friend@example.org", saraCode);
    await write("sara@example.com");
    expect((await entry("amal@example.com"))!.referralCount).toBe(1);

    expect(await t.caller.waitlist.eraseData({ token: sara })).toMatchObject({
      messageKey: "privacy.erased",
    });

    expect(await entry("sara@example.com")).toBeUndefined();
    expect(await emailsTo("sara@example.com")).toBe(0);
    expect(
      await t.db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.email, "sara@example.com")),
    ).toEqual([]);
    // The referrer's credit for her is taken back; the friend she brought keeps the place.
    expect((await entry("amal@example.com"))!.referralCount).toBe(0);
    expect((await entry("friend@example.org"))!.referredBy).toBeNull();
    expect(await emailsTo("friend@example.org")).toBeGreaterThan(0);
    // Only the hash stays, suppressed as erased.
    expect(await t.db.select().from(suppressedAddresses)).toEqual([
      expect.objectContaining({
        keyHash: suppressionKey("sara@example.com"),
        email: null,
        reason: "erased",
        source: "page",
      }),
    ]);
    // Her links are gone: the status page and the data say "not found".
    expect((await failure(t.caller.waitlist.status({ token: sara }))).code).toBe("NOT_FOUND");
    expect(
      messageKeyOf(await failure(t.caller.waitlist.statusData({ token: sara }))).messageKey,
    ).toBe("waitlist.statusNotFound");
    expect((await failure(t.caller.waitlist.eraseData({ token: sara }))).code).toBe("NOT_FOUND");
    // Joining again sends nothing: the address is suppressed.
    await join("sara@example.com");
    expect(await emailsTo("sara@example.com")).toBe(0);
  });

  it("lets the administrator download and erase an address: every spelling of the inbox, the account, invitations and webhooks", async () => {
    await member("layla.hassan@gmail.com");
    await write("Layla.Hassan@gmail.com");
    const [user] = await t.db
      .insert(users)
      .values({ name: "Layla", email: "layla.hassan@gmail.com", passwordHash: "x", notes: "VIP" })
      .returning();
    await t.db.insert(invitations).values({
      email: "layla.hassan@gmail.com",
      expiresAt: new Date(clock.getTime() + 86_400_000),
      userId: user!.id,
    });
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        url: "https://hooks.example.com/bayan",
        events: ["waitlist.joined"],
        secret: "whsec_x",
      })
      .returning();
    await t.db.insert(webhookDeliveries).values([
      {
        endpointId: endpoint!.id,
        eventType: "waitlist.joined",
        payload: { type: "waitlist.joined", data: { email: "layla.hassan@gmail.com" } },
      },
      {
        endpointId: endpoint!.id,
        eventType: "waitlist.joined",
        payload: { type: "waitlist.joined", data: { email: "someone@example.com" } },
      },
    ]);
    await member("someone@example.com");

    // Another spelling of the same Gmail inbox finds the entry.
    const data = await admin.personalData.export({ email: "LaylaHassan+news@googlemail.com" });
    expect(data.waitlist.map((e) => e.email)).toEqual(["layla.hassan@gmail.com"]);
    const exact = await admin.personalData.export({ email: "layla.hassan@gmail.com" });
    expect(exact.accounts).toEqual([expect.objectContaining({ name: "Layla", notes: "VIP" })]);
    expect(exact.invitations).toHaveLength(1);
    expect(exact.contactMessages).toHaveLength(1);

    const answer = await admin.personalData.erase({ email: "layla.hassan@gmail.com" });
    expect(answer).toMatchObject({
      messageKey: "privacy.erasedFor",
      params: { email: "layla.hassan@gmail.com" },
      erased: { waitlistEntries: 1, accounts: 1, invitations: 1, contactMessages: 1, emails: 2 },
    });
    expect(await t.db.select().from(users)).toEqual([]);
    expect(await t.db.select().from(invitations)).toEqual([]);
    const left = await t.db.select({ payload: webhookDeliveries.payload }).from(webhookDeliveries);
    // Someone's own deliveries stay (the one made by hand and their join's).
    expect(new Set(left.map((d) => (d.payload.data as { email: string }).email))).toEqual(
      new Set(["someone@example.com"]),
    );
    expect(left.length).toBeGreaterThan(0);
    expect(await entry("someone@example.com")).toBeDefined();
    const [row] = await t.db
      .select()
      .from(suppressedAddresses)
      .where(eq(suppressedAddresses.keyHash, suppressionKey("layla.hassan@gmail.com")));
    expect(row).toMatchObject({ email: null, reason: "erased", source: "admin" });
    // The export now finds only the suppression.
    expect(await admin.personalData.export({ email: "layla.hassan@gmail.com" })).toMatchObject({
      waitlist: [],
      accounts: [],
      emails: [],
      suppression: { reason: "erased", source: "admin" },
    });
  });

  it("answers 404 when nothing is kept, 400 for a bad address, and only to an administrator", async () => {
    const none = await failure(admin.personalData.erase({ email: "nobody@example.com" }));
    expect(none.code).toBe("NOT_FOUND");
    expect(messageKeyOf(none).messageKey).toBe("privacy.nothingFound");
    expect(await t.db.select().from(suppressedAddresses)).toEqual([]);
    const bad = await failure(admin.personalData.export({ email: "not an address" }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(fieldErrors(bad)?.map((e) => e.path)).toEqual(["email"]);
    for (const call of [
      () => t.caller.personalData.export({ email: "sara@example.com" }),
      () => t.caller.personalData.erase({ email: "sara@example.com" }),
    ]) {
      expect((await failure(call())).code).toBe("UNAUTHORIZED");
    }
    expect(
      messageKeyOf(await failure(t.caller.waitlist.statusData({ token: "A".repeat(43) })))
        .messageKey,
    ).toBe("waitlist.statusNotFound");
  });
});
