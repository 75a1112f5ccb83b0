import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CONTACT_ADMIN } from "@bayan/trpc/rules/messages/contact";

/** The words of the contact keys only the admin panel shows (CONTACT_ADMIN). */
export const CONTACT_TEXTS = {
  "contact.replySent": msg`Reply sent successfully!`,
  "contact.replyQueued": msg`Reply queued: not delivered yet, delivery will be retried automatically`,
  "contact.replyFailed": msg`Reply could not be delivered`,
  "contact.replyNotDelivered": msg`Reply saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "contact.notFound": msg`Contact submission not found`,
  "contact.spamNoReply": msg`This message is marked as spam; mark it otherwise before replying`,
  "contact.spamHoneypot": msg`A hidden field that people never see was filled in.`,
  "contact.spamTooFast": msg`Sent {ms} ms after the form appeared, faster than a person can type.`,
  "contact.replyRequired": msg`Reply is required`,
  "contact.replyTooLong": msg`Reply is too long`,
  "contact.nothingToChange": msg`Nothing to change: give status or priority`,
  "contact.updated": msg`Submission updated`,
  "contact.priorityUpdated": msg`Priority updated`,
  "contact.deleted": msg`Submission deleted`,
} satisfies Record<keyof typeof CONTACT_ADMIN, MessageDescriptor>;
