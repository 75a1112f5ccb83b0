import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The keys the confirmation page shows: its link's states (the server's refusals) and its
 * buttons' answers.
 */
type ConfirmPageKey =
  | "waitlist.tokenInvalid"
  | "waitlist.linkUnknown"
  | "waitlist.linkExpired"
  | "waitlist.alreadyConfirmed"
  | "waitlist.confirmed"
  | "waitlist.removed"
  | "waitlist.newLinkSent";

/**
 * The confirmation page's words for the server's keys, in the page's own catalog
 * (pages/confirm/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the
 * admin panel, whose catalog takes this file too (lingui.config.ts).
 */
export const CONFIRM_PAGE_TEXTS = {
  "waitlist.tokenInvalid": msg`This link is not valid`,
  "waitlist.linkUnknown": msg`This link is not valid`,
  "waitlist.linkExpired": msg`This link has expired. We can send you a new one.`,
  "waitlist.alreadyConfirmed": msg`This address is already confirmed`,
  "waitlist.confirmed": msg`Your place is confirmed`,
  "waitlist.removed": msg`Your address was removed from the list and will not be emailed again.`,
  "waitlist.newLinkSent": msg`A new email is on its way if this address is still on the list.`,
} satisfies Record<ConfirmPageKey, MessageDescriptor>;
