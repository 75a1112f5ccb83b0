import { outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../../../test/caller.js";
import { startSmtp } from "../../../../test/smtp.js";
import { inviteEmail, replyEmail } from "../templates.js";
import { enqueueEmail, enqueueEmails } from "./queue.js";
import { LEASE_MS, MAX_ATTEMPTS, OutboxSender } from "./sender.js";
import { SENDING_AT_ONCE } from "./transport.js";
const INVITE_OPTIONS = { days: 14, fromWaitlist: true };

describe.each(testDatabaseKinds)("the outbox on %s", (kind) => {
  /** Queues an English invitation to each address; answers their outbox ids. */
  const queueInvites = (addresses: readonly string[]) =>
    enqueueEmails(
      t.db,
      addresses.map((to) => ({
        to,
        kind: "waitlist-invite",
        email: inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
      })),
    );
  // Mail is due from the moment it is queued (the database clock); each test moves this clock past it.
  let clock = new Date();
  let t: Awaited<ReturnType<typeof setup>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sender: OutboxSender;
  beforeAll(async () => {
    t = await setup(kind);
    smtp = await startSmtp();
    sender = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "Bayan <hello@bayan.test>" },
      () => clock,
    );
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await t.close();
  });

  it("delivers queued mail to the SMTP server and marks it sent", async () => {
    await enqueueEmail(
      t.db,
      "sara@example.com",
      "waitlist-invite",
      inviteEmail("ar", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    expect(await sender.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["sara@example.com"]);
    expect(smtp.received[0]?.raw).toMatch(/Content-Language: ar/i);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toEqual(clock);
  });

  it("keeps mail queued with the error while the server refuses, and sends it on a later round", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = true;
    await enqueueEmail(
      t.db,
      "omar@example.com",
      "contact-reply",
      replyEmail(
        "en",
        { name: "Omar", subject: "Pricing", message: "How much?" },
        "49.99 USD a month.",
      ),
    );
    clock = new Date(Date.now() + 1_000);
    expect(await sender.deliverDue()).toBe(0);
    let [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.lastError).toMatch(/Try again later/);

    // Not due again until the back-off has passed.
    smtp.state.refuse = false;
    expect(await sender.deliverDue()).toBe(0);
    clock = new Date(clock.getTime() + 61_000);
    expect(await sender.deliverDue()).toBe(1);
    [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(smtp.received.at(-1)?.raw).toMatch(/Subject: Re: Pricing/);
  });

  it("delivers a failed email after the admin retries it", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    await enqueueEmail(
      t.db,
      "retry@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    await t.db
      .update(outbox)
      .set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "451 Try again later" });
    clock = new Date(Date.now() + 1_000);
    expect(await sender.deliverDue()).toBe(0);

    const admin = await t.adminCaller();
    const [row] = await t.db.select().from(outbox);
    const retried = await admin.outbox.retry({ id: row!.id });
    expect(retried.item).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    clock = new Date(Date.now() + 1_000);
    expect(await sender.deliverDue()).toBe(1);
    expect(smtp.received.at(-1)?.to).toEqual(["retry@example.com"]);
    const list = await admin.outbox.list({ search: "retry@" });
    expect(list.items).toMatchObject([{ status: "sent", attempts: 1, delivered: true }]);
  });

  it("two senders on one database deliver each of 40 queued emails exactly once", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    await queueInvites(Array.from({ length: 40 }, (_, i) => `twice-${i}@example.com`));
    clock = new Date(Date.now() + 1_000);
    const other = new OutboxSender(t.db, { smtpUrl: smtp.url, from: "x@bayan.test" }, () => clock);
    const [a, b] = await Promise.all([sender.deliverDue(), other.deliverDue()]);
    await other.stop();

    expect(a + b).toBe(40);
    const addresses = smtp.received.flatMap((m) => m.to);
    expect(addresses).toHaveLength(40);
    expect(new Set(addresses).size).toBe(40);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("has several emails on their way at once, each on its own connection, each sent once", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    smtp.state.mostAtOnce = 0;
    // A slow server: one connection alone would take 12 x 100 ms.
    smtp.state.delayMs = 100;
    await queueInvites(Array.from({ length: 12 }, (_, i) => `together-${i}@example.com`));
    clock = new Date(Date.now() + 1_000);
    try {
      expect(await sender.deliverDue()).toBe(12);
    } finally {
      smtp.state.delayMs = 0;
    }

    expect(SENDING_AT_ONCE).toBeGreaterThan(1);
    expect(smtp.state.mostAtOnce).toBe(SENDING_AT_ONCE);
    const addresses = smtp.recipients();
    expect(addresses).toHaveLength(12);
    expect(new Set(addresses).size).toBe(12);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("stops taking messages when stopped mid-round: those on their way finish, the rest stay queued", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    // A slow server: the round of 30 would take 30 / SENDING_AT_ONCE x 200 ms.
    smtp.state.delayMs = 200;
    await queueInvites(Array.from({ length: 30 }, (_, i) => `stopping-${i}@example.com`));
    clock = new Date(Date.now() + 1_000);
    const stopping = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "x@bayan.test" },
      () => clock,
    );
    try {
      const round = stopping.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stopping.stop();
      const sent = await round;
      expect(sent).toBe(SENDING_AT_ONCE);
    } finally {
      smtp.state.delayMs = 0;
    }
    const rows = await t.db.select().from(outbox);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(SENDING_AT_ONCE);
    expect(rows.filter((r) => r.status === "queued" && r.attempts === 0)).toHaveLength(
      30 - SENDING_AT_ONCE,
    );
    expect(smtp.recipients()).toHaveLength(SENDING_AT_ONCE);
  });

  it("takes no email while the server is busy, and sends them once it is not", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    await queueInvites(["busy-1@example.com", "busy-2@example.com"]);
    clock = new Date(Date.now() + 1_000);
    let busy = true;
    const polite = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "x@bayan.test", busy: () => busy },
      () => clock,
    );
    try {
      const round = polite.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(smtp.received).toHaveLength(0);
      expect((await t.db.select().from(outbox)).map((r) => r.attempts)).toEqual([0, 0]);
      busy = false;
      expect(await round).toBe(2);
      expect(smtp.recipients().sort()).toEqual(["busy-1@example.com", "busy-2@example.com"]);
    } finally {
      await polite.stop();
    }
  });

  it("gives up on the emails still on their way after its wait when stopped, and hands them back to the queue", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    // A server slower than the stopping sender's wait.
    smtp.state.delayMs = 1_500;
    await queueInvites(["held-1@example.com", "held-2@example.com"]);
    clock = new Date(Date.now() + 1_000);
    const stopping = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "x@bayan.test" },
      () => clock,
    );
    let stoppedIn: number;
    try {
      const round = stopping.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      await stopping.stop(200);
      stoppedIn = performance.now() - started;
      expect(await round).toBe(0);
    } finally {
      smtp.state.delayMs = 0;
    }
    expect(stoppedIn).toBeLessThan(1_200);
    // Back as they were: queued, due, this attempt not counted, held by no sender.
    const rows = await t.db.select().from(outbox);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ status: "queued", attempts: 0, lockedUntil: null });
    // The slow server's late answers come and go before the next sender starts.
    while (smtp.state.open > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    smtp.received.length = 0;
    expect(await sender.deliverDue()).toBe(2);
    expect(smtp.recipients().sort()).toEqual(["held-1@example.com", "held-2@example.com"]);
  });

  it("sends an email again with the same Message-ID, made from its outbox id", async () => {
    await t.db.delete(outbox);
    smtp.received.length = 0;
    const [id] = await enqueueEmails(t.db, [
      {
        to: "again@example.com",
        kind: "waitlist-invite",
        email: inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
      },
    ]);
    clock = new Date(Date.now() + 1_000);
    expect(await sender.deliverDue()).toBe(1);
    // As if its sender had died before recording it sent: queued again, its lease run out.
    await t.db.update(outbox).set({ status: "queued", lockedUntil: null });
    expect(await sender.deliverDue()).toBe(1);

    const ids = smtp.received.map((m) => /^message-id:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(ids).toEqual([`<${id}@bayan.test>`, `<${id}@bayan.test>`]);
  });

  it("leaves a message taken by another sender alone until that sender's lease runs out", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    await enqueueEmail(
      t.db,
      "lease@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    // Another sender took it and died before it could send.
    await t.db
      .update(outbox)
      .set({ attempts: 1, lockedUntil: new Date(clock.getTime() + LEASE_MS) });
    expect(await sender.deliverDue()).toBe(0);

    clock = new Date(clock.getTime() + LEASE_MS + 1_000);
    expect(await sender.deliverDue()).toBe(1);
    expect(smtp.received.flatMap((m) => m.to)).toEqual(["lease@example.com"]);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
  });

  it("reports each failed delivery to the log, without the recipient's address", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = true;
    const logged: Array<[string, Record<string, unknown>]> = [];
    const logging = new OutboxSender(
      t.db,
      {
        smtpUrl: smtp.url,
        from: "x@bayan.test",
        log: (message, details) => logged.push([message, details]),
      },
      () => clock,
    );
    const id = await enqueueEmail(
      t.db,
      "private@example.com",
      "contact-reply",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    expect(await logging.deliverDue()).toBe(0);
    await logging.stop();
    smtp.state.refuse = false;

    expect(logged).toEqual([
      [
        "email delivery failed, will retry",
        {
          emailId: id,
          kind: "contact-reply",
          attempts: 1,
          error: expect.stringMatching(/Try again later/),
        },
      ],
    ]);
    expect(JSON.stringify(logged)).not.toContain("private@example.com");
  });

  it("answers the ids of emails queued together, in the order given", async () => {
    await t.db.delete(outbox);
    const ids = await enqueueEmails(
      t.db,
      ["first", "second", "third"].map((name) => ({
        to: `${name}@example.com`,
        kind: "waitlist-invite",
        email: inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
      })),
    );
    expect(ids).toHaveLength(3);
    const rows = await t.db.select({ id: outbox.id, to: outbox.to }).from(outbox);
    const toOf = new Map(rows.map((r) => [r.id, r.to]));
    expect(ids.map((id) => toOf.get(id))).toEqual([
      "first@example.com",
      "second@example.com",
      "third@example.com",
    ]);
    expect(await enqueueEmails(t.db, [])).toEqual([]);
  });

  it("delivers just-queued emails at once and says they were sent", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    const ids = await queueInvites(["now-1@example.com", "now-2@example.com"]);
    // Just queued: due by the database's clock, whatever the sender's says.
    clock = new Date(Date.now() - 60_000);
    expect(await sender.deliverNow(ids)).toEqual([
      { id: ids[0], status: "sent", error: null },
      { id: ids[1], status: "sent", error: null },
    ]);
    expect(smtp.recipients().sort()).toEqual(["now-1@example.com", "now-2@example.com"]);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("says an email is still queued, with the reason, when the server refuses it; tries it once", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = true;
    smtp.received.length = 0;
    const id = await enqueueEmail(
      t.db,
      "refused@example.com",
      "contact-reply",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    const [outcome] = await sender.deliverNow([id!]);
    smtp.state.refuse = false;
    expect(outcome).toEqual({
      id,
      status: "queued",
      error: expect.stringMatching(/Try again later/),
    });
    // One attempt, then its back-off like any other: not tried again in a loop.
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());
    expect(smtp.received).toHaveLength(0);
  });

  it("answers within the wait when the server is slow, and the delivery goes on after it", async () => {
    await t.db.delete(outbox);
    smtp.state.delayMs = 1_500;
    smtp.received.length = 0;
    const id = await enqueueEmail(
      t.db,
      "slow@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    const started = performance.now();
    const [outcome] = await sender.deliverNow([id!], 300);
    smtp.state.delayMs = 0;
    expect(performance.now() - started).toBeLessThan(1_200);
    expect(outcome).toEqual({ id, status: "queued", error: null });
    await expect
      .poll(async () => (await t.db.select().from(outbox))[0]?.status, { timeout: 5_000 })
      .toBe("sent");
    expect(smtp.recipients()).toEqual(["slow@example.com"]);
  });

  it("leaves an email another sender holds to it, and reports what became of it", async () => {
    await t.db.delete(outbox);
    smtp.received.length = 0;
    const id = await enqueueEmail(
      t.db,
      "held@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    clock = new Date(Date.now() + 1_000);
    await t.db
      .update(outbox)
      .set({ attempts: 1, lockedUntil: new Date(clock.getTime() + LEASE_MS) });
    // The other sender delivers it 200 ms later: the answer waits for that outcome.
    setTimeout(() => {
      void t.db.update(outbox).set({ status: "sent", sentAt: clock, lockedUntil: null }).execute();
    }, 200);
    expect(await sender.deliverNow([id!], 2_000)).toEqual([{ id, status: "sent", error: null }]);
    expect(smtp.received).toHaveLength(0);
  });

  it("takes no email that is not queued: a failed one stays failed", async () => {
    await t.db.delete(outbox);
    smtp.received.length = 0;
    const id = await enqueueEmail(
      t.db,
      "gave-up@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    await t.db
      .update(outbox)
      .set({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "550 No such user" });
    expect(await sender.deliverNow([id!])).toEqual([
      { id, status: "failed", error: "550 No such user" },
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  it("answers queued at once without SMTP, and touches nothing", async () => {
    await t.db.delete(outbox);
    const offline = new OutboxSender(t.db, { from: "x@bayan.test" });
    const id = await enqueueEmail(
      t.db,
      "offline@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    expect(await offline.deliverNow([id!])).toEqual([{ id, status: "queued", error: null }]);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 0, lockedUntil: null });
  });

  it("keeps mail queued when no SMTP server is configured", async () => {
    await t.db.delete(outbox);
    const offline = new OutboxSender(t.db, { from: "x@bayan.test" });
    await enqueueEmail(
      t.db,
      "a@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS),
    );
    expect(offline.configured).toBe(false);
    expect(await offline.deliverDue()).toBe(0);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
  });
});
