// Data rights (docs/data-rights.md): everything kept about one address, as the JSON a person
// downloads, and its erasure. The person reaches theirs with their status link; an administrator
// with the address (a data-subject request). One address finds every spelling of its inbox on the
// waitlist (by its normalized key) and the same address, any case, everywhere else.
import {
  contactSubmissions,
  invitations,
  linkTokens,
  outbox,
  suppressedAddresses,
  users,
  waitlistEntries,
  webhookDeliveries,
  type Database,
  type WaitlistEntry,
} from "@bayan/db";
import { and, asc, eq, inArray, isNull, or, sql, type Column, type SQL } from "drizzle-orm";
import { appError } from "../errors.js";
import { emailKey, maskedEmail } from "../rules/email-key.js";
import { said } from "../rules/messages.js";
import type { PersonalData } from "../schemas/personal-data.js";
import type { AuditTrail } from "./audit.js";
import { suppress, suppressionKey } from "./email/suppression.js";
import type { DbOrTx } from "./invitation-state.js";
import { findLinkToken } from "./links/links.js";
import { takeBackReferrals } from "./waitlist/referrals.js";
import { invalidateWaitlistStats } from "./waitlist/stats.js";

const w = waitlistEntries;
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
/** The same address in a column, any case. */
const sameAddress = (column: Column | SQL, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The waitlist entries of an address: its normalized key (and an old duplicate's address). */
function entriesOf(db: DbOrTx, email: string) {
  return db
    .select()
    .from(w)
    .where(
      or(eq(w.emailKey, emailKey(email)), and(isNull(w.emailKey), sameAddress(w.email, email))),
    )
    .orderBy(asc(w.createdAt));
}

/** The waitlist entry of a status link, or 404 as the status page answers. */
async function entryOfStatusToken(db: DbOrTx, token: string): Promise<WaitlistEntry> {
  const link = await findLinkToken(db, "waitlist-status", token);
  const [entry] = link ? await db.select().from(w).where(eq(w.id, link.subjectId)) : [];
  if (!entry) throw appError("NOT_FOUND", "waitlist.statusNotFound");
  return entry;
}

/**
 * A person as the audit log names them: the hash of their address (the suppression list's key,
 * which outlives an erasure) and the address masked; never the address itself.
 */
const personTarget = (email: string) => ({
  type: "person",
  id: suppressionKey(email),
  label: maskedEmail(email),
});

/** An administrator's export of an address's data (a data-subject request), recorded once read. */
export async function exportPersonalData(
  db: Database,
  email: string,
  now: Date,
  audit: AuditTrail,
) {
  const data = await personalData(db, email, now);
  await audit.record(db, { action: "personalData.export", target: personTarget(email) });
  return data;
}

/** Everything kept about an address (docs/data-rights.md lists what and why). */
export async function personalData(db: Database, email: string, now: Date): Promise<PersonalData> {
  const entries = await entriesOf(db, email);
  const ids = entries.map((e) => e.id);
  const [referrers, referred, accounts, invited, messages, emails, suppressed] = await Promise.all([
    entries.some((e) => e.referredBy)
      ? db
          .select({ id: w.id, email: w.email })
          .from(w)
          .where(
            inArray(
              w.id,
              entries.flatMap((e) => (e.referredBy ? [e.referredBy] : [])),
            ),
          )
      : [],
    ids.length
      ? db
          .select({ by: w.referredBy, email: w.email, at: w.createdAt, state: w.referralState })
          .from(w)
          .where(inArray(w.referredBy, ids))
          .orderBy(asc(w.createdAt))
      : [],
    db.select().from(users).where(sameAddress(users.email, email)),
    db
      .select()
      .from(invitations)
      .where(
        or(
          sameAddress(invitations.email, email),
          ids.length ? inArray(invitations.waitlistEntryId, ids) : undefined,
        ),
      )
      .orderBy(asc(invitations.createdAt)),
    db
      .select()
      .from(contactSubmissions)
      .where(sameAddress(contactSubmissions.email, email))
      .orderBy(asc(contactSubmissions.createdAt)),
    db
      .select({
        kind: outbox.kind,
        to: outbox.to,
        subject: outbox.subject,
        language: outbox.language,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(sameAddress(outbox.to, email))
      .orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(suppressedAddresses)
      .where(eq(suppressedAddresses.keyHash, suppressionKey(email))),
  ]);
  const referrerEmail = new Map(referrers.map((r) => [r.id, maskedEmail(r.email)]));
  return {
    address: email,
    exportedAt: iso(now),
    waitlist: entries.map((e) => ({
      email: e.email,
      joinedAt: iso(e.createdAt),
      language: e.language,
      source: e.source,
      status: e.status,
      confirmedAt: isoOrNull(e.confirmedAt),
      invitedAt: isoOrNull(e.sentAt),
      consent: e.consent ?? null,
      interests: e.interests,
      notes: e.notes,
      device: e.device,
      channel: e.channel,
      country: e.country,
      landingPage: e.landingPage,
      referralCode: e.referralCode,
      referredBy: e.referredBy ? (referrerEmail.get(e.referredBy) ?? null) : null,
      referralState: e.referralState,
      referralCount: e.referralCount,
      referrals: referred
        .filter((r) => r.by === e.id)
        .map((r) => ({ email: maskedEmail(r.email), joinedAt: iso(r.at), state: r.state })),
    })),
    accounts: accounts.map((u) => ({
      name: u.name,
      email: u.email,
      role: u.role,
      status: u.status,
      language: u.language,
      interests: u.interests,
      notes: u.notes,
      joinedAt: iso(u.joinedAt),
      lastActiveAt: isoOrNull(u.lastActiveAt),
    })),
    invitations: invited.map((i) => ({
      email: i.email,
      createdAt: iso(i.createdAt),
      expiresAt: iso(i.expiresAt),
      usedAt: isoOrNull(i.usedAt),
      revokedAt: isoOrNull(i.revokedAt),
    })),
    contactMessages: messages.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      language: m.language,
      sentAt: iso(m.createdAt),
      reply: m.reply,
      repliedAt: isoOrNull(m.repliedAt),
    })),
    emails: emails.map((e) => ({
      ...e,
      createdAt: iso(e.createdAt),
      sentAt: isoOrNull(e.sentAt),
    })),
    suppression: suppressed[0]
      ? {
          reason: suppressed[0].reason,
          source: suppressed[0].source,
          since: iso(suppressed[0].createdAt),
        }
      : null,
  };
}

/**
 * Erases what is kept about an address, in one transaction: its waitlist entries (the credit a
 * referral of theirs gave is taken back; the people they referred keep their places), its
 * invitations and registration links, its account, its contact messages, every email queued to
 * it and the webhook deliveries that name it. Only the hash of the address stays, on the
 * suppression list (reason `erased`), so it is never mailed again. An administrator's erasure is
 * recorded (`personalData.erase`) with how many of each were erased; the person's own is not.
 */
export async function erasePersonalData(
  db: Database,
  email: string,
  by: { source: "page" } | { source: "admin"; audit: AuditTrail },
  now: Date,
) {
  const { source } = by;
  const counts = await db.transaction(async (tx) => {
    const entries = await entriesOf(tx, email).for("update");
    const ids = entries.map((e) => e.id);
    const addresses = [...new Set([email, ...entries.map((e) => e.email)])];
    const anyOf = (column: Column | SQL) => or(...addresses.map((a) => sameAddress(column, a)))!;
    await takeBackReferrals(tx, ids);
    const removedInvitations = await tx
      .delete(invitations)
      .where(
        or(
          anyOf(invitations.email),
          ids.length ? inArray(invitations.waitlistEntryId, ids) : undefined,
        ),
      )
      .returning({ id: invitations.id });
    const removedEntries = ids.length
      ? await tx.delete(w).where(inArray(w.id, ids)).returning({ id: w.id })
      : [];
    const removedAccounts = await tx
      .delete(users)
      .where(anyOf(users.email))
      .returning({ id: users.id });
    const removedMessages = await tx
      .delete(contactSubmissions)
      .where(anyOf(contactSubmissions.email))
      .returning({ id: contactSubmissions.id });
    const removedEmails = await tx
      .delete(outbox)
      .where(anyOf(outbox.to))
      .returning({ id: outbox.id });
    // Their links (confirmation, status, registration) act on rows that are gone: drop them too.
    const subjects = [...ids, ...removedInvitations.map((i) => i.id)];
    if (subjects.length) await tx.delete(linkTokens).where(inArray(linkTokens.subjectId, subjects));
    await tx
      .delete(webhookDeliveries)
      .where(anyOf(sql`${webhookDeliveries.payload} -> 'data' ->> 'email'`));
    const found =
      removedEntries.length +
      removedAccounts.length +
      removedMessages.length +
      removedEmails.length +
      removedInvitations.length;
    // Nothing kept: an administrator's request changes nothing (the answer says so).
    if (found === 0 && source === "admin") return null;
    for (const address of addresses) await suppress(tx, address, "erased", source, now);
    const erased = {
      waitlistEntries: removedEntries.length,
      accounts: removedAccounts.length,
      invitations: removedInvitations.length,
      contactMessages: removedMessages.length,
      emails: removedEmails.length,
    };
    if (by.source === "admin") {
      const changes = Object.fromEntries(
        Object.entries(erased)
          .filter(([, count]) => count > 0)
          .map(([kind, count]) => [kind, { before: count, after: 0 }]),
      );
      await by.audit.record(tx, {
        action: "personalData.erase",
        target: personTarget(email),
        changes,
      });
    }
    return erased;
  });
  if (!counts) throw appError("NOT_FOUND", "privacy.nothingFound");
  if (counts.waitlistEntries > 0) invalidateWaitlistStats(db);
  return counts;
}

/** The person's own data, by their status link. */
export async function personalDataOfStatusToken(db: Database, token: string, now: Date) {
  const entry = await entryOfStatusToken(db, token);
  return personalData(db, entry.email, now);
}

/** The person's erasure, by their status link (their click on the page's button). */
export async function eraseByStatusToken(db: Database, token: string, now: Date) {
  const entry = await entryOfStatusToken(db, token);
  await erasePersonalData(db, entry.email, { source: "page" }, now);
  return said("privacy.erased");
}
