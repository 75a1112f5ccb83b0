import { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";
import type { Database } from "./client.js";

/** Whether the database is embedded PGlite, which runs one statement at a time on this thread. */
export function isEmbedded(db: Database): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

/**
 * Runs one statement written in SQL with `$1`-style parameters, on either driver, and answers its
 * rows. For the few hot paths where Drizzle's query builder costs more than the statement itself
 * (a waitlist join: building its three inserts took a quarter of the server's time, docs/scale.md);
 * everything else goes through Drizzle. On PostgreSQL it is a prepared statement (parsed once per
 * connection) under the pool's wait limit, like every other query.
 */
export async function runStatement<Row extends Record<string, unknown>>(
  db: Database,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: PGlite | postgres.Sql }).$client;
  if (client instanceof PGlite) return (await client.query<Row>(text, [...params])).rows;
  const rows = await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
    prepare: true,
  });
  return rows as unknown as Row[];
}
