import {
  linkTokens,
  outbox,
  policyVersions,
  suppressedAddresses,
  waitlistEntries,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setup } from "../../../test/caller.js";
import { startSmtp } from "../../../test/smtp.js";
import { emailKey } from "../../rules/email-key.js";
import { ensureDefaultContent } from "../content.js";
import { JobRunner } from "../jobs.js";
import { tokenHash } from "../links/tokens.js";
import { policyJobs } from "../policy-notices.js";
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
 * RFC 8058: both headers, each whole on one line (no folded continuation after it). Answers the
 * unsubscribe link's token and address.
 */
function oneClickUnsubscribe(raw: string) {
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
  return { token: token!, url };
}

/**
 * DKIM: the verifier finds the key in "DNS" and passes the signature, which covers the headers
 * the transport signs (the one-click unsubscribe ones among them).
 */
async function expectDkimPass(raw: string) {
  const verified = await dkimVerify(raw, { resolver });
  const [signature] = verified.results;
  expect(signature?.status.result).toBe("pass");
  expect(signature?.signingDomain).toBe(DOMAIN);
  expect(signature?.selector).toBe(SELECTOR);
  const signed = signature!.signingHeaders!.keys.toLowerCase().split(": ");
  for (const header of DKIM_SIGNED_HEADERS.split(":")) expect(signed).toContain(header);
}

/** The raw text with every folded header line unfolded (RFC 5322 2.2.3: CRLF before a space). */
const unfolded = (raw: string) => raw.replace(/\r?\n(?=[ \t])/g, "");

/** Each value of a header of the message itself (not of its parts), unfolded. */
const headerValues = (raw: string, name: string) =>
  unfolded(raw.slice(0, raw.search(/\r?\n\r?\n/)))
    .split(/\r?\n/)
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());

/** The media types of the message and of each of its parts, in order. */
const contentTypes = (raw: string) =>
  [...unfolded(raw).matchAll(/^Content-Type: ([^;\r\n]+)/gim)].map((m) => m[1]!.toLowerCase());

