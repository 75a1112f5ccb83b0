// What the admin screens keep in the address (page, search, filters, sort, tab, the open record)
// and how it is read. This module runs in every route match, before the admin chunk: it stays
// tiny and imports nothing. An absent or unreadable value is `undefined`, which keeps the address
// short and means "the default".

export type RawSearch = Record<string, unknown>;

/** SPEC 9: a screen's search is asked for 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
export type SortDirection = "asc" | "desc";

/** A page number from 2 up (page 1 is the default and left out). */
export function pageParam(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 1_000_000 ? page : undefined;
}

/** One of `values` (a number may come as its digits), else undefined. */
export function oneOf<T extends string | number>(
  values: readonly T[],
  value: unknown,
): T | undefined {
  return values.find(
    (known) => known === value || (typeof known === "number" && value === String(known)),
  );
}

/** A reader of one of `values` (a filter's or a param's), for `listSearch`. */
export function readOneOf<T extends string | number>(values: readonly T[]) {
  return (value: unknown): T | undefined => oneOf(values, value);
}

/** Free text (a search, an id), trimmed, at most `max` characters; empty means absent. */
export function textParam(value: unknown, max = 200): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().slice(0, max).trim();
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

/** Reads one value of the address: the value, or undefined for absent or unreadable. */
export type Reader = (value: unknown) => unknown;
type Readers = Record<string, Reader>;
type Read<R extends Readers> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/** What every admin list keeps in its address, whatever else it filters by. */
export interface ListSearch<S extends string = string> {
  page?: number;
  search?: string;
  sortBy?: S;
  sortDir?: SortDirection;
  /** The record that is open (its details, its form, its conversation). */
  selected?: string;
}

export interface ListSpec<F extends Readers, P extends Readers, S extends string> {
  /** The rows a page holds (the shared schema's page size where the server has one). */
  pageSize: number;
  /** What narrows the list (status, role…): Reset clears them and a match is "filtered". */
  filters: F;
  /** Other state in the address that Reset keeps (a tab, a view). */
  params?: P;
  /** The columns it sorts by (the shared schema's sort fields); none: no sort. */
  sortFields?: readonly S[];
  /** The longest search the list's server takes. */
  searchMax?: number;
}

export type SearchOf<F extends Readers, P extends Readers, S extends string> = ListSearch<S> &
  Read<F> &
  Read<P>;

/**
 * One admin list's address: `validate` reads it (the route's `validateSearch`), `input` is the
 * list call for it (the route's loader and the screen ask for the same page), `filterKeys` are
 * what Reset clears besides the search and the sort.
 */
export function listSearch<
  F extends Readers,
  P extends Readers = Record<never, Reader>,
  S extends string = never,
>(spec: ListSpec<F, P, S>) {
  type Search = SearchOf<F, P, S>;
  const read = (readers: Readers | undefined, raw: RawSearch) =>
    Object.fromEntries(
      Object.entries(readers ?? {}).map(([key, reader]) => [key, reader(raw[key])]),
    );
  return {
    pageSize: spec.pageSize,
    filterKeys: Object.keys(spec.filters) as (keyof F & string)[],
    sortFields: spec.sortFields ?? ([] as readonly S[]),
    validate: (raw: RawSearch): Search =>
      defined({
        page: pageParam(raw.page),
        search: textParam(raw.search, spec.searchMax),
        ...read(spec.filters, raw),
        ...read(spec.params, raw),
        ...(spec.sortFields ? sortParams(spec.sortFields, raw) : {}),
        selected: textParam(raw.selected, 100),
      }) as Search,
    /** The list call: page, page size, search, sort and the filters (not the params). */
    input: (search: Search) => ({
      page: search.page ?? 1,
      limit: spec.pageSize,
      search: search.search,
      sortBy: search.sortBy,
      sortDir: search.sortDir,
      ...(Object.fromEntries(
        Object.keys(spec.filters).map((key) => [key, search[key as keyof Search]]),
      ) as Read<F>),
    }),
  };
}

export type ListDefinition = ReturnType<typeof listSearch<Readers, Readers, string>>;
