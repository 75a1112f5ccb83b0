import { waitlistStatuses } from "@bayan/trpc/rules";
import { waitlistSortFields } from "@bayan/trpc/schemas";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** SPEC 2.17: 25 entries a page. */
export const WAITLIST_PAGE_SIZE = 25;

/** /admin/waitlist?tab=sent&page=2&status=pending&search=gmail&sortBy=email&sortDir=asc&selected=<id> */
export const waitlistList = listSearch({
  pageSize: WAITLIST_PAGE_SIZE,
  filters: { status: readOneOf(waitlistStatuses) },
  params: { tab: readOneOf(["sent"] as const) },
  sortFields: waitlistSortFields,
  searchMax: 254,
});

export type WaitlistSearch = ReturnType<typeof waitlistList.validate>;

/** The list call for a screen state: the route's loader and the screen ask for the same page. */
export function waitlistListInput(search: WaitlistSearch) {
  return { ...waitlistList.input(search), sent: search.tab === "sent" ? true : undefined };
}