/**
 * What a mailbox provider gets (docs/email-delivery.md): the one-click unsubscribe headers of RFC
 * 8058 on one line each, a footer link in the email's language, a DKIM signature that a
 * third-party verifier (mailauth) passes and that covers those headers; and no email at all to an
 * address on the suppression list. The policy-change notice too, as its job queues it
 * (docs/policy-versions.md): one to each reader, in their language and direction.
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

    const { token, url } = oneClickUnsubscribe(raw);
    // Only the token's hash is kept, as for every link (docs/links.md).
    const [stored] = await t.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.tokenHash, tokenHash(token)));
    expect(stored).toMatchObject({ purpose: "unsubscribe", issuedVia: "email" });
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(token);

    await expectDkimPass(raw);

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

  it("tells each reader of a material policy change once, signed, in their language and direction", async () => {
    // Confirmed waitlist members reading in English and in Arabic; one not confirmed, told nothing.
    await t.db.delete(waitlistEntries);
    const entry = (email: string, language: "en" | "ar", confirmedAt: Date | null = clock) => ({
      email,
      emailKey: emailKey(email),
      language,
      confirmedAt,
    });
    await t.db
      .insert(waitlistEntries)
      .values([
        entry("nadia@example.com", "en"),
        entry("huda@example.com", "ar"),
        entry("not.yet@example.com", "ar", null),
      ]);

    // The administrator saves both languages of the privacy policy as a material change that
    // takes effect later: a version of each language.
    const effectiveOn = "2099-06-15";
    await ensureDefaultContent(t.db);
    const admin = await t.adminCaller();
    const sections = (await admin.content.all({ document: "privacy-policy" })).map(
      ({ category, ...s }) => ({ ...s, ...(category ? { category } : {}) }),
    );
    for (const language of ["en", "ar"]) {
      sections.find((s) => s.language === language)!.title += " (2099)";
    }
    await admin.content.save({
      document: "privacy-policy",
      sections,
      publish: {
        effectiveOn,
        material: true,
        summaryEn: "We keep your data for less time.",
        summaryAr: "نحفظ بياناتك مدة أقصر.",
      },
    });
    const versions = await t.db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.effectiveOn, effectiveOn));
    expect(versions.map((v) => [v.language, v.material]).sort()).toEqual([
      ["ar", true],
      ["en", true],
    ]);

    // Run as the server runs it: the scheduled job (one version a run, every 10 minutes), then
    // the outbox's sender over SMTP.
    const errors: unknown[] = [];
    const jobs = new JobRunner(t.db, policyJobs(SITE), {
      now: () => clock,
      log: (_message, details) => void ("err" in details && errors.push(details.err)),
    });
    const runJob = async () => {
      clock = new Date(Math.max(clock.getTime(), Date.now()) + 10 * 60_000 + 1_000);
      expect(await jobs.tick()).toEqual(["policy-change-notices"]);
    };
    await runJob();
    await runJob();
    expect(errors).toEqual([]);
    expect(await deliver()).toBe(2);
    // Both versions told: a later run queues nothing more, so each reader has one email.
    await runJob();
    expect(await deliver()).toBe(0);
    expect(errors).toEqual([]);
    expect(smtp.received.map((m) => m.to.length)).toEqual([1, 1]);
    expect(smtp.recipients().sort()).toEqual(["huda@example.com", "nadia@example.com"]);

    const versionsUrl = `${SITE}/privacy/versions`;
    const arabicDay = new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${effectiveOn}T00:00:00Z`),
    );
    expect(arabicDay).toContain("يونيو");
    const expected = [
      {
        to: "nadia@example.com",
        language: "en",
        dir: "ltr",
        subject: "An update to Bayan's Privacy Policy",
        says: [
          "We are updating Bayan's Privacy Policy. The new version takes effect on 15 June 2099.",
          "What changes: We keep your data for less time.",
        ],
        button: "Read the Privacy Policy",
        unsubscribe: "Unsubscribe",
      },
      {
        to: "huda@example.com",
        language: "ar",
        dir: "rtl",
        subject: "تحديث سياسة الخصوصية في بيان",
        says: [
          `نحدّث سياسة الخصوصية الخاصة ببيان. يسري الإصدار الجديد اعتبارًا من ${arabicDay}.`,
          "ما الذي تغيّر: نحفظ بياناتك مدة أقصر.",
        ],
        button: "اقرأ سياسة الخصوصية",
        unsubscribe: "إلغاء الاشتراك",
      },
    ];
    for (const want of expected) {
      const { raw } = smtp.received.find((m) => m.to[0] === want.to)!;

      // The headers every receiver expects, once each, whatever their folding.
      expect(headerValues(raw, "From")).toEqual(["Bayan <hello@bayan.test>"]);
      expect(headerValues(raw, "To")).toEqual([want.to]);
      // Seven-bit headers: the Arabic subject as RFC 2047 encoded words (folded, read unfolded).
      expect(raw.slice(0, raw.search(/\r?\n\r?\n/))).toMatch(/^[\t\r\n\x20-\x7e]+$/);
      expect(headerValues(raw, "Subject")).toEqual([
        want.language === "en"
          ? want.subject
          : expect.stringMatching(/^=\?UTF-8\?B\?\S+\?=( =\?UTF-8\?B\?\S+\?=)*$/),
      ]);
      const [date] = headerValues(raw, "Date");
      expect(headerValues(raw, "Date")).toHaveLength(1);
      expect(Number.isNaN(Date.parse(date!))).toBe(false);
      expect(headerValues(raw, "Message-ID")).toEqual([
        expect.stringMatching(/^<[^<>@\s]+@[^<>@\s]+>$/),
      ]);
      expect(headerValues(raw, "Content-Language")).toEqual([want.language]);
      // Not a reply or an admin's email: the one-click unsubscribe, as the other mail to the
      // waitlist (docs/policy-versions.md: "the usual unsubscribe link and headers").
      const { url } = oneClickUnsubscribe(raw);
      await expectDkimPass(raw);

      // A text part and an HTML part, the same words in each, in the reader's language.
      expect(contentTypes(raw)).toEqual(["multipart/alternative", "text/plain", "text/html"]);
      const mail = await simpleParser(raw);
      expect(mail.subject).toBe(want.subject);
      const text = mail.text ?? "";
      const html = mail.html || "";
      for (const words of want.says) {
        expect(text).toContain(`\n${words}\n`);
        // A paragraph of the body (the hidden preview line repeats the first one).
        expect(html).toContain(`<span>${words.replace(/'/g, "&#x27;")}</span>`);
      }
      // The link to the document's versions page (the list, not one version's `?v=`).
      expect(text).toContain(`\n${want.button}: ${versionsUrl}\n`);
      const button = `<a href="${versionsUrl}"[^>]*>(?:(?!</a>)[\\s\\S])*>${want.button}</span>`;
      expect(html).toMatch(new RegExp(button.replace(/\./g, "\\.")));
      expect(text).toContain(`${want.unsubscribe}: ${url}`);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${want.language}"`));
      expect(html).toMatch(new RegExp(`<html[^>]* dir="${want.dir}"`));
      expect(html).toMatch(new RegExp(`<body[^>]* dir="${want.dir}"[^>]*direction:${want.dir}`));
      // Only the reader's language: no Arabic in the English email, no English words in the Arabic.
      const words = text.replace(/https?:\/\/\S+/g, "");
      if (want.language === "en") expect(words).not.toMatch(/[\u0600-\u06ff]/);
      else expect(words).not.toMatch(/[A-Za-z]/);
    }
  });
});
