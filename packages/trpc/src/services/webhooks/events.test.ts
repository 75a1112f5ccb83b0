import {
  contactSubmissions,
  invitations,
  linkTokens,
  outbox,
  suppressedAddresses,
  users,
  waitlistEntries,
  webhookDeliveries,
  webhookEndpoints,
  webhookEventTypes,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../../test/caller.js";
import { invitationHelpers, type Admin } from "../../../test/registration.js";
import { linkToken } from "../../../test/waitlist.js";
import { issueLinks } from "../links/links.js";
import { inviteRows } from "../waitlist/invite.js";

const PASSWORD = "Kx9#mQ2!vLr7";
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

/**
 * The events webhooks carry (docs/email-delivery.md, "Webhooks"), queued by the actions they tell
 * of: each action through the API a visitor or the administrator uses, with an endpoint
 * subscribed to every event.
 */
describe.each(testDatabaseKinds)("webhook events on %s", (kind) => {
  let clock = new Date("2026-11-20T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  const { tokenSentTo, invitedEntry } = invitationHelpers(() => ({ t, admin }));

  beforeAll(async () => {
    t = await setup(kind, {
      now: () => clock,
      webhooks: { allowPrivate: true, deliverNow: () => Promise.resolve() },
    });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of [
      webhookEndpoints,
      users,
      invitations,
      linkTokens,
      waitlistEntries,
      contactSubmissions,
      suppressedAddresses,
      outbox,
    ]) {
      await t.db.delete(table);
    }
    clock = new Date("2026-11-20T09:00:00.000Z");
    await admin.webhooks.create({
      url: "http://127.0.0.1:9/everything",
      events: [...webhookEventTypes],
    });
  });

  /** The events queued, oldest first, as [type, payload]. */
  async function events() {
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .orderBy(asc(webhookDeliveries.createdAt));
    return rows.map((r) => {
      expect(r.payload.type).toBe(r.eventType);
      return r.payload as { type: string; timestamp: string; data: Record<string, unknown> };
    });
  }
  const join = (email: string, language: "en" | "ar" = "en") =>
    t.callerAs("198.51.100.20").waitlist.join({ email, language });

  it("waitlist.joined: a new address only, and the answer stays the same for a known one", async () => {
    const first = await join("Sara@Example.com", "ar");
    const [entry] = await t.db.select().from(waitlistEntries);
    expect(await events()).toEqual([
      {
        type: "waitlist.joined",
        timestamp: clock.toISOString(),
        data: {
          id: entry!.id,
          email: "sara@example.com",
          language: "ar",
          source: "landing-page",
          referredBy: null,
          joinedAt: clock.toISOString(),
        },
      },
    ]);
    clock = new Date(clock.getTime() + 60_000);
    const again = await join("sara@example.com", "ar");
    expect(again).toEqual(first);
    expect(await events()).toHaveLength(1);
  });

  it("waitlist.confirmed: when the person confirms their place", async () => {
    await join("nour@example.com");
    const token = await linkToken(t, admin, "nour@example.com");
    clock = new Date(clock.getTime() + 60_000);
    await t.caller.waitlist.confirm({ token });
    const [entry] = await t.db.select().from(waitlistEntries);
    expect((await events()).map((e) => e.type)).toEqual(["waitlist.joined", "waitlist.confirmed"]);
    expect((await events())[1]!.data).toEqual({
      id: entry!.id,
      email: "nour@example.com",
      language: "en",
      referralCode: entry!.referralCode,
      confirmedAt: clock.toISOString(),
    });
    // Confirming again is refused, and tells nothing more.
    expect((await failure(t.caller.waitlist.confirm({ token }))).code).toBe("CONFLICT");
    expect(await events()).toHaveLength(2);
  });

  it("waitlist.invited: an invitation by the administrator, and each of a bulk's rows", async () => {
    await join("huda@example.com", "ar");
    await join("omar@example.com");
    const rows = await t.db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.email));
    const [huda, omar] = rows;
    await admin.waitlist.invite({ id: huda!.id });
    const invited = (await events()).filter((e) => e.type === "waitlist.invited");
    expect(invited).toEqual([
      {
        type: "waitlist.invited",
        timestamp: clock.toISOString(),
        data: {
          id: huda!.id,
          email: "huda@example.com",
          language: "ar",
          invitedAt: clock.toISOString(),
        },
      },
    ]);
    // Within the repeat window nothing is sent again, and no event is queued.
    await admin.waitlist.invite({ id: huda!.id });
    expect((await events()).filter((e) => e.type === "waitlist.invited")).toHaveLength(1);

    // A wave's release invites rows in bulk (`inviteRows`): one event each.
    await t.db.transaction((tx) => inviteRows(tx, [huda!, omar!], t.deps.siteUrl, clock));
    const bulk = (await events()).filter((e) => e.type === "waitlist.invited").slice(1);
    expect(bulk.map((e) => e.data.email).sort()).toEqual(["huda@example.com", "omar@example.com"]);
  });

  it("waitlist.unsubscribed: the first unsubscribe of an address, with its entry", async () => {
    await join("layla@example.com", "ar");
    const [entry] = await t.db.select().from(waitlistEntries);
    const [email] = await t.db.select().from(outbox);
    const [link] = (await issueLinks(t.db, [{ purpose: "unsubscribe", subject: email!.id }], {
      now: clock,
      via: "email",
      emailId: email!.id,
    }))!;
    await t.caller.email.unsubscribe({ token: link!.token });
    const unsubscribed = (await events()).filter((e) => e.type === "waitlist.unsubscribed");
    expect(unsubscribed).toEqual([
      {
        type: "waitlist.unsubscribed",
        timestamp: clock.toISOString(),
        data: {
          email: "layla@example.com",
          language: "ar",
          source: "page",
          waitlistEntryId: entry!.id,
          userId: null,
          unsubscribedAt: clock.toISOString(),
        },
      },
    ]);
    // Twice: the same answer, no second event.
    await t.caller.email.unsubscribe({ token: link!.token });
    expect((await events()).filter((e) => e.type === "waitlist.unsubscribed")).toHaveLength(1);
  });

  it("user.registered: when an invited person makes their account (no password in it)", async () => {
    const entry = await invitedEntry("sami@example.com", "ar");
    const { token } = await tokenSentTo("sami@example.com");
    await t.caller.registration.register({ token, name: "Sami Haddad", password: PASSWORD });
    const [user] = await t.db.select().from(users);
    const registered = (await events()).filter((e) => e.type === "user.registered");
    expect(registered).toEqual([
      {
        type: "user.registered",
        timestamp: clock.toISOString(),
        data: {
          id: user!.id,
          name: "Sami Haddad",
          email: "sami@example.com",
          language: "ar",
          role: "student",
          waitlistEntryId: entry.id,
          registeredAt: clock.toISOString(),
        },
      },
    ]);
    expect(JSON.stringify(await events())).not.toContain(user!.passwordHash);
    expect(JSON.stringify(await events())).not.toContain(token);
  });

  it("contact.received: a message that is not spam; a refused one queues nothing", async () => {
    const message = {
      name: "Rana Odeh",
      email: "rana@example.com",
      subject: "Group pricing",
      message: "Do you have a price for a class of twenty?",
      language: "ar" as const,
    };
    await t.callerAs("198.51.100.30").contact.submit(message);
    const [row] = await t.db.select().from(contactSubmissions);
    expect(await events()).toEqual([
      {
        type: "contact.received",
        timestamp: clock.toISOString(),
        data: {
          id: row!.id,
          ...message,
          source: "contact-page",
          receivedAt: clock.toISOString(),
        },
      },
    ]);
    // The same address again within 10 minutes: refused, rolled back with its event.
    expect((await failure(t.callerAs("198.51.100.31").contact.submit(message))).code).toBe(
      "CONFLICT",
    );
    // Spam (the honeypot filled) is kept, not told.
    await t
      .callerAs("198.51.100.32")
      .contact.submit({ ...message, email: "bot@example.com", website: "http://spam.test" });
    expect(await t.db.select().from(contactSubmissions)).toHaveLength(2);
    expect(await events()).toHaveLength(1);
  });

  it("goes only to enabled endpoints subscribed to the event", async () => {
    await t.db.delete(webhookEndpoints);
    const contactOnly = await admin.webhooks.create({
      url: "http://127.0.0.1:9/contact",
      events: ["contact.received"],
    });
    const off = await admin.webhooks.create({
      url: "http://127.0.0.1:9/off",
      events: ["waitlist.joined"],
      enabled: false,
    });
    await join("amal@example.com");
    expect(await events()).toEqual([]);
    await admin.webhooks.update({ id: off.endpoint.id, enabled: true });
    await join("amal2@example.com");
    const rows = await t.db.select().from(webhookDeliveries);
    expect(rows.map((r) => [r.endpointId, r.eventType])).toEqual([
      [off.endpoint.id, "waitlist.joined"],
    ]);
    expect(rows[0]!.id).toEqual(UUID);
    expect(contactOnly.endpoint.events).toEqual(["contact.received"]);
    // Deleting an endpoint deletes its log.
    await admin.webhooks.delete({ id: off.endpoint.id });
    expect(
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, off.endpoint.id)),
    ).toEqual([]);
  });
});
