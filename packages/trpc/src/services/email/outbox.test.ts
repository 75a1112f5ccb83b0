import { outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../../test/caller.js";
import { LEASE_MS, MAX_ATTEMPTS, OutboxSender, enqueueEmail, enqueueEmails } from "./outbox.js";
import { inviteEmail, replyEmail } from "./templates.js";

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that can be told to refuse every message. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (state.refuse) return callback(new Error("451 Try again later"));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("the outbox on %s", (kind) => {
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
      inviteEmail("ar", "https://bayan.test"),
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
      inviteEmail("en", "https://bayan.test"),
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
    await enqueueEmails(
      t.db,
      Array.from({ length: 40 }, (_, i) => ({
        to: `twice-${i}@example.com`,
        kind: "waitlist-invite",
        email: inviteEmail("en", "https://bayan.test"),
      })),
    );
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

  it("leaves a message taken by another sender alone until that sender's lease runs out", async () => {
    await t.db.delete(outbox);
    smtp.state.refuse = false;
    smtp.received.length = 0;
    await enqueueEmail(
      t.db,
      "lease@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test"),
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
      inviteEmail("en", "https://bayan.test"),
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

  it("keeps mail queued when no SMTP server is configured", async () => {
    await t.db.delete(outbox);
    const offline = new OutboxSender(t.db, { from: "x@bayan.test" });
    await enqueueEmail(
      t.db,
      "a@example.com",
      "waitlist-invite",
      inviteEmail("en", "https://bayan.test"),
    );
    expect(offline.configured).toBe(false);
    expect(await offline.deliverDue()).toBe(0);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
  });
});

describe("email templates", () => {
  it("escapes what a visitor typed and sets the direction by language", () => {
    const mail = replyEmail(
      "ar",
      { name: "<b>x</b>", subject: "سؤال", message: "<script>" },
      "أهلًا",
    );
    expect(mail.subject).toBe("Re: سؤال");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(inviteEmail("en", "https://bayan.test").html).toContain('dir="ltr"');
  });
});
