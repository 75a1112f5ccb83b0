import {
  contactPriorities,
  contactStatuses,
  type ContactPriority,
  type ContactStatus,
} from "@bayan/trpc/rules";
import {
  defined,
  oneOf,
  pageParam,
  sortParams,
  textParam,
  type RawSearch,
  type SortDirection,
} from "../../search";

/** SPEC 9: contact submissions, 5 a page, newest first. */
export const CONTACT_PAGE_SIZE = 5;
export const CONTACT_SORT_COLUMNS = ["createdAt", "priority", "name", "status"] as const;
export type ContactSortColumn = (typeof CONTACT_SORT_COLUMNS)[number];

export interface ContactSearch {
  page?: number;
  status?: ContactStatus;
  priority?: ContactPriority;
  search?: string;
  sortBy?: ContactSortColumn;
  sortDir?: SortDirection;
  /** The submission whose details are open. */
  selected?: string;
}

export function contactSearch(raw: RawSearch): ContactSearch {
  return defined({
    page: pageParam(raw.page),
    status: oneOf(contactStatuses, raw.status),
    priority: oneOf(contactPriorities, raw.priority),
    search: textParam(raw.search),
    ...sortParams(CONTACT_SORT_COLUMNS, raw),
    selected: textParam(raw.selected, 100),
  });
}

export function contactListInput(search: ContactSearch) {
  return {
    page: search.page ?? 1,
    limit: CONTACT_PAGE_SIZE,
    status: search.status,
    priority: search.priority,
    search: search.search,
    sortBy: search.sortBy,
    sortDir: search.sortDir,
  };
}
