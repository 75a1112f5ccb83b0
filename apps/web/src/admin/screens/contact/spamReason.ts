import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

/**
 * Why a message was filed as spam, in words: the server stores "honeypot field filled" or
 * "sent 850 ms after the form appeared" (docs/decisions.md, Contact spam folder).
 */
export function useSpamReason() {
  const { t } = useLingui();
  return useCallback(
    (reason: string | null, formatNumber: (n: number) => string) => {
      if (!reason) return t`No reason was recorded.`;
      if (reason === "honeypot field filled") {
        return t`A hidden field that people never see was filled in.`;
      }
      const fast = /^sent (\d+) ms after the form appeared$/.exec(reason);
      if (fast) {
        const ms = formatNumber(Number(fast[1]));
        return t`Sent ${ms} ms after the form appeared, faster than a person can type.`;
      }
      return reason;
    },
    [t],
  );
}
