import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { AdminMessageKey, MessageKey, MessageParams } from "@bayan/trpc/rules/messages";
import { useCallback } from "react";
import { PUBLIC_MESSAGE_TEXTS } from "../../lib/messages";

/**
 * The words of every message only the admin panel shows (ADMIN_MESSAGES in
 * packages/trpc/src/rules/messages.ts), by key; typed like the public table
 * (src/lib/messages.ts), which the panel reads too.
 */
export const ADMIN_MESSAGE_TEXTS = {
  "auth.unauthorized": msg`Unauthorized - please login again`,
  "auth.tokenExpired": msg`Your session has expired. Please sign in again.`,
  "auth.invalidToken": msg`Unauthorized - please login again`,
  "auth.tokenRevoked": msg`Your session was ended. Please sign in again.`,
  "auth.loggedOut": msg`Logged out`,
  "waitlist.inviteSent": msg`Invitation sent successfully`,
  "waitlist.inviteQueued": msg`Invitation queued: not delivered yet, delivery will be retried automatically`,
  "waitlist.inviteFailed": msg`Invitation could not be delivered`,
  "waitlist.inviteNotDelivered": msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "waitlist.invitesSent": msg`Invitations sent successfully`,
  "waitlist.invitesQueued": msg`Invitations queued: not all delivered yet, delivery will be retried automatically`,
  "waitlist.invitesFailed": msg`Some invitations could not be delivered`,
  "waitlist.invitesNotDelivered": msg`Invitations saved in the outbox (SMTP is not configured, so they were not delivered)`,
  "waitlist.noInvitation": msg`No invitation was queued`,
  "waitlist.recentlySent": msg({
    message:
      "An invitation was sent to this address {minutes, plural, =0 {less than a minute ago} one {# minute ago} other {# minutes ago}}; no second email was queued.",
  }),
  "waitlist.recentlyQueued": msg({
    message:
      "An invitation to this address was queued {minutes, plural, =0 {less than a minute ago} one {# minute ago} other {# minutes ago}} and is not delivered yet; no second email was queued.",
  }),
  "waitlist.entryNotFound": msg`Waitlist entry not found`,
  "waitlist.alreadyRegistered": msg`This person has already registered`,
  "contact.replySent": msg`Reply sent successfully!`,
  "contact.replyQueued": msg`Reply queued: not delivered yet, delivery will be retried automatically`,
  "contact.replyFailed": msg`Reply could not be delivered`,
  "contact.replyNotDelivered": msg`Reply saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "users.messageSent": msg`Message sent successfully`,
  "users.messageQueued": msg`Message queued: not delivered yet, delivery will be retried automatically`,
  "users.messageFailed": msg`Message could not be delivered`,
  "users.messageNotDelivered": msg`Message saved in the outbox (SMTP is not configured, so it was not delivered)`,
} satisfies Record<AdminMessageKey, MessageDescriptor>;

const TEXTS: Record<MessageKey, MessageDescriptor> = {
  ...PUBLIC_MESSAGE_TEXTS,
  ...ADMIN_MESSAGE_TEXTS,
};

/** What the server said, as it says it: the English message, and its key and parameters. */
export interface Said {
  message: string;
  messageKey?: MessageKey | null;
  params?: MessageParams | null;
}

/**
 * The server's message in the interface language: the words of its key with its parameters in
 * place, followed by the reason of an email's last failed delivery attempt (`lastError`, in the
 * mail server's own words) when it has one; a message without a key (a domain not moved to keys
 * yet) as it came.
 */
export function useMessageText(): (said: Said) => string {
  // useLingui re-renders the caller when the language changes; i18n._ reads it at call time.
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return useCallback(
    ({ message, messageKey, params }: Said) => {
      if (!messageKey) return message;
      const words: MessageDescriptor = params
        ? { ...TEXTS[messageKey], values: params }
        : TEXTS[messageKey];
      const translated = i18n._(words);
      const reason = params?.lastError;
      return reason === undefined ? translated : t`${translated}. Last error: ${reason}`;
    },
    [i18n, t],
  );
}
