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
} satisfies Record<keyof typeof OUTBOX_ADMIN, MessageDescriptor>;
