// The waitlist's scheduled jobs (docs/waitlist-growth.md): one reminder to confirm after the
// settings' hours, and unconfirmed entries removed after the settings' days.
import { waitlistEntries, type Database } from "@bayan/db";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { remindInvitations } from "../invitation-reminders.js";
import type { ScheduledJob } from "../jobs.js";
import { waveJobs } from "./wave-release.js";
import { queueConfirmation } from "./confirm.js";
import { readWaitlistSettings } from "./settings.js";
import { invalidateWaitlistStats } from "./stats.js";

const w = waitlistEntries;
/** Entries handled per run, so one run stays short; the next run takes the rest. */
const BATCH = 500;

/** Queues the one reminder to entries unconfirmed after `reminderAfterHours`; answers how many. */
export async function remindUnconfirmed(db: Database, now: Date, siteUrl: string) {
  const { reminderAfterHours } = await readWaitlistSettings(db);
  const before = new Date(now.getTime() - reminderAfterHours * 3_600_000);
  const reminded = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: w.id, email: w.email, language: w.language })
      .from(w)
      .where(
        and(
          isNull(w.confirmedAt),
          isNull(w.remindedAt),
          isNull(w.duplicateOf),
          eq(w.status, "pending"),
          lt(w.createdAt, before),
        ),
      )
      .orderBy(asc(w.createdAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of rows) {
      await queueConfirmation(tx, row, siteUrl, now, true);
      await tx.update(w).set({ remindedAt: now }).where(eq(w.id, row.id));
    }
    return rows.length;
  });
  return { reminded };
}

/** Removes entries still unconfirmed after `unconfirmedKeepDays`; answers how many. */
export async function removeUnconfirmed(db: Database, now: Date) {
  const { unconfirmedKeepDays } = await readWaitlistSettings(db);
  const before = new Date(now.getTime() - unconfirmedKeepDays * 86_400_000);
  const removed = await db
    .delete(w)
    .where(and(isNull(w.confirmedAt), eq(w.status, "pending"), lt(w.createdAt, before)))
    .returning({ id: w.id });
  if (removed.length > 0) invalidateWaitlistStats(db);
  return { removed: removed.length };
}

/**
 * Every hour: reminders to confirm, the removal of expired unconfirmed entries, and the one
 * reminder to register; every minute, the invitation waves' release round.
 */
export const waitlistJobs = (siteUrl: string): ScheduledJob[] => [
  {
    name: "waitlist-confirm-reminders",
    intervalMs: 3_600_000,
    run: (db, now) => remindUnconfirmed(db, now, siteUrl),
  },
  { name: "waitlist-unconfirmed-expiry", intervalMs: 3_600_000, run: removeUnconfirmed },
  {
    name: "invitation-reminders",
    intervalMs: 3_600_000,
    run: (db, now) => remindInvitations(db, now, siteUrl),
  },
  ...waveJobs(siteUrl),
];
