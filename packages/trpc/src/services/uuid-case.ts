import { sql, type Column, type SQL } from "drizzle-orm";

/**
 * `case <column> when <key> then <value> … end` over uuid keys and values: a different value per
 * row in one UPDATE of many rows (each entry's or wave member's own invitation email). With no
 * pairs it is `null`.
 */
export function uuidCase(column: Column, pairs: ReadonlyArray<readonly [string, string]>): SQL {
  if (pairs.length === 0) return sql`null`;
  const whens = pairs.map(([key, value]) => sql`when ${key}::uuid then ${value}::uuid`);
  return sql`case ${column} ${sql.join(whens, sql` `)} end`;
}
