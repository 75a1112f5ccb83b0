// Confirmation from the email (docs/waitlist-growth.md): the link opens a page whose buttons act,
// so a mail scanner that opens it (or runs its script) changes nothing. Only a person's click
// confirms (`confirmWaitlistEntry`) or removes the entry for good (`notMeWaitlistEntry`).
import { outbox, waitlistEntries, type Database, type EmailLink } from "@bayan/db";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import { appError } from "../../errors.js";
import { maskedEmail } from "../../rules/email-key.js";
import { said } from "../../rules/messages.js";
import type { Language } from "../../schemas/common.js";
import type { WaitlistConfirmCheck } from "../../schemas/waitlist-growth.js";
import type { EmailContent } from "../email/layout.js";
import { enqueueEmails } from "../email/outbox/queue.js";
import { confirmWaitlistEmail, waitlistConfirmedEmail } from "../email/waitlist-templates.js";
import type { DbOrTx } from "../invitation-state.js";
import { confirmUrl, findLinkToken, issueLinks, linkSlot, statusUrl } from "../links/links.js";
import { newReferralCode } from "./codes.js";
import { CONFIRM_LINK_DAYS } from "./link-rules.js";
import { creditReferral, takeBackReferrals } from "./referrals.js";
import { suppress } from "../email/suppression.js";
import { invalidateWaitlistStats } from "./stats.js";
import { emitWebhookEvent } from "../webhooks/events.js";

export const CONFIRM_EMAIL_KIND = "waitlist-confirm";
export const REMINDER_EMAIL_KIND = "waitlist-reminder";
export const CONFIRMED_EMAIL_KIND = "waitlist-confirmed";
/** Confirmation emails one address may be sent in a day (joining again, asking for a new link). */
export const CONFIRM_EMAILS_PER_DAY = 3;

/**
 * The confirmation email (or its reminder) in both languages, the same for every entry of a
 * site: its links are slots, minted per message at delivery. Rendered once per site and kind (a
 * join is hot: rendering took about a third of its time in the server); one object per site and
 * kind, which new-entries.ts groups joins by.
 */
const renderedConfirmations = new Map<string, Record<Language, EmailContent>>();
export function confirmationContents(
  siteUrl: string,
  reminder = false,
): Record<Language, EmailContent> {
  const key = `${reminder} ${siteUrl}`;
  let contents = renderedConfirmations.get(key);
  if (!contents) {
    // A few sites at most (tests make more): never more than a handful kept.
    if (renderedConfirmations.size >= 16) renderedConfirmations.clear();
    const render = (language: Language) =>
      Object.freeze(
        confirmWaitlistEmail(
          language,
          confirmUrl(siteUrl, linkSlot("waitlist-confirm")),
          statusUrl(siteUrl, linkSlot("waitlist-status")),
          { days: CONFIRM_LINK_DAYS, reminder },
        ),
      );
    contents = Object.freeze({ en: render("en"), ar: render("ar") });
    renderedConfirmations.set(key, contents);
  }
  return contents;
}

/** The confirmation email's link slots: its confirmation page and its status page. */
export const confirmationLinks = (entryId: string): EmailLink[] => [
  { purpose: "waitlist-confirm", subject: entryId },
  { purpose: "waitlist-status", subject: entryId },
];

/**
 * Queues the confirmation email (or its one reminder) to an entry, in its language, with the
 * confirmation link and the status page's; each is a slot whose token is minted at delivery
 * (docs/links.md). Answers the email's id.
 */
export async function queueConfirmation(
  tx: DbOrTx,
  entry: { id: string; email: string; language: Language },
  siteUrl: string,
  now: Date,
  reminder = false,
): Promise<string> {
  const [id] = await enqueueEmails(tx, [
    {
      to: entry.email,
      kind: reminder ? REMINDER_EMAIL_KIND : CONFIRM_EMAIL_KIND,
      email: confirmationContents(siteUrl, reminder)[entry.language],
      links: confirmationLinks(entry.id),
      // On the clock the daily limit counts with (mayResendConfirmation).
      at: now,
    },
  ]);
  return id!;
}

/** Whether the address may be sent another confirmation today (CONFIRM_EMAILS_PER_DAY). */
export async function mayResendConfirmation(tx: DbOrTx, email: string, now: Date) {
  const [sent] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.to, email),
        inArray(outbox.kind, [CONFIRM_EMAIL_KIND, REMINDER_EMAIL_KIND]),
        gte(outbox.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return (sent?.n ?? 0) < CONFIRM_EMAILS_PER_DAY;
}

