import { waitlistStatuses, type WaitlistStatus } from "@bayan/trpc/rules";
import {
  defined,
  oneOf,
  pageParam,
  sortParams,
  textParam,
  type RawSearch,
  type SortDirection,
} from "../../search";

export const WAITLIST_PAGE_SIZE = 25;
export const WAITLIST_SORT_COLUMNS = [
  "createdAt",
  "email",
  "status",
  "source",
  "language",
  "sentAt",
] as const;
export type WaitlistSortColumn = (typeof WAITLIST_SORT_COLUMNS)[number];

/** /admin/waitlist?tab=sent&page=2&status=pending&search=gmail&sortBy=email&sortDir=asc&selected=<id> */
export interface WaitlistSearch {
  tab?: "sent";
  page?: number;
  status?: WaitlistStatus;
  search?: string;
  sortBy?: WaitlistSortColumn;
  sortDir?: SortDirection;
  /** The entry whose details are open. */
  selected?: string;
}

export function waitlistSearch(raw: RawSearch): WaitlistSearch {
  return defined({
    tab: oneOf(["sent"] as const, raw.tab),
    page: pageParam(raw.page),
    status: oneOf(waitlistStatuses, raw.status),
    search: textParam(raw.search, 254),
    ...sortParams(WAITLIST_SORT_COLUMNS, raw),
    selected: textParam(raw.selected, 100),
  });
}

/** The list call for a screen state: the route's loader and the screen ask for the same page. */
export function waitlistListInput(search: WaitlistSearch) {
  return {
    page: search.page ?? 1,
    limit: WAITLIST_PAGE_SIZE,
    status: search.status,
    search: search.search,
    sent: search.tab === "sent" ? true : undefined,
    sortBy: search.sortBy,
    sortDir: search.sortDir,
  };
}
