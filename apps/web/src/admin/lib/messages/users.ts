import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { USERS_ADMIN } from "@bayan/trpc/rules/messages/users";

/** The words of the users keys only the admin panel shows (USERS_ADMIN). */
export const USERS_TEXTS = {
  "users.messageSent": msg`Message sent successfully`,
  "users.messageQueued": msg`Message queued: not delivered yet, delivery will be retried automatically`,
  "users.messageFailed": msg`Message could not be delivered`,
  "users.messageNotDelivered": msg`Message saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "users.notFound": msg`User not found`,
  "users.emailTaken": msg`Another user already has this email`,
  "users.alreadyRegistered": msg`A user with this email already exists`,
  "users.nothingToChange": msg`Nothing to change: give name, email, role, status or notes`,
  "users.messageRequired": msg`Message is required`,
  "users.messageTooLong": msg`Message must be at most 10,000 characters`,
  "users.updated": msg`User saved`,
  "users.deleted": msg`User deleted`,
} satisfies Record<keyof typeof USERS_ADMIN, MessageDescriptor>;
