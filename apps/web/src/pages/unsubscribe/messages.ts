import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The keys the unsubscribe page shows: its link's refusals and its button's answer. */
type UnsubscribePageKey =
  "email.tokenInvalid" | "email.unsubscribeLinkUnknown" | "email.unsubscribed";

/**
 * The unsubscribe page's words for the server's keys, in the page's own catalog
 * (pages/unsubscribe/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the
 * admin panel, whose catalog takes this file too (lingui.config.ts).
 */
export const UNSUBSCRIBE_PAGE_TEXTS = {
  "email.tokenInvalid": msg`This unsubscribe link is not valid`,
  "email.unsubscribeLinkUnknown": msg`This unsubscribe link is not valid`,
  // `{email}`: the address masked (j***@gmail.com).
  "email.unsubscribed": msg`{email} is unsubscribed: Bayan will not email it again.`,
} satisfies Record<UnsubscribePageKey, MessageDescriptor>;
