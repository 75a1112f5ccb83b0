import { LAST_ERROR_SEPARATOR } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

/**
 * The server's answer about an email (an invitation, a reply) split in two: its text, and the
 * reason of the email's last failed delivery attempt that the server adds after
 * LAST_ERROR_SEPARATOR when there was one (else null).
 */
export function splitLastError(message: string): { text: string; reason: string | null } {
  const at = message.indexOf(LAST_ERROR_SEPARATOR);
  if (at < 0) return { text: message, reason: null };
  return { text: message.slice(0, at), reason: message.slice(at + LAST_ERROR_SEPARATOR.length) };
}

/**
 * Translates the server's answers about emails: the text by `translate` (a screen's table of
 * server texts), followed by the reason of the last failed delivery attempt, if any, in the mail
 * server's own words.
 */
export function useDeliveryText(translate: (english: string) => string) {
  const { t } = useLingui();
  return useCallback(
    (message: string) => {
      const { text, reason } = splitLastError(message);
      const translated = translate(text);
      return reason === null ? translated : t`${translated}. Last error: ${reason}`;
    },
    [translate, t],
  );
}
