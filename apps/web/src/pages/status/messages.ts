import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The keys the status page shows. */
type StatusPageKey = "waitlist.statusNotFound";

/**
 * The status page's words for the server's keys, in the page's own catalog
 * (pages/status/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the
 * admin panel, whose catalog takes this file too (lingui.config.ts).
 */
export const STATUS_PAGE_TEXTS = {
  // The page's title when its link finds no place.
  "waitlist.statusNotFound": msg`No place was found for this link`,
} satisfies Record<StatusPageKey, MessageDescriptor>;