/** The entry a confirmation token was issued for, locked when in a transaction; 404 otherwise. */
async function entryOfToken(db: DbOrTx, token: string, lock: boolean) {
  const link = await findLinkToken(db, "waitlist-confirm", token);
  if (!link) throw appError("NOT_FOUND", "waitlist.linkUnknown");
  const query = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, link.subjectId));
  const [entry] = lock ? await query.for("update") : await query;
  if (!entry) throw appError("NOT_FOUND", "waitlist.linkUnknown");
  return { entry, expiresAt: link.expiresAt };
}

/** What the confirmation page shows for a token; reading it changes nothing. */
export async function checkConfirmLink(
  db: Database,
  token: string,
  now: Date,
): Promise<WaitlistConfirmCheck> {
  const { entry, expiresAt } = await entryOfToken(db, token, false);
  const state = entry.confirmedAt ? "confirmed" : expiresAt <= now ? "expired" : "valid";
  return { state, language: entry.language, email: maskedEmail(entry.email) };
}

/**
 * A person's click on Confirm: the entry is confirmed, gets its referral code, its referrer the
 * credit (or the referral waits for review when the join met a fraud rule), and the "place
 * confirmed" email with the status link is queued. Answers a status token made now, for the page
 * to open the status page with (issued "page", its hash kept, docs/links.md). Confirming twice is
 * 409 `waitlist.alreadyConfirmed`, an expired link 409 `waitlist.linkExpired`.
 */
export async function confirmWaitlistEntry(
  db: Database,
  token: string,
  siteUrl: string,
  now: Date,
) {
  const statusToken = await db.transaction(async (tx) => {
    const { entry, expiresAt } = await entryOfToken(tx, token, true);
    if (entry.confirmedAt) throw appError("CONFLICT", "waitlist.alreadyConfirmed");
    if (expiresAt <= now) throw appError("CONFLICT", "waitlist.linkExpired");
    const referralCode = entry.referralCode ?? newReferralCode();
    await tx
      .update(waitlistEntries)
      .set({ confirmedAt: now, referralCode })
      .where(eq(waitlistEntries.id, entry.id));
    await creditReferral(tx, entry);
    await emitWebhookEvent(
      tx,
      "waitlist.confirmed",
      {
        id: entry.id,
        email: entry.email,
        language: entry.language,
        referralCode,
        confirmedAt: now.toISOString(),
      },
      now,
    );
    const statusLink = statusUrl(siteUrl, linkSlot("waitlist-status"));
    await enqueueEmails(tx, [
      {
        to: entry.email,
        kind: CONFIRMED_EMAIL_KIND,
        email: waitlistConfirmedEmail(entry.language, statusLink),
        links: [{ purpose: "waitlist-status", subject: entry.id }],
      },
    ]);
    const issued = await issueLinks(tx, [{ purpose: "waitlist-status", subject: entry.id }], {
      now,
      via: "page",
      emailId: null,
    });
    return issued![0]!.token;
  });
  invalidateWaitlistStats(db);
  return { ...said("waitlist.confirmed"), statusToken };
}

/**
 * "This wasn't me": the entry is removed (a referral it brought is taken back) and its address
 * kept among the suppressed, never mailed again. A confirmed entry is 409: someone who holds the
 * link already confirmed it.
 */
export async function notMeWaitlistEntry(db: Database, token: string, now: Date) {
  await db.transaction(async (tx) => {
    const { entry } = await entryOfToken(tx, token, true);
    if (entry.confirmedAt) throw appError("CONFLICT", "waitlist.alreadyConfirmed");
    await takeBackReferrals(tx, [entry.id]);
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    await suppress(tx, entry.email, "not-me", "waitlist", now);
  });
  invalidateWaitlistStats(db);
  return said("waitlist.removed");
}

/**
 * A new confirmation email for the entry of a link (an expired one, typically): queued when the
 * entry is still unconfirmed and under CONFIRM_EMAILS_PER_DAY; the answer is the same either way.
 */
export async function resendConfirmation(db: Database, token: string, siteUrl: string, now: Date) {
  const emailId = await db.transaction(async (tx) => {
    const { entry } = await entryOfToken(tx, token, true);
    if (entry.confirmedAt || !(await mayResendConfirmation(tx, entry.email, now))) return null;
    return queueConfirmation(tx, entry, siteUrl, now);
  });
  return { ...said("waitlist.newLinkSent"), emailId };
}
