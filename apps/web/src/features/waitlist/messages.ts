import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The keys the waitlist form shows: the refusals of a join that the browser does not check. */
type WaitlistFormKey = "waitlist.disposableEmail" | "waitlist.refInvalid";

/**
 * The waitlist form's words for the server's keys, in the public catalog the landing page loads
 * (src/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the admin panel.
 */
export const WAITLIST_FORM_TEXTS = {
  "waitlist.disposableEmail": msg`Please use a permanent email address: addresses at {domain} expire after a short time.`,
  "waitlist.refInvalid": msg`This referral code is not valid`,
} satisfies Record<WaitlistFormKey, MessageDescriptor>;
