import { waitlistEntries, type Database, type WaitlistFlag } from "@bayan/db";
import { and, count, eq, gte } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { fieldError } from "../../errors.js";
import { MIN_FORM_FILL_MS } from "../../rules/contact.js";
import { emailKey } from "../../rules/email-key.js";
import type { waitlistJoinInput } from "../../schemas/waitlist.js";
import type { Attribution } from "../analytics/collector.js";
import { disposableDomain, mxMissing, type MxResolver } from "./address-check.js";
import {
  CONFIRM_EMAIL_KIND,
  confirmationContents,
  confirmationLinks,
  mayResendConfirmation,
  queueConfirmation,
} from "./confirm.js";
import { suppressionKey } from "../email/suppression.js";
import { privacyVersionFor } from "../policy-versions.js";
import { writeNewEntry } from "./new-entries.js";
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
  // (atomic on its own, written with the other joins of the moment), unless the address is
  // suppressed or already there.
  const entryId = randomUUID();
  const emailId = randomUUID();
  const outcome = await writeNewEntry(
    db,
    {
      id: entryId,
      email: input.email,
      emailKey: key,
      source: input.source,
      language: input.language,
      referredBy: referrer?.id ?? null,
      flags,
      consent: {
        at: now.toISOString(),
        policyUpdated: input.policyUpdated ?? null,
        language: input.language,
        policyVersion,
      },
      at: now,
      attribution,
      keyHash: suppressionKey(input.email),
      // Only a new entry is an event: the answer to a known address stays the same as to a new
      // one, and so does what a webhook receiver could tell anyone.
      payload: webhookPayload(
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
      emailId,
      emailKind: CONFIRM_EMAIL_KIND,
      links: confirmationLinks(entryId),
    },
    confirmationContents(context.siteUrl),
  );
  if (outcome.suppressed) return { ...answer, created: false, emailId: null };
  if (outcome.created) {
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
