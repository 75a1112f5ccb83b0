import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PublicMessageKey } from "@bayan/trpc/rules/messages";

/**
 * The words of every message a visitor can meet (PUBLIC_MESSAGES in
 * packages/trpc/src/rules/messages.ts), by key: a key without words here, or words for a key the
 * server does not have, fails the typecheck. The admin panel's own keys are in
 * admin/lib/messages.ts (never downloaded by a visitor). A `{name}` place takes the message's
 * parameter of that name.
 */
export const PUBLIC_MESSAGE_TEXTS = {
  "common.internalError": msg`Something went wrong on our side. Please try again.`,
  "common.databaseUnavailable": msg`The service is unavailable just now. Please try again in a moment.`,
  "common.tooManyRequests": msg`Too many requests. Please wait a little and try again.`,
  "common.malformedJson": msg`The request could not be read.`,
  "common.emptyJson": msg`The request was empty.`,
  "common.bodyTooLarge": msg`The request is too large.`,
  "common.jsonOnly": msg`The request could not be read.`,
  "auth.invalidPassword": msg`Incorrect password`,
  "auth.tooManyFailures": msg`Too many failed attempts. Please wait a few minutes and try again.`,
  "auth.hashingBusy": msg`The server is busy. Please try again in a moment.`,
  "waitlist.joined": msg`You're on the list! We'll notify you when we launch.`,
} satisfies Record<PublicMessageKey, MessageDescriptor>;
