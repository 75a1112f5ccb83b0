import { waitlistCountChanges, type Database } from "@bayan/db";
import { sql } from "drizzle-orm";
import type { WaitlistStats } from "../../schemas/waitlist.js";
import { ShortCache } from "../short-cache.js";

/**
 * Counts by status. The landing page asks on every visit, so the answer is kept for a second
 * (and dropped at once when this process changes the list).
 */
export function waitlistStats(db: Database): Promise<WaitlistStats> {
  return statsCache.get(db);
}

const statsCache = new ShortCache(1000, countByStatus);

/**
 * After a change of entries' statuses: a join, an invite, an edit or a deletion here, a
 * registration elsewhere.
 */
export function invalidateWaitlistStats(db: Database): void {
  statsCache.invalidate(db);
}

/** Past this many rows of changes, a read replaces them with their sum. */
const COMPACT_AT = 1_000;

/**
 * Counts by status: the sum of the rows of changes the triggers keep (`waitlistCountChanges`), a
 * read of at most about COMPACT_AT small rows however long the list. Counting the entries
 * themselves took a pass over the table for every read after a join: at a simulated launch (10,000
 * joins a minute) those passes held the database's CPU (docs/scale.md, "Queue counts"). Kept
 * duplicates (`duplicate_of`: a second entry of a person, kept from before addresses were
 * normalized) are not counted: the figures count each person once, by the entry that holds the
 * address.
 */
async function countByStatus(db: Database): Promise<WaitlistStats> {
  const c = waitlistCountChanges;
  const [row] = await db
    .select({
      totalInQueue: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number),
      pendingCount: sql<number>`coalesce(sum(${c.pending}), 0)`.mapWith(Number),
      notifiedCount: sql<number>`coalesce(sum(${c.notified}), 0)`.mapWith(Number),
      registeredCount: sql<number>`coalesce(sum(${c.registered}), 0)`.mapWith(Number),
      rows: sql<number>`count(*)`.mapWith(Number),
    })
    .from(c);
  const { rows, ...counts } = row!;
  if (rows > COMPACT_AT && !compacting.has(db)) {
    compacting.add(db);
    void compactCounts(db)
      .catch(() => undefined) // the next read tries again
      .finally(() => compacting.delete(db));
  }
  return counts;
}

/** Databases this process is compacting: reads meanwhile do not start another. */
const compacting = new WeakSet<Database>();

/**
 * Replaces the rows of changes by their sum. Rows added meanwhile are not seen by the delete and
 * stay; two compactions at once each sum only the rows they deleted.
 */
export async function compactCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with gone as (delete from waitlist_count_changes returning *)
    insert into waitlist_count_changes (total, pending, notified, registered)
    select coalesce(sum(total), 0), coalesce(sum(pending), 0), coalesce(sum(notified), 0),
      coalesce(sum(registered), 0)
    from gone`);
}
