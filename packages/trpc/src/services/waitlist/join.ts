import { waitlistEntries, type Database } from "@bayan/db";
import type { z } from "zod";
import type { waitlistJoinInput } from "../../schemas/waitlist.js";
import type { Attribution } from "../analytics/collector.js";
import { invalidateWaitlistStats } from "./stats.js";

type JoinInput = z.output<typeof waitlistJoinInput>;

/**
 * Adds the email to the waitlist. Joining again (any case, any surrounding spaces) changes
 * nothing and answers the same, so the answer does not reveal who is already on the list.
 * Concurrent joins of one email leave one row: the unique index decides, never an error.
 * `attribution` (the visitor's analytics session, looked up by the caller) is recorded on a new row.
 */
export async function joinWaitlist(
  db: Database,
  input: JoinInput,
  attribution: Attribution | null = null,
) {
  // In a transaction although it is one statement: a transaction that waited too long for a
  // connection is never run (@bayan/db's wait limit), so a join answered 503 during a database
  // outage is not stored later behind the visitor's back.
  const inserted = await db.transaction((tx) =>
    tx
      .insert(waitlistEntries)
      .values({
        email: input.email,
        source: input.source,
        language: input.language,
        ...(attribution ?? {}),
      })
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning({ id: waitlistEntries.id }),
  );
  if (inserted.length > 0) invalidateWaitlistStats(db);
  return { email: input.email, language: input.language, created: inserted.length > 0 };
}
