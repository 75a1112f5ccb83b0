// One way to take work from a table many servers read at once (the outbox's emails, the webhook
// deliveries): a row is taken by one sender at a time with FOR UPDATE SKIP LOCKED and a lease
// (`locked_until`), and its try is counted as it is taken, so a try that crashes its sender still
// counts and the row comes back to the queue when the lease runs out.
import type { Database } from "@bayan/db";
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** A table worked as a leased queue: its columns and the status of a row still to do. */
export interface LeasedQueue<T extends PgTable> {
  table: T;
  id: PgColumn;
  status: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
  waiting: string;
}

/**
 * Takes one waiting row matching `which` (the first by `order`) for `leaseMs`, skipping those
 * another sender is taking at the same instant or holds; `set` adds what else the taking writes.
 */
export async function claimLeased<T extends PgTable>(
  db: Database,
  queue: LeasedQueue<T>,
  options: { which: SQL; order?: SQL; now: Date; leaseMs: number; set?: Record<string, unknown> },
): Promise<T["$inferSelect"] | undefined> {
  const { now } = options;
  // Widened for the select: Drizzle's typing of a generic table in FROM goes nowhere.
  const table: PgTable = queue.table;
  const next = db
    .select({ id: queue.id })
    .from(table)
    .where(
      and(
        eq(queue.status, queue.waiting),
        options.which,
        or(isNull(queue.lockedUntil), lt(queue.lockedUntil, now)),
      ),
    )
    .orderBy(...(options.order ? [options.order] : []))
    .limit(1)
    .for("update", { skipLocked: true });
  // The table is generic here, so Drizzle cannot check the keys: both queues name these columns
  // `lockedUntil` and `attempts`.
  const [row] = (await db
    .update(queue.table)
    .set({
      lockedUntil: new Date(now.getTime() + options.leaseMs),
      attempts: sql`${queue.attempts} + 1`,
      ...options.set,
    } as never)
    .where(inArray(queue.id, next))
    .returning()) as T["$inferSelect"][];
  return row;
}
