import { contactSubmissions, outbox, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { startSmtp } from "../../test/smtp.js";
import type { ServerDeps } from "../context.js";
import { INVITE_REPEAT_WINDOW_MS } from "../rules/index.js";
import { MAX_ATTEMPTS, OutboxSender } from "../services/email/outbox/sender.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const QUEUED_TEXT = "Invitation queued: not delivered yet, delivery will be retried automatically";
const NOT_CONFIGURED_TEXT =
  "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";

/**
 * "Honest email states" (issue 10): what the admin is told after an invite or a reply is what
 * became of the email (sent, still queued with the reason, or kept without SMTP); the lists say
 * each invitation's and reply's delivery state; an entry is not sent a second invitation within
 * INVITE_REPEAT_WINDOW_MS. The emails go to a real SMTP server on a local port.
 */
describe.each(testDatabaseKinds)("honest email states on %s", (kind) => {
  let clock = new Date("2026-05-01T09:00:00.000Z");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let online: OutboxSender;
  let offline: OutboxSender;
  let current: OutboxSender;
  // The server's mailer, switched between SMTP and none by each test.
  const mailer: ServerDeps["mailer"] = {
    get configured() {
      return current.configured;
    },
    notify: () => current.notify(),
    deliverNow: (ids, waitMs) => current.deliverNow(ids, waitMs),
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await setup(kind, { now: () => clock, mailer });
    // On the server's clock: an invitation's link is minted at delivery, while it has not expired.
    online = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "Bayan <hello@bayan.test>" },
      () => clock,
    );
    offline = new OutboxSender(t.db, { from: "Bayan <hello@bayan.test>" }, () => clock);
    admin = await t.adminCaller();
  });
  afterAll(async () => {
    await online.stop();
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(waitlistEntries);
    await t.db.delete(contactSubmissions);
    await t.db.delete(outbox);
    smtp.received.length = 0;
    smtp.state.refuse = false;
    current = online;
    clock = new Date("2026-05-01T09:00:00.000Z");
  });

  const join = async (email: string, status: "pending" | "notified" | "registered" = "pending") => {
    const [row] = await t.db.insert(waitlistEntries).values({ email, status }).returning();
    return row!.id;
  };
  const invitations = () => t.db.$count(outbox, eq(outbox.kind, "waitlist-invite"));
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  describe("a single invite", () => {
    it("says sent only once the mail server took the email", async () => {
      const id = await join("sent@example.com");
      const result = await admin.waitlist.invite({ id });
      expect(result).toMatchObject({
        delivery: "sent",
        recentlyInvited: false,
        message: "Invitation sent successfully",
        entry: { id, status: "notified", sentStatus: "sent", inviteError: null },
      });
      expect(smtp.recipients()).toEqual(["sent@example.com"]);
      expect(await admin.waitlist.get({ id })).toMatchObject({ sentStatus: "sent" });
    });

    it("says queued, with the reason, when the mail server refuses; the list says so too", async () => {
      smtp.state.refuse = true;
      const id = await join("refused@example.com");
      const result = await admin.waitlist.invite({ id });
      expect(result.delivery).toBe("queued");
      expect(result.message).toMatch(
        new RegExp(`^${QUEUED_TEXT}\\. Last error: .*451 Try again later`),
      );
      expect(result.entry).toMatchObject({
        status: "notified",
        sentStatus: "queued",
        inviteError: expect.stringMatching(/Try again later/),
      });
      expect(result.message).not.toMatch(/sent successfully/);
      const listed = (await admin.waitlist.list({})).items.find((i) => i.id === id);
      expect(listed).toMatchObject({
        sentStatus: "queued",
        inviteError: expect.stringMatching(/Try again later/),
      });
      expect(smtp.received).toHaveLength(0);
    });

    it("says the invitation was only saved when SMTP is not configured", async () => {
      current = offline;
      const id = await join("offline@example.com");
      const result = await admin.waitlist.invite({ id });
      expect(result).toMatchObject({
        delivery: "queued",
        recentlyInvited: false,
        message: NOT_CONFIGURED_TEXT,
        entry: { sentStatus: "queued", inviteError: null },
      });
      expect(await invitations()).toBe(1);
    });
  });

  describe("the repeat window", () => {
    it("queues no second invitation within the window, and says when the first went", async () => {
      const id = await join("twice@example.com");
      await admin.waitlist.invite({ id });
      later(3 * 60_000);
      const again = await admin.waitlist.invite({ id });
      expect(again).toMatchObject({
        delivery: "sent",
        recentlyInvited: true,
        message: "An invitation was sent to this address 3 minutes ago; no second email was queued",
        entry: { id, sentStatus: "sent", sentAt: "2026-05-01T09:00:00.000Z" },
      });
      expect(await invitations()).toBe(1);
      expect(smtp.received).toHaveLength(1);

      later(INVITE_REPEAT_WINDOW_MS - 3 * 60_000);
      const after = await admin.waitlist.invite({ id });
      expect(after).toMatchObject({ delivery: "sent", recentlyInvited: false });
      expect(await invitations()).toBe(2);
      expect(smtp.received).toHaveLength(2);
    });

    it("counts a still-queued invitation as recent, and says it is not delivered yet", async () => {
      current = offline;
      const id = await join("waiting@example.com");
      await admin.waitlist.invite({ id });
      later(20_000);
      const again = await admin.waitlist.invite({ id });
      expect(again).toMatchObject({
        delivery: "queued",
        recentlyInvited: true,
        message:
          "An invitation to this address was queued less than a minute ago and is not " +
          "delivered yet; no second email was queued",
      });
      later(60_000);
      expect((await admin.waitlist.invite({ id })).message).toMatch(/queued 1 minute ago/);
      expect(await invitations()).toBe(1);
    });

    it("invites again at once after a failed invitation", async () => {
      const id = await join("failed@example.com");
      smtp.state.refuse = true;
      await admin.waitlist.invite({ id });
      await t.db
        .update(outbox)
        .set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "550 Mailbox unavailable" });
      expect(await admin.waitlist.get({ id })).toMatchObject({
        sentStatus: "failed",
        inviteError: "550 Mailbox unavailable",
      });
      smtp.state.refuse = false;
      later(60_000);
      const again = await admin.waitlist.invite({ id });
      expect(again).toMatchObject({ delivery: "sent", recentlyInvited: false });
      expect(again.entry).toMatchObject({ sentStatus: "sent", inviteError: null });
      expect(await invitations()).toBe(2);
    });

    it("queues one invitation when two admins invite one entry at the same moment", async () => {
      current = offline;
      const id = await join("race@example.com");
      const other = await t.adminCaller();
      const [a, b] = await Promise.all([
        admin.waitlist.invite({ id }),
        other.waitlist.invite({ id }),
      ]);
      expect([a.recentlyInvited, b.recentlyInvited].sort()).toEqual([false, true]);
      expect(await invitations()).toBe(1);
    });

    it("bulk invites leave out the recently invited, counted apart from the registered", async () => {
      const recent = await join("recent@example.com");
      const fresh = await join("fresh@example.com");
      const registered = await join("done@example.com", "registered");
      await admin.waitlist.invite({ id: recent });
      smtp.received.length = 0;
      later(60_000);
      const result = await admin.waitlist.inviteMany({ ids: [recent, fresh, registered] });
      expect(result).toEqual({
        invited: 1,
        skipped: 1,
        recentlyInvited: 1,
        alreadyWaiting: 0,
        wave: expect.objectContaining({ status: "done", members: 1, sent: 1 }),
        delivery: { sent: 1, queued: 0, failed: 0, suppressed: 0 },
        message: "Invitations sent successfully",
        messageKey: "waitlist.invitesSent",
      });
      expect(smtp.recipients()).toEqual(["fresh@example.com"]);
      expect(await invitations()).toBe(2);

      // Only the recently invited left: nothing queued, and the answer says so.
      const none = await admin.waitlist.inviteMany({ ids: [recent, fresh] });
      expect(none).toMatchObject({
        invited: 0,
        skipped: 0,
        recentlyInvited: 2,
        message: "No invitation was queued",
        messageKey: "waitlist.noInvitation",
      });
      later(INVITE_REPEAT_WINDOW_MS);
      expect(await admin.waitlist.inviteMany({ ids: [recent, fresh] })).toMatchObject({
        invited: 2,
        recentlyInvited: 0,
      });
      expect(await invitations()).toBe(4);
    });

    it("invite-next passes over a pending entry invited within the window", async () => {
      const id = await join("back@example.com");
      await admin.waitlist.invite({ id });
      // Set back to pending by hand a minute later.
      later(60_000);
      await admin.waitlist.update({ id, status: "pending" });
      const result = await admin.waitlist.inviteNext({ count: 5, includeUnconfirmed: true });
      expect(result).toMatchObject({ invited: 0, recentlyInvited: 1 });
      expect(await invitations()).toBe(1);
    });
  });

  describe("bulk invites", () => {
    it("count the delivered and the still queued, with the last reason", async () => {
      smtp.state.refuse = true;
      await Promise.all(["b1@example.com", "b2@example.com"].map((e) => join(e)));
      const result = await admin.waitlist.inviteNext({ count: 10, includeUnconfirmed: true });
      expect(result).toMatchObject({
        invited: 2,
        recentlyInvited: 0,
        delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
      });
      expect(result.message).toMatch(
        /^Invitations queued: not all delivered yet, delivery will be retried automatically\. Last error: .*451/,
      );
      const list = await admin.waitlist.list({ sortBy: "email", sortDir: "asc" });
      expect(list.items.map((i) => i.sentStatus)).toEqual(["queued", "queued"]);
    });

    it("say the invitations were only saved when SMTP is not configured", async () => {
      current = offline;
      const ids = await Promise.all(["o1@example.com", "o2@example.com"].map((e) => join(e)));
      expect(await admin.waitlist.inviteMany({ ids })).toMatchObject({
        invited: 2,
        delivery: { sent: 0, queued: 2, failed: 0, suppressed: 0 },
        message:
          "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)",
      });
    });
  });

  it("the waitlist shows each entry's invitation state: none, queued, sent, failed, or sent from before", async () => {
    const pending = await join("none@example.com");
    const legacy = await join("legacy@example.com", "notified");
    const sent = await join("delivered@example.com");
    const failed = await join("gave-up@example.com");
    const queued = await join("queued@example.com");
    await admin.waitlist.invite({ id: sent });
    await admin.waitlist.invite({ id: failed });
    await t.db
      .update(outbox)
      .set({ status: "failed", lastError: "550 No such user" })
      .where(eq(outbox.to, "gave-up@example.com"));
    current = offline;
    await admin.waitlist.invite({ id: queued });

    const byId = new Map((await admin.waitlist.list({})).items.map((i) => [i.id, i]));
    expect(
      [pending, legacy, sent, failed, queued].map((id) => [
        byId.get(id)?.sentStatus,
        byId.get(id)?.inviteError,
      ]),
    ).toEqual([
      ["none", null],
      ["sent", null],
      ["sent", null],
      ["failed", "550 No such user"],
      ["queued", null],
    ]);
    const recent = await admin.waitlist.recent({ days: 7 });
    expect(recent.find((i) => i.id === failed)?.sentStatus).toBe("failed");
    // The entry keeps its state after an edit, and loses the link if the email is deleted.
    expect(
      await admin.waitlist.update({ id: failed, notes: "ask for another address" }),
    ).toMatchObject({
      sentStatus: "failed",
    });
    await t.db.delete(outbox).where(eq(outbox.to, "gave-up@example.com"));
    expect(await admin.waitlist.get({ id: failed })).toMatchObject({ sentStatus: "sent" });
  });

  describe("a contact reply", () => {
    const submit = async (email: string, reply: string | null = null) => {
      const [row] = await t.db
        .insert(contactSubmissions)
        .values({
          name: "Sara",
          email,
          subject: "Pricing",
          message: "How much is the annual plan?",
          reply,
          status: reply ? "replied" : "new",
        })
        .returning();
      return row!.id;
    };

    it("says sent only once the mail server took the email", async () => {
      const id = await submit("sara@example.com");
      const result = await admin.contact.reply({ id, reply: "49.99 USD a year." });
      expect(result).toMatchObject({
        delivery: "sent",
        message: "Reply sent successfully!",
        submission: { status: "replied", replyStatus: "sent", replyError: null },
      });
      expect(smtp.recipients()).toEqual(["sara@example.com"]);
    });

    it("says queued, with the reason, when the mail server refuses; the list says so too", async () => {
      smtp.state.refuse = true;
      const id = await submit("omar@example.com");
      const result = await admin.contact.reply({ id, reply: "49.99 USD a year." });
      expect(result.delivery).toBe("queued");
      expect(result.message).toMatch(
        /^Reply queued: not delivered yet, delivery will be retried automatically\. Last error: .*451 Try again later/,
      );
      expect(result.submission).toMatchObject({
        status: "replied",
        replyStatus: "queued",
        replyError: expect.stringMatching(/Try again later/),
      });
      const listed = (await admin.contact.list({})).items.find((i) => i.id === id);
      expect(listed).toMatchObject({ replyStatus: "queued" });
      expect(await admin.contact.get({ id })).toMatchObject({ replyStatus: "queued" });
    });

    it("says the reply was only saved when SMTP is not configured", async () => {
      current = offline;
      const id = await submit("lina@example.com");
      expect(await admin.contact.reply({ id, reply: "Soon." })).toMatchObject({
        delivery: "queued",
        message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
        submission: { replyStatus: "queued" },
      });
    });

    it("the list shows each reply's state: none, failed, or sent from before", async () => {
      const none = await submit("none@example.com");
      const legacy = await submit("legacy@example.com", "Answered long ago.");
      const failed = await submit("failed@example.com");
      smtp.state.refuse = true;
      await admin.contact.reply({ id: failed, reply: "Hello" });
      await t.db.update(outbox).set({ status: "failed", lastError: "550 No such user" });
      const byId = new Map((await admin.contact.list({})).items.map((i) => [i.id, i]));
      expect(
        [none, legacy, failed].map((id) => [byId.get(id)?.replyStatus, byId.get(id)?.replyError]),
      ).toEqual([
        [null, null],
        ["sent", null],
        ["failed", "550 No such user"],
      ]);
      const updated = await admin.contact.update({ id: failed, status: "archived" });
      expect(updated).toMatchObject({ replyStatus: "failed" });
      const recent = await admin.contact.recent({ days: 7 });
      expect(recent.find((i) => i.id === failed)?.replyStatus).toBe("failed");
    });
  });
});
