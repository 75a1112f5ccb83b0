// Unsubscribe (docs/email-delivery.md, RFC 8058): which emails carry the link, the headers and
// footer that carry it, and what a link does. The link is of the links.md rule: purpose
// `unsubscribe`, subject the email itself (its outbox row), minted when the email is delivered.
import { outbox, users, waitlistEntries, type Database } from "@bayan/db";
import { eq, sql } from "drizzle-orm";
import { appError } from "../../errors.js";
import { emailKey, maskedEmail } from "../../rules/email-key.js";
import { said } from "../../rules/messages.js";
import type { Language } from "../../schemas/common.js";
import type { UnsubscribeCheck } from "../../schemas/unsubscribe.js";
import type { DbOrTx } from "../invitation-state.js";
import { findLinkToken } from "../links/links.js";
import { emitWebhookEvent } from "../webhooks/events.js";
import { suppress, suppressionOf, type SuppressionSource } from "./suppression.js";

/**
 * The emails that carry no unsubscribe link: those a person asked for at that moment (the
 * waitlist's confirmation request), a reply to their own contact message, the administrator's
 * own digest, and an invitation to the team (not mail to a waitlist member or a user).
 * Unsubscribing there would stop what the person is waiting for.
 */
const WITHOUT_UNSUBSCRIBE = new Set([
  "waitlist-confirm",
  "contact-reply",
  "admin-digest",
  "team-invite",
]);

/** Whether an email of this kind carries the unsubscribe link and headers. */
export const carriesUnsubscribe = (kind: string) => !WITHOUT_UNSUBSCRIBE.has(kind);

const FOOTER = {
  en: {
    why: "You get this email because you joined Bayan's waitlist or have a Bayan account.",
    link: "Unsubscribe",
  },
  ar: {
    why: "تصلك هذه الرسالة لأنك انضممت إلى قائمة انتظار بيان أو لديك حساب في بيان.",
    link: "إلغاء الاشتراك",
  },
} satisfies Record<Language, { why: string; link: string }>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The email's text and HTML with the unsubscribe footer added, in the email's language: a line
 * saying why it came and the link (`url`, with its token). Added when the email is delivered, as
 * its token is: the stored email has neither.
 */
export function withUnsubscribeFooter(
  content: { text: string; html: string },
  language: Language,
  url: string,
) {
  const words = FOOTER[language];
  const dir = language === "ar" ? "rtl" : "ltr";
  const footer =
    `<div dir="${dir}" style="max-width:560px;margin:16px auto 0;font-size:12px;color:#57606a;` +
    `text-align:${language === "ar" ? "right" : "left"};direction:${dir}">` +
    `${escapeHtml(words.why)} <a href="${escapeHtml(url)}" style="color:#57606a">` +
    `${escapeHtml(words.link)}</a></div>`;
  const html = content.html.includes("</body>")
    ? content.html.replace("</body>", `${footer}\n</body>`)
    : `${content.html}\n${footer}`;
  const text = `${content.text}\n\n--\n${words.why}\n${words.link}: ${url}`;
  return { text, html };
}

/**
 * The headers of RFC 8058: the link to POST to, and the sender's mailbox as a fallback. Each on
 * one unfolded line, as some receivers read them (`prepared`: nodemailer writes them as given,
 * without folding a long line).
 */
export function unsubscribeHeaders(url: string, from: string) {
  const mailbox = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return {
    "List-Unsubscribe": {
      prepared: true,
      value: `<${url}>, <mailto:${mailbox}?subject=unsubscribe>`,
    },
    "List-Unsubscribe-Post": { prepared: true, value: "List-Unsubscribe=One-Click" },
  };
}

/** The email an unsubscribe token was issued for; 404 for a token never issued or its email gone. */
async function emailOfToken(db: DbOrTx, token: string) {
  const link = await findLinkToken(db, "unsubscribe", token);
  if (!link) throw appError("NOT_FOUND", "email.unsubscribeLinkUnknown");
  const [email] = await db
    .select({ to: outbox.to, language: outbox.language })
    .from(outbox)
    .where(eq(outbox.id, link.subjectId));
  if (!email) throw appError("NOT_FOUND", "email.unsubscribeLinkUnknown");
  return email;
}

/** What the unsubscribe page shows for a token; reading it changes nothing. */
export async function checkUnsubscribeLink(db: Database, token: string): Promise<UnsubscribeCheck> {
  const email = await emailOfToken(db, token);
  const reason = await suppressionOf(db, email.to);
  return {
    state: reason ? "unsubscribed" : "subscribed",
    language: email.language,
    email: maskedEmail(email.to),
  };
}

/**
 * Unsubscribes the address an email went to: on the suppression list from now on (reason
 * `unsubscribed`, with where it came from), and a `waitlist.unsubscribed` webhook event when the
 * address was not suppressed yet. Doing it twice answers the same.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  source: Extract<SuppressionSource, "one-click" | "page">,
  now: Date,
) {
  const email = await emailOfToken(db, token);
  await db.transaction(async (tx) => {
    // One unsubscribe of an address at a time, so only the first is told to the webhooks.
    const key = emailKey(email.to);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"suppress:" + key}))`);
    const already = await suppressionOf(tx, email.to);
    await suppress(tx, email.to, "unsubscribed", source, now);
    if (already) return;
    const [entry] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.emailKey, key));
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.to.toLowerCase()));
    await emitWebhookEvent(
      tx,
      "waitlist.unsubscribed",
      {
        email: email.to,
        language: email.language,
        source,
        waitlistEntryId: entry?.id ?? null,
        userId: user?.id ?? null,
        unsubscribedAt: now.toISOString(),
      },
      now,
    );
  });
  return said("email.unsubscribed", { email: maskedEmail(email.to) });
}
