// Writing many rows from the collector's batches: each statement takes its rows as one JSON
// parameter (jsonb_to_recordset), a few hundred at a time.
import { sql } from "drizzle-orm";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Rows written by one statement at most. */
export const INSERT_SLICE = 250;

/**
 * Rows as one JSON text parameter, read as jsonb (cast from text, so that no driver encodes the
 * string as JSON a second time). Dates become ISO strings.
 */
export const jsonParam = (rows: unknown) => sql`${JSON.stringify(rows)}::text::jsonb`;

/**
 * Rows of a batch worked between two turns of the event loop: a batch's CPU work (visitor ids,
 * sessions, rollups) comes in pieces short enough that the requests arriving meanwhile are
 * answered within a few milliseconds (docs/scale.md, the collector).
 */
export const ROWS_PER_TURN = 50;

/** Lets the event loop turn once (the answers waiting get sent) when `i` ends a piece of rows. */
export const turnEvery = (i: number): Promise<void> | undefined =>
  i % ROWS_PER_TURN === ROWS_PER_TURN - 1 ? nextTurn() : undefined;

/**
 * Runs `write` on slices of `rows`, with a turn of the event loop between them: embedded PGlite
 * runs each statement on this thread, and the requests waiting for an answer should not wait for
 * the whole batch.
 */
export async function inSlices<T>(
  rows: T[],
  write: (slice: T[]) => Promise<unknown>,
  size = INSERT_SLICE,
): Promise<void> {
  for (let from = 0; from < rows.length; from += size) {
    if (from > 0) await nextTurn();
    await write(rows.slice(from, from + size));
  }
}
