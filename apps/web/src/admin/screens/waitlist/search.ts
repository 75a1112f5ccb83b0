import { waitlistStatuses } from "@bayan/trpc/rules";
import { waitlistSortFields } from "@bayan/trpc/schemas";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** SPEC 2.17: 25 entries a page. */
export const WAITLIST_PAGE_SIZE = 25;

/**
 * The verification filter (`waitlist.list`'s `verification`): a confirmed or unconfirmed address,
 * an entry that met a fraud rule, a suspect referral waiting for the administrator's review.
 */
export const waitlistVerifications = ["confirmed", "unconfirmed", "flagged", "review"] as const;
export type WaitlistVerification = (typeof waitlistVerifications)[number];

/**
 * /admin/waitlist?tab=sent (or waves)&page=2&status=pending&verification=review&search=gmail&sortBy=email
 * &sortDir=asc&selected=<id>
 */
export const waitlistList = listSearch({
  pageSize: WAITLIST_PAGE_SIZE,
  filters: {
    status: readOneOf(waitlistStatuses),
    verification: readOneOf(waitlistVerifications),
    /** The Sent tab's "Invitation expired": invited, not registered, the link expired. */
    invitation: readOneOf(["expired"] as const),
  },
  params: { tab: readOneOf(["sent", "waves"] as const) },
  sortFields: waitlistSortFields,
  searchMax: 254,
});

export type WaitlistSearch = ReturnType<typeof waitlistList.validate>;

/** The list call for a screen state: the route's loader and the screen ask for the same page. */
export function waitlistListInput(search: WaitlistSearch) {
  const sent = search.tab === "sent";
  // "Invitation expired" belongs to the Sent tab: the other tabs list without it.
  return {
    ...waitlistList.input(search),
    sent: sent ? true : undefined,
    invitation: sent ? search.invitation : undefined,
  };
}
