// The waves' release round (docs/email-delivery.md, "Invitation waves"): as many waiting members
// as the pace allows are invited, oldest wave first, in each wave's order; a wave whose bounces or
// complaints pass their threshold pauses itself first. One round at a time in the whole cluster
// (a transaction-scoped advisory lock), run each minute by the job runner and at once when a wave
// is made.
import {
  invitationWaveMembers,
  invitationWaves,
  waitlistEntries,
  type Database,
  type InvitationWave,
  type WavePauseReason,
} from "@bayan/db";
import { and, asc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../invitation-state.js";
import type { ScheduledJob } from "../jobs.js";
import { suppressionsOf } from "../email/suppression.js";
import { uuidCase } from "../uuid-case.js";
import { inviteColumns, inviteRows, recentlyInvitedIds } from "./invite.js";
import { WAVE_BOUNCE_LIMIT, WAVE_COMPLAINT_LIMIT, WAVE_MIN_SENDS } from "../../rules/waves.js";
import { readWaitlistSettings } from "./settings.js";
import { invalidateWaitlistStats } from "./stats.js";
import { paceNow, type Pace } from "./wave-pace.js";
import { waveCounts, type WaveCounts } from "./wave-stats.js";

const m = invitationWaveMembers;
const w = invitationWaves;

/** The advisory lock held by a release round (any number unique to it). */
const RELEASE_LOCK = 4_250_025;
/** Members looked at per statement. */
const SLICE = 1_000;

/** The threshold a wave's counts pass, if any: complaints first (the graver sign). */
export function passedThreshold(counts: WaveCounts): WavePauseReason | null {
  if (counts.sent < WAVE_MIN_SENDS) return null;
  if (counts.complained / counts.sent > WAVE_COMPLAINT_LIMIT) return "complaints";
  if (counts.bounced / counts.sent > WAVE_BOUNCE_LIMIT) return "bounces";
  return null;
}

/** Pauses the running waves past a threshold (rates since a resume); answers their ids. */
async function pauseOverThreshold(
  tx: DbOrTx,
  running: readonly InvitationWave[],
  now: Date,
): Promise<Set<string>> {
  const paused = new Set<string>();
  const fresh = running.filter((wave) => !wave.resumedAt).map((wave) => wave.id);
  const counts = await waveCounts(tx, fresh);
  for (const wave of running.filter((r) => r.resumedAt)) {
    counts.set(wave.id, (await waveCounts(tx, [wave.id], wave.resumedAt!)).get(wave.id)!);
  }
  for (const [id, c] of counts) {
    const reason = passedThreshold(c);
    if (!reason) continue;
    await tx
      .update(w)
      .set({ status: "paused", pausedReason: reason, pausedAt: now, updatedAt: now })
      .where(eq(w.id, id));
    paused.add(id);
  }
  return paused;
}

export interface ReleaseRound {
  /** Invitations queued in this round, by wave. */
  emailIds: Map<string, string[]>;
  released: number;
  skipped: number;
  /** Waves paused by a threshold, and waves finished, in this round. */
  paused: string[];
  finished: string[];
  pace: Pace | null;
}

/**
 * Invites the next waiting members of the running waves (the oldest wave first, each in its
 * order) up to what the pace allows now. A member whose entry has meanwhile registered, was
 * invited within the repeat window, or whose address is suppressed is let go without an email
 * (`skipped`, not counted against the pace). Waves left with nobody waiting are done.
 */
export async function releaseWaves(
  db: Database,
  siteUrl: string,
  now: Date,
): Promise<ReleaseRound> {
  const round = await db.transaction(async (tx) => {
    const result: ReleaseRound = {
      emailIds: new Map(),
      released: 0,
      skipped: 0,
      paused: [],
      finished: [],
      pace: null,
    };
    await tx.execute(sql`select pg_advisory_xact_lock(${RELEASE_LOCK})`);
    const running = await tx
      .select()
      .from(w)
      .where(eq(w.status, "running"))
      .orderBy(asc(w.createdAt), asc(w.id));
    if (running.length === 0) return result;
    const paused = await pauseOverThreshold(tx, running, now);
    result.paused = [...paused];
    const active = running.filter((wave) => !paused.has(wave.id)).map((wave) => wave.id);
    if (active.length === 0) return result;

    const pace = await paceNow(tx, await readWaitlistSettings(tx), now);
    result.pace = pace;
    let budget = pace.available;
    while (budget > 0) {
      const next = await tx
        .select({ waveId: m.waveId, entryId: m.entryId })
        .from(m)
        .innerJoin(w, eq(w.id, m.waveId))
        .where(and(inArray(m.waveId, active), isNull(m.releasedAt)))
        .orderBy(asc(w.createdAt), asc(w.id), asc(m.position))
        .limit(Math.min(budget, SLICE));
      if (next.length === 0) break;
      const rows = await tx
        .select({ ...inviteColumns, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(
          inArray(
            waitlistEntries.id,
            next.map((n) => n.entryId),
          ),
        )
        .orderBy(asc(waitlistEntries.id))
        .for("update");
      const recent = await recentlyInvitedIds(tx, rows, now);
      const suppressed = await suppressionsOf(
        tx,
        rows.map((r) => r.email),
      );
      const due = rows.filter(
        (r) => r.status !== "registered" && !recent.has(r.id) && !suppressed.has(r.email),
      );
      const emailIds = await inviteRows(tx, due, siteUrl, now);
      const emailOf = new Map(due.map((r, i) => [r.id, emailIds[i]!]));
      const email = uuidCase(
        m.entryId,
        due.map((r, i) => [r.id, emailIds[i]!] as const),
      );
      await tx
        .update(m)
        .set({ releasedAt: now, emailId: email, skipped: sql`${email} is null` })
        .where(
          and(
            inArray(
              m.entryId,
              next.map((n) => n.entryId),
            ),
            isNull(m.releasedAt),
          ),
        );
      for (const member of next) {
        const emailId = emailOf.get(member.entryId);
        if (!emailId) {
          result.skipped += 1;
          continue;
        }
        const list = result.emailIds.get(member.waveId) ?? [];
        list.push(emailId);
        result.emailIds.set(member.waveId, list);
      }
      result.released += due.length;
      budget -= due.length;
    }

    const finished = await tx
      .update(w)
      .set({ status: "done", finishedAt: now, updatedAt: now })
      .where(
        and(
          inArray(w.id, active),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(m)
              .where(and(eq(m.waveId, w.id), isNull(m.releasedAt))),
          ),
        ),
      )
      .returning({ id: w.id });
    result.finished = finished.map((f) => f.id);
    return result;
  });
  if (round.released > 0) invalidateWaitlistStats(db);
  return round;
}

/** Each minute: a release round (the sender then delivers the queued invitations). */
export const waveJobs = (siteUrl: string): ScheduledJob[] => [
  {
    name: "invitation-waves",
    intervalMs: 60_000,
    run: (db, now) => releaseWaves(db, siteUrl, now),
  },
];
