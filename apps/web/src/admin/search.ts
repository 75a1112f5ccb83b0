// Readers for the admin screens' search params (page, sort, filters kept in the address). They run
// in every route match, so they stay tiny and import nothing: an absent or unreadable value is
// `undefined`, which keeps the address short and means "the default".

export type RawSearch = Record<string, unknown>;

/** SPEC 9: a screen's search is asked for 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
export type SortDirection = "asc" | "desc";

/** A page number from 2 up (page 1 is the default and left out). */
export function pageParam(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 1_000_000 ? page : undefined;
}

export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Free text (a search), trimmed, at most `max` characters; empty means absent. */
export function textParam(value: unknown, max = 200): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, max);
  return text === "" ? undefined : text;
}

/** A sort column from `columns` with its direction; without a column there is no sort. */
export function sortParams<C extends string>(
  columns: readonly C[],
  search: RawSearch,
): { sortBy?: C; sortDir?: SortDirection } {
  const sortBy = oneOf(columns, search.sortBy);
  if (!sortBy) return {};
  return { sortBy, sortDir: oneOf(["asc", "desc"] as const, search.sortDir) ?? "asc" };
}

/** Drops the keys whose value is undefined, so they leave the address. */
export function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
