import type { SortState } from "@bayan/ui";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { pageAfterEnd } from "./listRules";
import { oneOf, type ListSearch, type RawSearch } from "./listSearch";

/** What useListState needs of a list's definition (admin/lib/listSearch's `listSearch`). */
export interface ListShape<S extends ListSearch> {
  filterKeys: readonly string[];
  sortFields: readonly string[];
  validate: (raw: RawSearch) => S;
}

/**
 * One admin list's state, read from the route's address and changed there (so a reload, a shared
 * link and the back button keep it): the search, the filters, the sort, the page and the open
 * record. A new search, filter or sort starts again at page 1; Reset clears the search, the
 * filters and the sort and keeps the rest (a tab, the open record).
 */
export function useListState<S extends ListSearch>(list: ListShape<S>) {
  // The screen's own route's search, as its validateSearch (list.validate) read it.
  const current = useSearch({ strict: false });
  const search = current as S;
  const navigate = useNavigate();
  const go = (update: (previous: S) => S, replace = false) =>
    void navigate({ to: ".", search: (previous) => update(previous as S) as never, replace });

  const page = search.page ?? 1;
  const sort: SortState | null = search.sortBy
    ? { column: search.sortBy, direction: search.sortDir ?? "asc" }
    : null;
  const filtered =
    search.search !== undefined ||
    list.filterKeys.some((key) => search[key as keyof S] !== undefined);

  /** Other state (a tab, the open record): the page stays. */
  const set = (patch: Partial<S>, options: { replace?: boolean } = {}) =>
    go((previous) => ({ ...previous, ...patch }), options.replace);
  /** A new search, filter, sort or tab: back to page 1. */
  const change = (patch: Partial<S>, options: { replace?: boolean } = {}) =>
    set({ page: undefined, ...patch }, options);

  return {
    search,
    filterKeys: list.filterKeys,
    page,
    sort,
    /** A search or a filter narrows the list (the empty state says "No … match"). */
    filtered,
    /** Reset has something to clear. */
    resettable: filtered || sort !== null,
    set,
    change,
    setPage: (next: number, options: { replace?: boolean } = {}) =>
      set({ page: next > 1 ? next : undefined } as Partial<S>, options),
    setSort: (next: SortState | null) => {
      const sortBy = oneOf(list.sortFields, next?.column);
      change({ sortBy, sortDir: sortBy ? next?.direction : undefined } as Partial<S>);
    },
    reset: () =>
      change({
        search: undefined,
        sortBy: undefined,
        sortDir: undefined,
        ...Object.fromEntries(list.filterKeys.map((key) => [key, undefined])),
      } as Partial<S>),
    open: (id: string) => set({ selected: id } as Partial<S>),
    close: () => set({ selected: undefined } as Partial<S>),
  };
}

export type ListState<S extends ListSearch> = ReturnType<typeof useListState<S>>;

/** What the shared controls (ListFilters, FilterSelect) need of any list's state. */
export interface ListControls {
  search: ListSearch;
  filterKeys: readonly string[];
  resettable: boolean;
  change(patch: object, options?: { replace?: boolean }): void;
  reset(): void;
}

/** A paged answer's page count, once it answers for the page asked (not a placeholder). */
export function pageCount(query: {
  data?: { pagination: { totalPages: number } };
  isPlaceholderData: boolean;
}): number | undefined {
  return query.isPlaceholderData ? undefined : query.data?.pagination.totalPages;
}

/**
 * The page past the end rule: once the list has answered for this page (not a placeholder from
 * the page before), a page past its last goes to the last, replacing the address. Answers the
 * page to show meanwhile.
 */
export function usePageClamp(
  list: Pick<ListState<ListSearch>, "page" | "setPage">,
  totalPages: number | undefined,
): number {
  const target = totalPages === undefined ? null : pageAfterEnd(list.page, totalPages);
  const { setPage } = list;
  useEffect(() => {
    if (target !== null) setPage(target, { replace: true });
    // setPage is a new function each render; the target is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return target ?? list.page;
}

/**
 * The rows chosen for a bulk action. They belong to the page they were chosen on: another page,
 * filter or order (another `key`, the list call's input) starts with none.
 */
export function useRowSelection(key: unknown) {
  const current = JSON.stringify(key);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({
    key: current,
    ids: [],
  });
  const ids = selection.key === current ? selection.ids : [];
  return {
    ids,
    set: (next: string[]) => setSelection({ key: current, ids: next }),
    clear: () => setSelection({ key: current, ids: [] }),
    /** Rows gone (deleted) leave the selection. */
    drop: (gone: string[]) =>
      setSelection((was) => ({ ...was, ids: was.ids.filter((id) => !gone.includes(id)) })),
  };
}
