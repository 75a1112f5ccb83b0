import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useMessageText } from "../../lib/messages";
import type { Submission } from "./sampleSubmissions";

/**
 * Why a message was filed as spam, in words: the server gives the reason as a key
 * (`contact.spamHoneypot`, `contact.spamTooFast` with the milliseconds; docs/decisions.md, Contact
 * spam folder) beside its English.
 */
export function useSpamReason() {
  const { t } = useLingui();
  const text = useMessageText();
  return useCallback(
    (
      { spamReason, spamCause }: Pick<Submission, "spamReason" | "spamCause">,
      formatNumber: (n: number) => string,
    ) => {
      if (spamCause) {
        const { messageKey, params } = spamCause;
        const ms = params ? { ms: formatNumber(params.ms) } : null;
        return text({ message: spamReason ?? "", messageKey, params: ms });
      }
      return spamReason ?? t`No reason was recorded.`;
    },
    [t, text],
  );
}
