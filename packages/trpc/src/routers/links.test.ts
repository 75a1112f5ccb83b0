import { invitations, linkTokens, outbox, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { startSmtp } from "../../test/smtp.js";
import type { ServerDeps } from "../context.js";
import { LINK_CLOSED, OutboxSender } from "../services/email/outbox/sender.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const PASSWORD = "Kx9#mQ2!vLr7";
const TOKEN = /register\?token=(?:3D)?([A-Za-z0-9_-]{43})/;

/** The registration token in an email as the mail server received it (quoted-printable undone). */
function tokenIn(raw: string) {
  const token = TOKEN.exec(raw.replace(/=\r?\n/g, ""))?.[1];
  expect(token, "a registration link in the delivered email").toBeTruthy();
  return token!;
}

/**
 * Links in emails (docs/links.md): no working token is readable from the database or any API once
 * issued. The outbox keeps the email with the link's slot; the token is minted at delivery (only
 * its hash stored) and exists only in the copy the mail server receives; an administrator without
 * SMTP copies a fresh link instead, recorded.
 */
describe.each(testDatabaseKinds)("links in emails on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let sender: OutboxSender;
  const mailer: ServerDeps["mailer"] = {
    configured: true,
    notify: () => {},
    deliverNow: (ids, waitMs) => sender.deliverNow(ids, waitMs),
  };

  /** Every value of every table, as text: what a database dump would hold. */
  async function dump(): Promise<string> {
    // postgres.js answers an array of rows, PGlite an object with `rows`.
    const rowsOf = (result: unknown) =>
      (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
        Record<string, unknown>
      >;
    const tables = rowsOf(
      await t.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    let all = "";
    for (const { table_name } of tables) {
      const rows = rowsOf(
        await t.db.execute(sql`select * from ${sql.identifier(String(table_name))}`),
      );
      all += JSON.stringify(rows);
    }
    return all;
  }

  const invite = async (email: string) => {
    const [entry] = await t.db.insert(waitlistEntries).values({ email }).returning();
    return admin.waitlist.invite({ id: entry!.id });
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await setup(kind, { now: () => clock, mailer });
    sender = new OutboxSender(
      t.db,
      { smtpUrl: smtp.url, from: "Bayan <hello@bayan.test>" },
      () => clock,
    );
    admin = await t.adminCaller();
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(users);
    await t.db.delete(invitations);
    await t.db.delete(waitlistEntries);
    await t.db.delete(outbox);
    await t.db.delete(linkTokens);
    smtp.received.length = 0;
    clock = new Date("2026-06-01T09:00:00.000Z");
  });

  it("keeps no working link in the outbox, its API or a dump; the delivered email has one", async () => {
    const result = await invite("layla@example.com");
    expect(result.delivery).toBe("sent");
    const token = tokenIn(smtp.received[0]!.raw);
    expect((await t.caller.registration.check({ token })).state).toBe("valid");

    const { items } = await admin.outbox.list({});
    expect(items).toHaveLength(1);
    expect(items[0]!.text).toContain("/register?token={{link-token:registration}}");
    expect(items[0]!.html).toContain("/register?token={{link-token:registration}}");
    expect(JSON.stringify(items)).not.toMatch(TOKEN);
    expect(items[0]!.links).toEqual([{ purpose: "registration", subject: expect.any(String) }]);
    const everything = await dump();
    expect(everything).not.toContain(token);
    expect(everything).not.toMatch(TOKEN);

    await t.caller.registration.register({ token, name: "Layla Hassan", password: PASSWORD });
    expect(await t.db.$count(users)).toBe(1);
    // The email's registration link, and the unsubscribe link every invitation carries.
    expect(await admin.outbox.linkIssues({ id: items[0]!.id })).toEqual([
      expect.objectContaining({ purpose: "registration", issuedVia: "email" }),
      expect.objectContaining({ purpose: "unsubscribe", issuedVia: "email" }),
    ]);
  });

  it("mints a new token at each delivery attempt; the one that reached the person works", async () => {
    smtp.state.refuse = true;
    const result = await invite("omar@example.com");
    expect(result.delivery).toBe("queued");
    smtp.state.refuse = false;
    const [email] = await t.db.select().from(outbox);
    await admin.outbox.retry({ id: email!.id });
    await sender.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const token = tokenIn(smtp.received[0]!.raw);
    expect((await t.caller.registration.check({ token })).state).toBe("valid");
    // Two attempts, each with its registration and unsubscribe tokens.
    expect(await t.db.$count(linkTokens)).toBe(4);
  });

  it("copies a fresh link on demand, recorded; both the emailed and the copied link work until one is used", async () => {
    await invite("nour@example.com");
    const emailed = tokenIn(smtp.received[0]!.raw);
    const [email] = await t.db.select().from(outbox);

    clock = new Date(clock.getTime() + 60_000);
    const fresh = await admin.outbox.freshLink({ id: email!.id });
    expect(fresh).toMatchObject({
      message: "A fresh link was made: copy it and send it to the recipient yourself",
      messageKey: "outbox.freshLinkMade",
    });
    expect(fresh.links).toEqual([
      {
        purpose: "registration",
        url: expect.stringMatching(/^http:\/\/bayan\.test\/register\?token=[A-Za-z0-9_-]{43}$/),
        expiresAt: "2026-06-15T09:00:00.000Z",
      },
    ]);
    const copied = TOKEN.exec(fresh.links[0]!.url)![1]!;
    expect(copied).not.toBe(emailed);
    expect(await admin.outbox.linkIssues({ id: email!.id })).toEqual([
      expect.objectContaining({
        purpose: "registration",
        issuedVia: "email",
        createdAt: "2026-06-01T09:00:00.000Z",
      }),
      expect.objectContaining({
        purpose: "unsubscribe",
        issuedVia: "email",
        createdAt: "2026-06-01T09:00:00.000Z",
      }),
      expect.objectContaining({
        purpose: "registration",
        issuedVia: "admin",
        createdAt: "2026-06-01T09:01:00.000Z",
      }),
    ]);
    expect(await dump()).not.toContain(copied);

    expect((await t.caller.registration.check({ token: emailed })).state).toBe("valid");
    await t.caller.registration.register({ token: copied, name: "Nour Ali", password: PASSWORD });
    // One invitation, used: the other link says so.
    expect((await t.caller.registration.check({ token: emailed })).state).toBe("used");
    const closed = await failure(admin.outbox.freshLink({ id: email!.id }));
    expect(closed).toMatchObject({
      code: "CONFLICT",
      message: "No new link can be made: the invitation was used, replaced or has expired",
      messageKey: "outbox.linkUnavailable",
    });
  });

  it("does not send an email whose invitation was replaced before it could go", async () => {
    smtp.state.refuse = true;
    await invite("sami@example.com");
    smtp.state.refuse = false;
    const [first] = await t.db.select().from(outbox);
    // A second invitation (after the 10-minute repeat window) replaces the first.
    clock = new Date(clock.getTime() + 11 * 60_000);
    const [entry] = await t.db.select().from(waitlistEntries);
    await admin.waitlist.invite({ id: entry!.id });
    expect(smtp.received).toHaveLength(1);

    await admin.outbox.retry({ id: first!.id });
    await sender.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, first!.id));
    expect(after).toMatchObject({ status: "failed", lastError: LINK_CLOSED });
    // The Emails screen reads it by its key.
    expect((await admin.outbox.list({ status: "failed" })).items[0]).toMatchObject({
      id: first!.id,
      lastError: "The link in this email is no longer valid (used, replaced or expired): not sent",
      lastErrorKey: "outbox.linkClosed",
    });
  });

  it("answers 409 for an email without links and 404 for an unknown one", async () => {
    const [mail] = await t.db
      .insert(outbox)
      .values({
        kind: "contact-reply",
        to: "a@example.com",
        subject: "s",
        text: "t",
        html: "h",
        language: "en",
      })
      .returning();
    const none = await failure(admin.outbox.freshLink({ id: mail!.id }));
    expect(none).toMatchObject({
      code: "CONFLICT",
      message: "This email carries no link",
      messageKey: "outbox.noLink",
    });
    const unknown = await failure(
      admin.outbox.freshLink({ id: "6f1d3c5e-0000-4000-8000-000000000000" }),
    );
    expect(unknown).toMatchObject({ code: "NOT_FOUND", messageKey: "outbox.notFound" });
    expect((await failure(t.caller.outbox.freshLink({ id: mail!.id }))).code).toBe("UNAUTHORIZED");
  });
});
