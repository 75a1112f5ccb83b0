// The admin's changes to entries: a status or notes edited, one entry deleted or the chosen ones
// in bulk (each deletion taking back the referral credit it brought), every change in the audit log.
import { waitlistEntries, type Database, type WaitlistEntry } from "@bayan/db";
import { eq, inArray } from "drizzle-orm";
import { appError } from "../../errors.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import type { DbOrTx } from "../invitation-state.js";
import { distinctIds, isUuid } from "../pagination.js";
import { entryTarget } from "./entry-target.js";
import { entryExtras, findEntry, toWaitlistDto } from "./list.js";
import { takeBackReferrals } from "./referrals.js";
import { invalidateWaitlistStats } from "./stats.js";

/** Changes the entry's status or notes; recorded with what changed (notes by their length). */
export async function updateWaitlistEntry(
  db: Database,
  input: { id: string; status?: WaitlistEntry["status"]; notes?: string | null },
  audit: AuditTrail,
) {
  const { invitation } = await findEntry(db, input.id);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, input.id))
      .for("update");
    if (!before) throw appError("NOT_FOUND", "waitlist.entryNotFound");
    const [after] = await tx
      .update(waitlistEntries)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      })
      .where(eq(waitlistEntries.id, input.id))
      .returning();
    const changes = auditChanges(before, after!, ["status", "notes"], ["notes"]);
    if (changes) {
      await audit.record(tx, { action: "waitlist.update", target: entryTarget(before), changes });
    } else {
      audit.nothingChanged();
    }
    return after!;
  });
  invalidateWaitlistStats(db);
  return toWaitlistDto(row, invitation, await entryExtras(db, row));
}

/**
 * Deletes the entry; a referral it brought is taken back from its referrer in the same
 * transaction (docs/waitlist-growth.md: credit lasts as long as the referred entry).
 */
export async function deleteWaitlistEntry(db: Database, id: string, audit: AuditTrail) {
  await findEntry(db, id);
  await db.transaction(async (tx) => {
    await takeBackReferrals(tx, [id]);
    const deleted = await tx
      .delete(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .returning(deletedColumns);
    await recordDeleted(tx, deleted, audit);
  });
  invalidateWaitlistStats(db);
  return { id };
}

const deletedColumns = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  status: waitlistEntries.status,
};

/** One `waitlist.delete` row per entry deleted, with the status it had; none: nothing changed. */
async function recordDeleted(
  tx: DbOrTx,
  deleted: ReadonlyArray<Pick<WaitlistEntry, "id" | "email" | "status">>,
  audit: AuditTrail,
) {
  if (deleted.length === 0) return audit.nothingChanged();
  await audit.record(
    tx,
    deleted.map((entry) => ({
      action: "waitlist.delete" as const,
      target: entryTarget(entry),
      changes: auditChanges(entry, null, ["status"]),
    })),
  );
}

/** Deletes the chosen entries, taking back their referrals' credit; unknown ids are ignored. */
export async function deleteWaitlistEntries(
  db: Database,
  ids: readonly string[],
  audit: AuditTrail,
) {
  const wanted = distinctIds(ids).filter(isUuid);
  if (wanted.length === 0) {
    audit.nothingChanged();
    return { deleted: 0 };
  }
  const deleted = await db.transaction(async (tx) => {
    await takeBackReferrals(tx, wanted);
    const rows = await tx
      .delete(waitlistEntries)
      .where(inArray(waitlistEntries.id, wanted))
      .returning(deletedColumns);
    await recordDeleted(tx, rows, audit);
    return rows;
  });
  if (deleted.length > 0) invalidateWaitlistStats(db);
  return { deleted: deleted.length };
}
