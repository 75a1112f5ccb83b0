import { runStatement, waitlistEntries, type Database, type WaitlistFlag } from "@bayan/db";
import { and, count, eq, gte } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { fieldError } from "../../errors.js";
import { MIN_FORM_FILL_MS } from "../../rules/contact.js";
import { emailKey } from "../../rules/email-key.js";
import type { waitlistJoinInput } from "../../schemas/waitlist.js";
import type { Attribution } from "../analytics/collector.js";
import type { EmailContent } from "../email/layout.js";
import { disposableDomain, mxMissing, type MxResolver } from "./address-check.js";
import {
  CONFIRM_EMAIL_KIND,
  confirmationContent,
  confirmationLinks,
  mayResendConfirmation,
  queueConfirmation,
} from "./confirm.js";
import { suppressionKey } from "../email/suppression.js";
import { privacyVersionFor } from "../policy-versions.js";
import { invalidateWaitlistStats } from "./stats.js";
import { webhookPayload, type WebhookEventData } from "../webhooks/events.js";

type JoinInput = z.output<typeof waitlistJoinInput>;

/** Joins through one code within an hour past which its referrals are suspect. */
export const CODE_BURST_PER_HOUR = 20;
/** Joins from one client address within a day past which its referrals are suspect. */
export const ADDRESS_JOINS_PER_DAY = 5;

export interface JoinContext {
  now: Date;
  /** The site's address, for the confirmation link. */
  siteUrl: string;
  /** Whether this client address has joined more than ADDRESS_JOINS_PER_DAY times today. */
  addressBurst?: boolean;
  /** Whether this client address opened the status page of the `ref` code's entry today. */
  ownCode?: boolean;
  /** The MX lookup (DNS by default; tests give their own). */
  resolveMx?: MxResolver;
}

/** The fraud rules a join meets before it is stored (the referral ones need the referrer). */
async function joinFlags(
  db: Database,
  input: JoinInput,
  referrer: { id: string } | undefined,
  context: JoinContext,
): Promise<WaitlistFlag[]> {
  const flags: WaitlistFlag[] = [];
  if (await mxMissing(input.email, context.resolveMx)) flags.push("no-mx");
  if (input.formShownMs !== undefined && input.formShownMs < MIN_FORM_FILL_MS) {
    flags.push("too-fast");
  }
  if (context.addressBurst) flags.push("address-burst");
  if (referrer) {
    // The same address normalizes to the referrer's own entry (the join changes nothing), so a
    // self-referral is another address from the connection that opened the referrer's status page.
    if (context.ownCode) flags.push("self-referral");
    const hourAgo = new Date(context.now.getTime() - 3_600_000);
    const [recent] = await db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.referredBy, referrer.id), gte(waitlistEntries.createdAt, hourAgo)),
      );
    if ((recent?.n ?? 0) >= CODE_BURST_PER_HOUR) flags.push("code-burst");
  }
  return flags;
}

/**
 * A new address's join as one statement: the entry, unless its address is suppressed or already
 * has one; a delivery of `waitlist.joined` to each enabled endpoint that takes it
 * (`emitWebhookEvent`); and the confirmation email (`queueConfirmation`). Written in SQL, not
 * with Drizzle's builder: building the three inserts cost more than running them (docs/scale.md).
 * The rows mirror those functions' own; the join tests read them back on both databases.
 */
const NEW_ENTRY_STATEMENT = `
with entry as (
  insert into waitlist_entries (id, email, email_key, source, language, referred_by,
    referral_state, flags, consent, created_at, channel, country, landing_page)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13
  where not exists (select 1 from suppressed_addresses where key_hash = $14)
  on conflict (email_key) do nothing
  returning id
), hooks as (
  insert into webhook_deliveries (endpoint_id, event_type, payload, next_attempt_at, created_at)
  select e.id, 'waitlist.joined', $15::jsonb, $10, $10
  from webhook_endpoints e, entry
  where e.enabled and 'waitlist.joined' = any(e.events)
), mail as (
  insert into outbox (id, kind, "to", subject, text, html, language, links, last_error, created_at)
  select $16, $17, $2, $18, $19, $20, $21, $22::jsonb, null, $10
  from entry
)
select exists (select 1 from entry) as created,
  exists (select 1 from suppressed_addresses where key_hash = $14) as suppressed`;

