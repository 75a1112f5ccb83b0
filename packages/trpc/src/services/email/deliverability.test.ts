import { linkTokens, outbox, suppressedAddresses, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setup } from "../../../test/caller.js";
import { startSmtp } from "../../../test/smtp.js";
import { tokenHash } from "../links/tokens.js";
import { enqueueEmail } from "./outbox/queue.js";
import { OutboxSender } from "./outbox/sender.js";
import { DKIM_SIGNED_HEADERS } from "./outbox/transport.js";
import { suppress } from "./suppression.js";
import { inviteEmail, replyEmail } from "./templates.js";
import { checkUnsubscribeLink, unsubscribe } from "./unsubscribe.js";

const SITE = "https://bayan.test";
const DOMAIN = "bayan.test";
const SELECTOR = "bayan1";

/** A DKIM key pair, and the DNS answer a receiver would get for its public half. */
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicKey = keys.publicKey.export({ type: "spki", format: "der" }).toString("base64");
const resolver = (name: string, type: string) =>
  type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`
    ? Promise.resolve([[`v=DKIM1; k=rsa; p=${publicKey}`]])
    : Promise.reject(
        Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" }),
      );

/** The unsubscribe token in the raw message's List-Unsubscribe header. */
const unsubscribeToken = (raw: string) =>
  /^List-Unsubscribe: <https:\/\/bayan\.test\/unsubscribe\?token=([A-Za-z0-9_-]{43})>/m.exec(
    raw,
  )?.[1];

/**
 * What a mailbox provider gets (docs/email-delivery.md): the one-click unsubscribe headers of RFC
 * 8058 on one line each, a footer link in the email's language, a DKIM signature that a
 * third-party verifier (mailauth) passes and that covers those headers; and no email at all to an
 * address on the suppression list.
 */
describe.each(testDatabaseKinds)("deliverability on %s", (kind) => {
  let clock = new Date("2026-11-27T10:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sender: OutboxSender;
  beforeAll(async () => {
    t = await setup(kind);
    smtp = await startSmtp();
    sender = new OutboxSender(
      t.db,
      {
        smtpUrl: smtp.url,
        from: "Bayan <hello@bayan.test>",
        siteUrl: SITE,
        dkim: {
          domainName: DOMAIN,
          keySelector: SELECTOR,
          privateKey: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        },
      },
      () => clock,
    );
  });
  afterAll(async () => {
    await sender.stop();
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(linkTokens);
    await t.db.delete(outbox);
    await t.db.delete(suppressedAddresses);
    smtp.received.length = 0;
  });

  const deliver = async () => {
    clock = new Date(Math.max(clock.getTime(), Date.now()) + 1_000);
    return sender.deliverDue();
  };

  it("signs with DKIM over the one-click unsubscribe headers, and words the footer in Arabic", async () => {
    await enqueueEmail(
      t.db,
      "sara@example.com",
      "waitlist-invite",
      inviteEmail("ar", `${SITE}/register?token=t`, { days: 14, fromWaitlist: true }),
    );
    expect(await deliver()).toBe(1);
    const { raw } = smtp.received[0]!;

    // RFC 8058: both headers, each whole on one line (no folded continuation after it).
    const token = unsubscribeToken(raw);
    expect(token).toBeDefined();
    const url = `${SITE}/unsubscribe?token=${token}`;
    expect(raw).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${url.replace(/[.?]/g, "\\$&")}>, <mailto:hello@bayan\\.test\\?subject=unsubscribe>\\r?\\n(?![ \\t])`,
        "m",
      ),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?\n(?![ \t])/m);
    // Only the token's hash is kept, as for every link (docs/links.md).
    const [stored] = await t.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.tokenHash, tokenHash(token!)));
    expect(stored).toMatchObject({ purpose: "unsubscribe", issuedVia: "email" });
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(token);

    // DKIM: the verifier finds the key in "DNS" and passes the signature, which covers both.
    const verified = await dkimVerify(raw, { resolver });
    const [signature] = verified.results;
    expect(signature?.status.result).toBe("pass");
    expect(signature?.signingDomain).toBe(DOMAIN);
    expect(signature?.selector).toBe(SELECTOR);
    const signed = signature!.signingHeaders!.keys.toLowerCase().split(": ");
    for (const header of DKIM_SIGNED_HEADERS.split(":")) expect(signed).toContain(header);

    // The footer, in the email's language, in the text and the HTML (right to left).
    const mail = await simpleParser(raw);
    expect(mail.text).toContain(`إلغاء الاشتراك: ${url}`);
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toMatch(/<div dir="rtl" style="[^"]*direction:rtl">تصلك هذه الرسالة/);

    // A signed header changed, or the unsubscribe link, and the signature no longer passes: the
    // check is not a formality.
    const redirected = raw.replace("To: sara@example.com", "To: sarah@example.com");
    expect((await dkimVerify(redirected, { resolver })).results[0]?.status.result).toBe("fail");
    const relinked = raw.replace(`token=${token}>`, `token=${"A".repeat(43)}>`);
    expect((await dkimVerify(relinked, { resolver })).results[0]?.status.result).toBe("fail");
  });

  it("adds no unsubscribe to a reply to a person's own message", async () => {
    await enqueueEmail(
      t.db,
      "omar@example.com",
      "contact-reply",
      replyEmail("en", { name: "Omar", subject: "Pricing", message: "How much?" }, "Soon."),
    );
    expect(await deliver()).toBe(1);
    const { raw } = smtp.received[0]!;
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    expect((await simpleParser(raw)).text).not.toContain("Unsubscribe");
    expect((await dkimVerify(raw, { resolver })).results[0]?.status.result).toBe("pass");
  });

  it("unsubscribes with the link, and the next email to that address is suppressed, not sent", async () => {
    const invite = () =>
      enqueueEmail(
        t.db,
        "Lina.Haddad+news@gmail.com",
        "waitlist-invite",
        inviteEmail("en", `${SITE}/register?token=t`, { days: 14, fromWaitlist: true }),
      );
    await invite();
    expect(await deliver()).toBe(1);
    const token = unsubscribeToken(smtp.received[0]!.raw)!;
    // Reading the link changes nothing.
    expect(await checkUnsubscribeLink(t.db, token)).toEqual({
      state: "subscribed",
      language: "en",
      email: "l***@gmail.com",
    });
    expect(await t.db.select().from(suppressedAddresses)).toHaveLength(0);

    expect(await unsubscribe(t.db, token, "one-click", clock)).toMatchObject({
      messageKey: "email.unsubscribed",
      params: { email: "l***@gmail.com" },
    });
    expect(await checkUnsubscribeLink(t.db, token)).toMatchObject({ state: "unsubscribed" });
    const [row] = await t.db.select().from(suppressedAddresses);
    expect(row).toMatchObject({ reason: "unsubscribed", source: "one-click", createdAt: clock });

    // Another spelling of the same Gmail inbox: suppressed all the same, never sent.
    smtp.received.length = 0;
    await enqueueEmail(
      t.db,
      "linahaddad@googlemail.com",
      "user-message",
      inviteEmail("en", `${SITE}/register?token=t`, { days: 14, fromWaitlist: false }),
    );
    expect(await deliver()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const suppressed = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "linahaddad@googlemail.com"));
    expect(suppressed).toMatchObject([
      { status: "suppressed", lastError: "Not sent: the address unsubscribed" },
    ]);
  });

  it("sends nothing to an address suppressed for a bounce, whatever queued the email", async () => {
    await suppress(t.db, "gone@example.com", "hard-bounce", "generic", clock);
    await enqueueEmail(
      t.db,
      "gone@example.com",
      "waitlist-confirm",
      inviteEmail("en", `${SITE}/register?token=t`, { days: 14, fromWaitlist: true }),
    );
    expect(await deliver()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await t.db.select().from(outbox)).toMatchObject([
      { status: "suppressed", lastError: "Not sent: mail to this address bounced" },
    ]);
  });

  it("shows the administrator which waitlist people are never mailed, and why", async () => {
    await t.db.delete(waitlistEntries);
    const [bounced] = await t.db
      .insert(waitlistEntries)
      .values([{ email: "Gone.Away@gmail.com" }, { email: "still.here@example.com" }])
      .returning();
    // Suppressed under another spelling of the same Gmail inbox.
    await suppress(t.db, "goneaway@googlemail.com", "hard-bounce", "generic", clock);
    const admin = await t.adminCaller();
    const { items } = await admin.waitlist.list({});
    expect(items.map((e) => [e.email, e.suppressed]).sort()).toEqual([
      ["Gone.Away@gmail.com", "hard-bounce"],
      ["still.here@example.com", null],
    ]);
    expect((await admin.waitlist.get({ id: bounced!.id })).suppressed).toBe("hard-bounce");
    const byPlace = await admin.waitlist.list({ sortBy: "position", sortDir: "asc" });
    expect(byPlace.items.find((e) => e.id === bounced!.id)?.suppressed).toBe("hard-bounce");
  });
});
