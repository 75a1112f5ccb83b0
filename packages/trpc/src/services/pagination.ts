import type { Database } from "@bayan/db";
import { isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Pagination, SortDirection } from "../schemas/common.js";

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export interface PageQuery {
  page: number;
  limit: number;
}

type ListQuery = PageQuery & { where: SQL | undefined; orderBy: Array<PgColumn | SQL> };
type Page<Item> = { items: Item[]; pagination: Pagination };

/**
 * One page of a list: the rows of `table` matching `where` in `orderBy` order, each made into an
 * item, and the pagination with the count of every matching row. The page and the count run side
 * by side with the same condition.
 *
 * A list that shows more than the table's own columns (a left join) gives the rows to read as
 * `select`, a `$dynamic()` select from `table`; `where` still names `table`'s columns only, so the
 * count needs no join.
 */
export function listPage<T extends PgTable, Item>(
  db: Database,
  table: T,
  query: ListQuery,
  toItem: (row: T["$inferSelect"]) => Item,
): Promise<Page<Item>>;
export function listPage<Q extends PgSelect, Item>(
  db: Database,
  table: PgTable,
  query: ListQuery & { select: Q },
  toItem: (row: Awaited<Q>[number]) => Item,
): Promise<Page<Item>>;
export async function listPage<Item>(
  db: Database,
  table: PgTable,
  query: ListQuery & { select?: PgSelect },
  toItem: (row: never) => Item,
): Promise<Page<Item>> {
  const select = query.select ?? db.select().from(table).$dynamic();
  const [rows, total] = await Promise.all([
    select
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(table, query.where),
  ]);
  return {
    // The rows are those of `select` (or of `table`), which `toItem` is typed for.
    items: (rows as never[]).map(toItem),
    pagination: pagination(query.page, query.limit, total),
  };
}

/** A column to sort by, with what keyset paging needs to continue after a row. */
export interface SortKey {
  column: PgColumn;
  /** Its SQL type, to read a cursor value (kept as text) back. */
  type: string;
  /** Nullable columns sort their nulls last in both directions. */
  nullable?: boolean;
  /** Unique columns need no tie-break, so a plain index on them serves the order. */
  unique?: boolean;
}

/** ORDER BY `key` in direction `dir`, ties broken by `id` in the same direction. */
export function orderByKey(key: SortKey, dir: SortDirection, id: PgColumn): SQL[] {
  const d = sql.raw(dir);
  const first = key.nullable ? sql`${key.column} ${d} nulls last` : sql`${key.column} ${d}`;
  return key.unique ? [first] : [first, sql`${id} ${d}`];
}

/** The key as text at full precision (timestamps to the microsecond), for a cursor. */
export const keyText = (key: SortKey) => sql<string | null>`${key.column}::text`;

/**
 * Rows after the cursor row (its key as text, and its id) in `orderByKey(key, dir, id)` order,
 * among rows whose key is null exactly when the cursor's is: a nullable key is read in two runs,
 * its values and then its nulls (`nullRuns`), each a plain index range.
 */
export function afterKey(
  key: SortKey,
  dir: SortDirection,
  id: PgColumn,
  cursor: { key: string | null; id: string },
): SQL {
  const op = sql.raw(dir === "asc" ? ">" : "<");
  const cursorId = sql`cast(${cursor.id} as uuid)`;
  if (cursor.key === null) return sql`${id} ${op} ${cursorId}`;
  const value = sql`cast(${cursor.key} as ${sql.raw(key.type)})`;
  if (key.unique) return sql`${key.column} ${op} ${value}`;
  return sql`(${key.column}, ${id}) ${op} (${value}, ${cursorId})`;
}

/** The runs a keyset read goes through, in order: values then nulls for a nullable key. */
export const nullRuns = (key: SortKey): Array<SQL | undefined> =>
  key.nullable ? [isNotNull(key.column), isNull(key.column)] : [undefined];

/** A LIKE pattern matching `term` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can name a row at all (anything else is simply not found). */
export const isUuid = (id: string) => UUID.test(id);

/** The distinct ids of a bulk action (uuids are case-insensitive), repeats counted once. */
export const distinctIds = (ids: readonly string[]) => [
  ...new Set(ids.map((id) => id.toLowerCase())),
];
