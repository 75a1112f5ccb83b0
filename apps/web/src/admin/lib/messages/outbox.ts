import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OUTBOX_ADMIN } from "@bayan/trpc/rules/messages/outbox";

/** The words of the outbox keys only the admin panel shows (OUTBOX_ADMIN): the Emails screen. */
export const OUTBOX_TEXTS = {
  "outbox.notFound": msg`Email not found`,
  "outbox.alreadySent": msg`This email has already been sent`,
  "outbox.retryQueued": msg`Email queued for another delivery attempt`,
  "outbox.retryNotConfigured": msg`Email kept in the outbox (SMTP is not configured, so it will not be delivered)`,
  "outbox.noLink": msg`This email carries no link`,
  "outbox.linkUnavailable": msg`No new link can be made: the invitation was used, replaced or has expired`,
  "outbox.freshLinkMade": msg`A fresh link was made: copy it and send it to the recipient yourself`,
  "outbox.linkClosed": msg`The link in this email is no longer valid (used, replaced or expired): not sent`,
  "outbox.suppressedNotMe": msg`Not sent: the person said this address is not theirs`,
  "outbox.suppressedUnsubscribed": msg`Not sent: the address unsubscribed`,
  "outbox.suppressedHardBounce": msg`Not sent: mail to this address bounced`,
  "outbox.suppressedComplaint": msg`Not sent: the recipient reported an email as spam`,
  "outbox.suppressedSoftBounces": msg`Not sent: mail to this address bounced three times in a week`,
  "outbox.suppressedErased": msg`Not sent: the person erased their data`,
  "outbox.suppressedManual": msg`Not sent: an administrator suppressed this address`,
} satisfies Record<keyof typeof OUTBOX_ADMIN, MessageDescriptor>;
