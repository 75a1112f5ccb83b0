// Referral credit (docs/waitlist-growth.md): a referral counts once the referred person confirms,
// unless their join met a fraud rule (then it waits for the administrator's review); it is taken
// back when that entry is deleted, says "This wasn't me", or is rejected. The referrer's
// `referralCount` is kept by these transactions, so positions never count referrals per request.
import { waitlistEntries, type Database, type WaitlistEntry } from "@bayan/db";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { said } from "../../rules/messages.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import type { DbOrTx } from "../invitation-state.js";
import { distinctIds, isUuid } from "../pagination.js";
import { entryTarget } from "./entry-target.js";
import { invalidateWaitlistStats } from "./stats.js";

const w = waitlistEntries;

/** Adds `delta` to each referrer's credited referrals ({referrerId: delta}). */
async function addCredit(tx: DbOrTx, deltas: Map<string, number>) {
  for (const [referrer, delta] of deltas) {
    await tx
      .update(w)
      .set({ referralCount: sql`greatest(0, ${w.referralCount} + ${delta}::int)` })
      .where(eq(w.id, referrer));
  }
}

/**
 * At confirmation: a pending referral becomes counted (the referrer credited) or, when the join
 * met a fraud rule, suspect (no credit; into the review queue).
 */
export async function creditReferral(
  tx: DbOrTx,
  entry: Pick<WaitlistEntry, "id" | "referredBy" | "referralState" | "flags">,
) {
  if (!entry.referredBy || entry.referralState !== "pending") return;
  const suspect = entry.flags.length > 0;
  await tx
    .update(w)
    .set({ referralState: suspect ? "suspect" : "counted" })
    .where(eq(w.id, entry.id));
  if (!suspect) await addCredit(tx, new Map([[entry.referredBy, 1]]));
}

/**
 * Before entries are deleted: the credit their counted referrals gave is taken back. Call in the
 * deleting transaction.
 */
export async function takeBackReferrals(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  const counted = await tx
    .select({ referredBy: w.referredBy })
    .from(w)
    .where(and(inArray(w.id, [...ids]), eq(w.referralState, "counted")));
  const deltas = new Map<string, number>();
  for (const { referredBy } of counted) {
    if (referredBy) deltas.set(referredBy, (deltas.get(referredBy) ?? 0) - 1);
  }
  await addCredit(tx, deltas);
}

/**
 * The administrator's decision on referrals in the review queue (the referred entries' ids):
 * approve counts a suspect referral; reject takes a referral's credit back (a counted one too, when
 * judged fraud later) and keeps the join. Other ids are skipped. Answers how many changed.
 * Recorded (`waitlist.review`) once per entry changed, with its referral state before and after.
 */
export async function reviewReferrals(
  db: Database,
  ids: readonly string[],
  decision: "approve" | "reject",
  audit: AuditTrail,
) {
  const wanted = distinctIds(ids).filter(isUuid);
  const changed = await db.transaction(async (tx) => {
    if (wanted.length === 0) return 0;
    const from = decision === "approve" ? ["suspect"] : ["suspect", "counted", "pending"];
    const rows = await tx
      .select({ id: w.id, email: w.email, referredBy: w.referredBy, state: w.referralState })
      .from(w)
      .where(and(inArray(w.id, wanted), inArray(w.referralState, from as ["suspect"])))
      .orderBy(w.id)
      .for("update");
    if (rows.length === 0) return 0;
    const after = decision === "approve" ? "counted" : "rejected";
    await tx
      .update(w)
      .set({ referralState: after })
      .where(
        inArray(
          w.id,
          rows.map((r) => r.id),
        ),
      );
    const deltas = new Map<string, number>();
    for (const row of rows) {
      if (!row.referredBy) continue;
      const delta = decision === "approve" ? 1 : row.state === "counted" ? -1 : 0;
      if (delta !== 0) deltas.set(row.referredBy, (deltas.get(row.referredBy) ?? 0) + delta);
    }
    await addCredit(tx, deltas);
    await audit.record(
      tx,
      rows.map((row) => ({
        action: "waitlist.review" as const,
        target: entryTarget(row),
        changes: auditChanges({ referralState: row.state }, { referralState: after }, [
          "referralState",
        ]),
      })),
    );
    return rows.length;
  });
  if (changed > 0) invalidateWaitlistStats(db);
  else audit.nothingChanged();
  const key = decision === "approve" ? "waitlist.referralsApproved" : "waitlist.referralsRejected";
  return { changed, ...said(key, { count: changed }) };
}

/** The entries with the most credited referrals (the dashboard's panel, the leaderboard). */
export async function topReferrers(db: DbOrTx, limit = 10) {
  const rows = await db
    .select({ id: w.id, email: w.email, referrals: w.referralCount })
    .from(w)
    .where(gt(w.referralCount, 0))
    .orderBy(desc(w.referralCount), w.createdAt)
    .limit(limit);
  return rows;
}
