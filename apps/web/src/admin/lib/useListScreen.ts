import {
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
} from "@tanstack/react-query";
import type { SortState } from "@bayan/ui";
import type { Versioned } from "./listRules";
import type { ListSearch } from "./listSearch";
import { pageCount, useListState, usePageClamp, type ListShape } from "./useListState";
import { useOpenRecord } from "./useOpenRecord";

/** A query's options as tRPC writes them (`trpc.users.list.queryOptions(input, { meta })`). */
export interface QueryOptionsLike<T> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<T, never>;
  meta?: Record<string, unknown>;
}

/** One page of a server-paged list. */
export interface Paged<T> {
  items: T[];
  pagination: { total: number; totalPages: number };
}

export interface ListScreenOptions<S extends ListSearch, TData extends Paged<Versioned>> {
  /** The list call for the address; the list's own `input` unless it adds to it. */
  input?: (search: S) => object;
  /** The list's query for that call. */
  query: (input: object) => QueryOptionsLike<TData>;
  /** The query for one record, for a link to one on no loaded page. */
  lookup?: (id: string) => QueryOptionsLike<TData["items"][number]>;
  /** What the list shows while it cannot be loaded (contact submissions' samples), if anything. */
  fallback?: (search: S) => { items: TData["items"]; total: number } | null;
}

/**
 * An admin list screen's state (admin/lib's list scaffold): the address's state (useListState),
 * the page asked of the server (the previous page stays while the next loads), the page past the
 * end rule and the open record. A row opened is remembered as the row had it.
 */
export function useListScreen<S extends ListSearch, TData extends Paged<Versioned>>(
  definition: ListShape<S> & { input: (search: S) => object },
  options: ListScreenOptions<S, TData>,
) {
  type T = TData["items"][number];
  const list = useListState(definition);
  const input = (options.input ?? definition.input)(list.search);
  const query = useQuery<TData, Error, TData, QueryKey>({
    ...(options.query(input) as QueryOptionsLike<TData> & { queryFn: QueryFunction<TData> }),
    placeholderData: keepPreviousData,
  });
  const fallback = query.isError ? (options.fallback?.(list.search) ?? null) : null;
  const records: T[] = fallback ? fallback.items : (query.data?.items ?? []);
  const page = usePageClamp(list, pageCount(query));
  const open = useOpenRecord({
    selectedId: list.search.selected,
    records,
    list: query,
    lookup: options.lookup,
  });
  return {
    list,
    search: list.search,
    input,
    query,
    records,
    /** How many records the filters let through. */
    total: fallback ? fallback.total : (query.data?.pagination.total ?? 0),
    page,
    /** The list is asked for (first load, or another page over the rows it had). */
    fetching: query.isPending || (query.isFetching && query.isPlaceholderData),
    /** Standing in for the list that could not be loaded. */
    fallback: fallback !== null,
    open,
    /** Opens a record from its row, remembered as the row had it. */
    openRow: (record: T) => {
      open.remember(record);
      list.open(record.id);
    },
  };
}

/** What a list's table needs of its screen (useListScreen). */
export interface ListView<T> {
  records: T[];
  fetching: boolean;
  page: number;
  total: number;
  list: {
    search: { selected?: string };
    sort: SortState | null;
    setSort(this: void, sort: SortState | null): void;
    setPage(this: void, page: number): void;
  };
}

/** A list table's rows, sort and pages (AdminTable's props), from its screen. */
export function tableProps<T>(view: ListView<T>) {
  return {
    records: view.records,
    fetching: view.fetching,
    sort: view.list.sort,
    onSortChange: view.list.setSort,
    page: view.page,
    totalRecords: view.total,
    onPageChange: view.list.setPage,
  };
}
