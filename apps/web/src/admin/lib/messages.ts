import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
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
 * place; a message without a key (a domain not moved to keys yet) as it came.
 */
export function useMessageText(): (said: Said) => string {
  // useLingui re-renders the caller when the language changes; i18n._ reads it at call time.
  const { i18n } = useLingui();
  return useCallback(
    ({ message, messageKey, params }: Said) => {
      if (!messageKey) return message;
      const words: MessageDescriptor = params
        ? { ...TEXTS[messageKey], values: params }
        : TEXTS[messageKey];
      return i18n._(words);
    },
    [i18n],
  );
}
