import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The keys the status page shows: its link's refusal and the erasure's answer. */
type StatusPageKey = "waitlist.statusNotFound" | "privacy.erased";

/**
 * The status page's words for the server's keys, in the page's own catalog
 * (pages/status/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the
 * admin panel, whose catalog takes this file too (lingui.config.ts).
 */
export const STATUS_PAGE_TEXTS = {
  // The page's title when its link finds no place.
  "waitlist.statusNotFound": msg`No place was found for this link`,
  // The answer to "Erase my data", shown in the erased view.
  "privacy.erased": msg`Your data is erased: your place, your referral link and the emails sent to you are gone, and this address will not be emailed again.`,
} satisfies Record<StatusPageKey, MessageDescriptor>;
