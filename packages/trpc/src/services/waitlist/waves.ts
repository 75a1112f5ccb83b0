// Invitation waves (docs/email-delivery.md, "Invitation waves"): "invite next N" and bulk
// invitations make a wave whose members are invited at the sending pace (wave-release.ts). Here:
// making one, reading them with their counts, and the administrator's pause, resume and cancel.
import {
  invitationWaveMembers,
  invitationWaves,
  type Database,
  type InvitationWave,
} from "@bayan/db";
import { and, desc, eq, inArray, isNull, notExists, sql, type Column } from "drizzle-orm";
import { appError } from "../../errors.js";
import { said } from "../../rules/messages.js";
import type { AuditAction } from "../../rules/audit-actions.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import type { DbOrTx } from "../invitation-state.js";
import { isUuid } from "../pagination.js";
import { suppressionKey } from "../email/suppression.js";
import { readWaitlistSettings } from "./settings.js";
import { paceNow } from "./wave-pace.js";
import { waveCounts, type WaveCounts } from "./wave-stats.js";

const m = invitationWaveMembers;
const w = invitationWaves;

/** How a wave was made: the queue's next entries, or entries the administrator chose. */
export type WaveOrigin = "next" | "chosen";

/** Waves the screen lists: the most recent. */
export const WAVES_LISTED = 20;

/** Whether the entry (a column holding its id) is not waiting in any wave. */
export const notWaitingInWave = (entryId: Column) =>
  notExists(sql`(select 1 from ${m} where ${m.entryId} = ${entryId} and ${m.releasedAt} is null)`);

