/** The direction of a sorted column. */
export type SortDirection = "asc" | "desc";

/** What a server-driven table is sorted by; `null` means "no sort" (the server's default order). */
export interface SortState {
  column: string;
  direction: SortDirection;
}

/**
 * The sort after a click on `column` (SPEC 4, "Sorting (tables)"): a repeated click on the same
 * column goes ascending, descending, then no sort; another column starts ascending.
 */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: "asc" };
  return current.direction === "asc" ? { column, direction: "desc" } : null;
}
