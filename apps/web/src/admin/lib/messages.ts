import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { AdminMessageKey, MessageKey, MessageParams } from "@bayan/trpc/rules/messages";
import { useCallback } from "react";
import { PUBLIC_MESSAGE_TEXTS } from "../../lib/messages";
import { AUTH_TEXTS } from "./messages/auth";
import { ANALYTICS_TEXTS } from "./messages/analytics";
import { CONTENT_TEXTS } from "./messages/content";
import { COURSES_TEXTS } from "./messages/courses";
import { DASHBOARD_TEXTS } from "./messages/dashboard";
import { WAITLIST_TEXTS } from "./messages/waitlist";
import { CONTACT_TEXTS } from "./messages/contact";
import { USERS_TEXTS } from "./messages/users";
import { SETTINGS_TEXTS } from "./messages/settings";
import { OUTBOX_TEXTS } from "./messages/outbox";
import { MAILBOX_TEXTS } from "./messages/mailbox";
import { EMAIL_TEXTS } from "./messages/email";
import { SUPPRESSIONS_TEXTS } from "./messages/suppressions";
import { WEBHOOKS_TEXTS } from "./messages/webhooks";
import { PERSONAL_DATA_TEXTS } from "./messages/personalData";
import { TEAM_TEXTS } from "./messages/team";

/**
 * The words of every message only the admin panel shows (ADMIN_MESSAGES in
 * packages/trpc/src/rules/messages.ts), by key, one file per domain (messages/<domain>.ts); typed
 * like the public table (src/lib/messages.ts), which the panel reads too.
 */
export const ADMIN_MESSAGE_TEXTS = {
  ...AUTH_TEXTS,
  ...COURSES_TEXTS,
  ...CONTENT_TEXTS,
  ...ANALYTICS_TEXTS,
  ...DASHBOARD_TEXTS,
  ...WAITLIST_TEXTS,
  ...CONTACT_TEXTS,
  ...USERS_TEXTS,
  ...SETTINGS_TEXTS,
  ...OUTBOX_TEXTS,
  ...MAILBOX_TEXTS,
  ...EMAIL_TEXTS,
  ...SUPPRESSIONS_TEXTS,
  ...WEBHOOKS_TEXTS,
  ...PERSONAL_DATA_TEXTS,
  ...TEAM_TEXTS,
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

/**
 * A rule's reason as a shared schema gives it to a form checking its fields in the browser (a key
 * of the vocabulary, docs/messages.md), in the interface language; any other text as it is.
 */
export function useReasonText(): (reason: string) => string {
  const text = useMessageText();
  return useCallback(
    (reason: string) =>
      Object.hasOwn(TEXTS, reason)
        ? text({ message: reason, messageKey: reason as MessageKey })
        : reason,
    [text],
  );
}