/** Which of these entries wait in a wave. */
export async function waitingInWave(db: DbOrTx, entryIds: readonly string[]) {
  if (entryIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: m.entryId })
    .from(m)
    .where(and(inArray(m.entryId, [...entryIds]), isNull(m.releasedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * A running wave of these entries, invited in the order given; none when there are none. The
 * caller has locked the entries and checked none waits in another wave.
 */
export async function createWave(
  tx: DbOrTx,
  entries: ReadonlyArray<{ id: string; email: string }>,
  origin: WaveOrigin,
  now: Date,
): Promise<InvitationWave | null> {
  if (entries.length === 0) return null;
  const [wave] = await tx.insert(w).values({ origin, createdAt: now, updatedAt: now }).returning();
  // In slices: one statement's parameters are limited (65,535 in PostgreSQL).
  for (let i = 0; i < entries.length; i += 5_000) {
    await tx.insert(m).values(
      entries.slice(i, i + 5_000).map((entry, j) => ({
        waveId: wave!.id,
        entryId: entry.id,
        position: i + j,
        keyHash: suppressionKey(entry.email),
      })),
    );
  }
  return wave!;
}

/** A wave as the audit log's target (its id; how it was made is in `waves.create`'s changes). */
const waveTarget = (wave: Pick<InvitationWave, "id">) => ({ type: "wave", id: wave.id });

/**
 * Records a wave just made (`waves.create`): how it was made and its number of members, not one
 * row per member. No wave (nobody to invite): nothing changed.
 */
export async function recordWaveCreated(
  tx: DbOrTx,
  wave: InvitationWave | null,
  members: number,
  audit: AuditTrail,
) {
  if (!wave) return audit.nothingChanged();
  await audit.record(tx, {
    action: "waves.create",
    target: waveTarget(wave),
    changes: auditChanges(null, { origin: wave.origin, members }, ["origin", "members"]),
  });
}

export interface WaveDto extends WaveCounts {
  id: string;
  origin: string;
  status: InvitationWave["status"];
  pausedReason: InvitationWave["pausedReason"];
  /** Every member the wave was made with (those given back when cancelled too). */
  members: number;
  returned: number;
  createdAt: string;
  pausedAt: string | null;
  finishedAt: string | null;
}

function toWaveDto(row: InvitationWave, counts: WaveCounts): WaveDto {
  return {
    id: row.id,
    origin: row.origin,
    status: row.status,
    pausedReason: row.pausedReason,
    ...counts,
    members: counts.queued + counts.released + counts.skipped + row.returned,
    returned: row.returned,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The most recent waves with their counts, and the pace now (today's and this hour's allowance). */
export async function listWaves(db: Database, now: Date) {
  const rows = await db.select().from(w).orderBy(desc(w.createdAt), desc(w.id)).limit(WAVES_LISTED);
  const counts = await waveCounts(
    db,
    rows.map((r) => r.id),
  );
  const pace = await paceNow(db, await readWaitlistSettings(db), now);
  return { waves: rows.map((row) => toWaveDto(row, counts.get(row.id)!)), pace };
}

/** One wave with its counts. */
export async function getWave(db: DbOrTx, id: string): Promise<WaveDto> {
  const row = isUuid(id) ? (await db.select().from(w).where(eq(w.id, id)))[0] : undefined;
  if (!row) throw appError("NOT_FOUND", "waitlist.waveNotFound");
  return toWaveDto(row, (await waveCounts(db, [id])).get(id)!);
}

/**
 * Changes a wave's state: `change` runs in a transaction with the wave locked (404 when unknown)
 * and answers what the change came to; recorded as `action` with the wave's status and `returned`
 * before and after. Then the wave is read again with its counts.
 */
async function changeWave<T>(
  db: Database,
  id: string,
  action: AuditAction,
  audit: AuditTrail,
  change: (tx: DbOrTx, wave: InvitationWave) => Promise<T>,
): Promise<{ wave: WaveDto; outcome: T }> {
  if (!isUuid(id)) throw appError("NOT_FOUND", "waitlist.waveNotFound");
  const outcome = await db.transaction(async (tx) => {
    const [wave] = await tx.select().from(w).where(eq(w.id, id)).for("update");
    if (!wave) throw appError("NOT_FOUND", "waitlist.waveNotFound");
    const outcome = await change(tx, wave);
    const [after] = await tx.select().from(w).where(eq(w.id, id));
    await audit.record(tx, {
      action,
      target: waveTarget(wave),
      changes: auditChanges(wave, after!, ["status", "returned"]),
    });
    return outcome;
  });
  return { wave: await getWave(db, id), outcome };
}

/** Pauses a running wave (the administrator's button): nothing more goes until it is resumed. */
export async function pauseWave(db: Database, id: string, now: Date, audit: AuditTrail) {
  const { wave } = await changeWave(db, id, "waves.pause", audit, async (tx, current) => {
    if (current.status !== "running") throw appError("CONFLICT", "waitlist.waveNotRunning");
    await tx
      .update(w)
      .set({ status: "paused", pausedReason: "manual", pausedAt: now, updatedAt: now })
      .where(eq(w.id, id));
  });
  return { wave, ...said("waitlist.wavePaused") };
}

/**
 * Resumes a paused wave. One that paused itself on a rate counts its rates again from now (the
 * administrator has looked into the cause), so the sends before do not pause it again at once.
 */
export async function resumeWave(db: Database, id: string, now: Date, audit: AuditTrail) {
  const { wave } = await changeWave(db, id, "waves.resume", audit, async (tx, current) => {
    if (current.status !== "paused") throw appError("CONFLICT", "waitlist.waveNotPaused");
    await tx
      .update(w)
      .set({
        status: "running",
        pausedReason: null,
        pausedAt: null,
        resumedAt: current.pausedReason === "manual" ? current.resumedAt : now,
        updatedAt: now,
      })
      .where(eq(w.id, id));
  });
  return { wave, ...said("waitlist.waveResumed") };
}

/**
 * Cancels a running or paused wave: the members not yet invited go back to the queue (counted as
 * `returned`); the invitations already sent stay valid.
 */
export async function cancelWave(db: Database, id: string, now: Date, audit: AuditTrail) {
  const { wave, outcome: returned } = await changeWave(
    db,
    id,
    "waves.cancel",
    audit,
    async (tx, current) => {
      if (current.status === "cancelled" || current.status === "done") {
        throw appError("CONFLICT", "waitlist.waveFinished");
      }
      const removed = await tx
        .delete(m)
        .where(and(eq(m.waveId, id), isNull(m.releasedAt)))
        .returning({ id: m.entryId });
      await tx
        .update(w)
        .set({
          status: "cancelled",
          returned: removed.length,
          finishedAt: now,
          updatedAt: now,
        })
        .where(eq(w.id, id));
      return removed.length;
    },
  );
  return { wave, ...said("waitlist.waveCancelled", { count: returned }) };
}
