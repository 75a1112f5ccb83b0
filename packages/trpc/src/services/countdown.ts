import { launchCountdown, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import { FALLBACK_COUNTDOWN_DAYS, timeRemaining, type Countdown } from "../schemas/system.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { ShortCache } from "./short-cache.js";

export const DEFAULT_COUNTDOWN = {
  title: "Platform launch",
  description: "Our English platform for Arabic speakers opens to early-access members first.",
};

/**
 * Stores the default countdown (57 days ahead) when none exists yet. Safe to call on every
 * start and from several processes at once.
 */
export async function ensureCountdown(db: Database, now: Date): Promise<void> {
  await db
    .insert(launchCountdown)
    .values({
      id: 1,
      targetDate: new Date(now.getTime() + FALLBACK_COUNTDOWN_DAYS * 86_400_000),
      ...DEFAULT_COUNTDOWN,
    })
    .onConflictDoNothing({ target: launchCountdown.id });
}

/** The stored row, read at most once a second per process (every visitor asks for it). */
const rowCache = new ShortCache(1000, async (db) => {
  const [row] = await db.select().from(launchCountdown).where(eq(launchCountdown.id, 1));
  return row;
});

/** The stored countdown with the time left from `now`. */
export async function getCountdown(db: Database, now: Date): Promise<Countdown> {
  let row = await rowCache.get(db);
  if (!row) {
    await ensureCountdown(db, now);
    rowCache.invalidate(db);
    row = await rowCache.get(db);
  }
  if (!row) throw new Error("The launch countdown row could not be created");
  const remaining = timeRemaining(row.targetDate, now);
  return {
    targetDate: row.targetDate.toISOString(),
    title: row.title,
    description: row.description,
    isCompleted: remaining.totalSeconds === 0,
    timeRemaining: remaining,
  };
}

type CountdownValues = { targetDate: Date; title: string; description: string };

/** What changed of the countdown: the launch date, the title, the description as its length. */
function countdownChanges(before: CountdownValues | undefined, after: CountdownValues) {
  const view = (row: CountdownValues | undefined) =>
    row && { ...row, targetDate: row.targetDate.toISOString() };
  const changes = auditChanges(view(before) ?? null, view(after)!, [
    "targetDate",
    "title",
    "description",
  ]);
  const length = (row: CountdownValues | undefined) =>
    row ? `(${row.description.length} characters)` : null;
  if (changes?.description) changes.description = { before: length(before), after: length(after) };
  return changes;
}

/** Sets the countdown; recorded with what changed (a save that changes nothing is not). */
export async function updateCountdown(
  db: Database,
  input: { targetDate: string; title: string; description: string },
  now: Date,
  audit: AuditTrail,
): Promise<Countdown> {
  const values = {
    targetDate: new Date(input.targetDate),
    title: input.title,
    description: input.description,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(launchCountdown)
      .where(eq(launchCountdown.id, 1))
      .for("update");
    await tx
      .insert(launchCountdown)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: launchCountdown.id, set: { ...values, updatedAt: now } });
    const changes = countdownChanges(before, values);
    if (changes) await audit.record(tx, { action: "system.countdown", changes });
    else audit.nothingChanged();
  });
  rowCache.invalidate(db);
  return getCountdown(db, now);
}
