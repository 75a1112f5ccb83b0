import { waitlistEntries, type Database } from "@bayan/db";
import { isNull, sql } from "drizzle-orm";
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

/**
 * Counts by status, in one pass over the table. Kept duplicates (`duplicate_of`: a second entry of
 * a person, kept from before addresses were normalized) are not counted: the figures count each
 * person once, by the entry that holds the address.
 */
async function countByStatus(db: Database): Promise<WaitlistStats> {
  const status = waitlistEntries.status;
  const [row] = await db
    .select({
      totalInQueue: sql<number>`count(*)`.mapWith(Number),
      pendingCount: sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number),
      notifiedCount: sql<number>`count(*) filter (where ${status} = 'notified')`.mapWith(Number),
      registeredCount: sql<number>`count(*) filter (where ${status} = 'registered')`.mapWith(
        Number,
      ),
    })
    .from(waitlistEntries)
    .where(isNull(waitlistEntries.duplicateOf));
  return row ?? { totalInQueue: 0, pendingCount: 0, notifiedCount: 0, registeredCount: 0 };
}
