// Material changes to the policies told before they take effect (docs/policy-versions.md): for a
// version published as material with a later effective day, an email in that version's language
// to each confirmed waitlist member and active user who reads in it (suppressed addresses never),
// queued a batch per run by a job, which then marks the version notified.
import {
  policyVersions,
  users,
  waitlistEntries,
  type Database,
  type PolicyVersion,
} from "@bayan/db";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { readSetting, writeSetting } from "./app-settings.js";
import { emailKey } from "../rules/email-key.js";
import { enqueueEmails } from "./email/outbox/queue.js";
import { suppressionsOf } from "./email/suppression.js";
import { policyChangeEmail } from "./email/templates.js";
import type { ScheduledJob } from "./jobs.js";

/** People told per run: one run stays short; the next one goes on where it stopped. */
const BATCH = 2_000;

/** Where a version's notices have got to: the last address queued, in lower case. */
const cursorKey = (version: PolicyVersion) => `policy_notice_cursor:${version.id}`;

/** The document's public versions page. */
const versionsUrl = (siteUrl: string, version: PolicyVersion) =>
  `${siteUrl.replace(/\/$/, "")}/${version.document === "privacy" ? "privacy" : "terms"}/versions`;

/**
 * Everyone to tell about a version, after `after` (a normalized address) in order of it: confirmed
 * waitlist entries and active users reading in the version's language, one per address.
 */
async function recipients(db: Database, version: PolicyVersion, after: string, limit: number) {
  const [waiting, registered] = await Promise.all([
    db
      .select({ email: waitlistEntries.email })
      .from(waitlistEntries)
      .where(
        and(
          isNotNull(waitlistEntries.confirmedAt),
          isNull(waitlistEntries.duplicateOf),
          eq(waitlistEntries.language, version.language),
          gt(sql`lower(${waitlistEntries.email})`, after),
        ),
      )
      .orderBy(sql`lower(${waitlistEntries.email})`)
      .limit(limit),
    db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.status, "active"),
          eq(users.language, version.language),
          gt(sql`lower(${users.email})`, after),
        ),
      )
      .orderBy(sql`lower(${users.email})`)
      .limit(limit),
  ]);
  // The first `limit` of both lists together, in lower-case order; one email per person (an
  // address on both lists, or spelt two ways, is told once within a batch).
  const merged = [...waiting, ...registered]
    .map((row) => ({ email: row.email, order: row.email.toLowerCase() }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .slice(0, limit);
  const seen = new Set<string>();
  return merged.map((row) => {
    const key = emailKey(row.email);
    const first = !seen.has(key);
    seen.add(key);
    return { ...row, send: first };
  });
}

/**
 * One run: the oldest material version still to be told (published, its day still ahead), a batch
 * of its people queued; once none are left the version is marked notified. Answers how many.
 */
export async function sendPolicyNotices(db: Database, now: Date, siteUrl: string) {
  const today = now.toISOString().slice(0, 10);
  const [version] = await db
    .select()
    .from(policyVersions)
    .where(
      and(
        eq(policyVersions.material, true),
        isNull(policyVersions.notifiedAt),
        gt(policyVersions.effectiveOn, today),
      ),
    )
    .orderBy(asc(policyVersions.publishedAt))
    .limit(1);
  if (!version) return { queued: 0 };
  const after = (await readSetting(db, cursorKey(version))) ?? "";
  const batch = await recipients(db, version, after, BATCH);
  const suppressed = await suppressionsOf(
    db,
    batch.map((row) => row.email),
  );
  const email = policyChangeEmail(version.language, {
    document: version.document,
    effectiveOn: version.effectiveOn,
    summary: version.language === "ar" ? version.summaryAr : version.summaryEn,
    versionsUrl: versionsUrl(siteUrl, version),
  });
  const to = batch.filter((row) => row.send && !suppressed.has(row.email));
  await db.transaction(async (tx) => {
    await enqueueEmails(
      tx,
      to.map((row) => ({ to: row.email, kind: "policy-change", email, at: now })),
    );
    if (batch.length < BATCH) {
      await tx
        .update(policyVersions)
        .set({ notifiedAt: now })
        .where(eq(policyVersions.id, version.id));
    } else {
      await writeSetting(tx, cursorKey(version), batch.at(-1)!.order);
    }
  });
  return { queued: to.length, version: version.id };
}

/** Every 10 minutes: the next batch of policy-change notices. */
export const policyJobs = (siteUrl: string): ScheduledJob[] => [
  {
    name: "policy-change-notices",
    intervalMs: 10 * 60_000,
    run: (db, now) => sendPolicyNotices(db, now, siteUrl),
  },
];
