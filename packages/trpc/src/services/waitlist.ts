import { waitlistEntries, type Database } from "@bayan/db";
import { sql } from "drizzle-orm";
import type { waitlistJoinInput, WaitlistStats } from "../schemas/waitlist.js";
import type { z } from "zod";

type JoinInput = z.output<typeof waitlistJoinInput>;

/**
 * Adds the email to the waitlist. Joining again (any case, any surrounding spaces) changes
 * nothing and answers the same, so the answer does not reveal who is already on the list.
 * Concurrent joins of one email leave one row: the unique index decides, never an error.
 */
export async function joinWaitlist(db: Database, input: JoinInput) {
  const inserted = await db
    .insert(waitlistEntries)
    .values({ email: input.email, source: input.source, language: input.language })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return { email: input.email, language: input.language, created: inserted.length > 0 };
}

/** Counts by status, in one pass over the table. */
export async function waitlistStats(db: Database): Promise<WaitlistStats> {
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
    .from(waitlistEntries);
  return row ?? { totalInQueue: 0, pendingCount: 0, notifiedCount: 0, registeredCount: 0 };
}