/** An email's columns in the statement's order. */
const emailColumns = ({ subject, text, html, language }: EmailContent) =>
  [subject, text, html, language] as const;

/**
 * Adds the address to the waitlist and queues its confirmation email. The answer is the same
 * whether the address is new, already waiting or already confirmed, so it tells nobody who is on
 * the list: a known unconfirmed address gets the email again (at most CONFIRM_EMAILS_PER_DAY a
 * day), a confirmed one nothing, a suppressed one ("This wasn't me") nothing. Addresses are one
 * entry per normalized key (rules/email-key.ts); concurrent joins leave one row. A disposable
 * domain is refused (400). `ref`, a confirmed entry's code, records the referrer; the referral is
 * credited when this person confirms, unless a fraud rule flagged the join.
 */
export async function joinWaitlist(
  db: Database,
  input: JoinInput,
  attribution: Attribution | null = null,
  context: JoinContext,
) {
  const domain = disposableDomain(input.email);
  if (domain) throw fieldError("email", "waitlist.disposableEmail", { domain });
  const key = emailKey(input.email);
  const answer = { email: input.email, language: input.language };

  const referrer = input.ref
    ? (
        await db
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.referralCode, input.ref.toUpperCase()))
      )[0]
    : undefined;
  const [flags, policyVersion] = await Promise.all([
    joinFlags(db, input, referrer, context),
    privacyVersionFor(db, input.language),
  ]);
  const now = context.now;

  // A new address: the entry, its webhook deliveries and its confirmation email in one statement
  // (atomic on its own, one round trip), unless the address is suppressed or already there.
  const entryId = randomUUID();
  const emailId = randomUUID();
  const [outcome] = await runStatement<{ created: boolean; suppressed: boolean }>(
    db,
    NEW_ENTRY_STATEMENT,
    [
      entryId,
      input.email,
      key,
      input.source,
      input.language,
      referrer?.id ?? null,
      referrer ? "pending" : "none",
      flags,
      JSON.stringify({
        at: now.toISOString(),
        policyUpdated: input.policyUpdated ?? null,
        language: input.language,
        policyVersion,
      }),
      now.toISOString(),
      attribution?.channel ?? null,
      attribution?.country ?? null,
      attribution?.landingPage ?? null,
      suppressionKey(input.email),
      // Only a new entry is an event: the answer to a known address stays the same as to a new
      // one, and so does what a webhook receiver could tell anyone.
      JSON.stringify(
        webhookPayload(
          "waitlist.joined",
          {
            id: entryId,
            email: input.email,
            language: input.language,
            source: input.source,
            referredBy: referrer?.id ?? null,
            joinedAt: now.toISOString(),
          } satisfies WebhookEventData["waitlist.joined"],
          now,
        ),
      ),
      emailId,
      CONFIRM_EMAIL_KIND,
      ...emailColumns(confirmationContent(input.language, context.siteUrl, false)),
      JSON.stringify(confirmationLinks(entryId)),
    ],
  );
  if (outcome?.suppressed) return { ...answer, created: false, emailId: null };
  if (outcome?.created) {
    invalidateWaitlistStats(db);
    return { ...answer, created: true, emailId };
  }

  // A known address. In a transaction: a transaction that waited too long for a connection is
  // never run (@bayan/db's wait limit), so a join answered 503 during a database outage is not
  // stored later behind the visitor's back.
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: waitlistEntries.id,
        email: waitlistEntries.email,
        language: waitlistEntries.language,
        confirmedAt: waitlistEntries.confirmedAt,
        status: waitlistEntries.status,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.emailKey, key))
      .for("update");
    if (!existing || existing.confirmedAt || existing.status === "registered") {
      return { created: false, emailId: null };
    }
    if (!(await mayResendConfirmation(tx, existing.email, now))) {
      return { created: false, emailId: null };
    }
    const emailId = await queueConfirmation(tx, existing, context.siteUrl, now);
    return { created: false, emailId };
  });
  return { ...answer, ...result };
}
