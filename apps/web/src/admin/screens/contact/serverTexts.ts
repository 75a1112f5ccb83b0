import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useDeliveryText } from "../../lib/deliveryText";

/**
 * The server's answers to the contact procedures, in English as it sends them. A reply's answer
 * says what became of its email (`REPLY_TEXTS` in @bayan/trpc); a queued or failed one may end
 * with the reason of the last failed attempt (see `useDeliveryText`).
 */
export const REPLY_SENT_TEXT = "Reply sent successfully!";
export const REPLY_QUEUED_TEXT =
  "Reply queued: not delivered yet, delivery will be retried automatically";
export const REPLY_FAILED_TEXT = "Reply could not be delivered";
export const REPLY_NOT_DELIVERED_TEXT =
  "Reply saved in the outbox (SMTP is not configured, so it was not delivered)";
/** SPEC 8: the contact screen's load failure when the server gives no message. */
export const LOAD_FAILED_TEXT = "Failed to fetch contact data";

const CONTACT_ADMIN_TEXTS: ServerTexts = {
  [REPLY_SENT_TEXT]: msg`Reply sent successfully!`,
  [REPLY_QUEUED_TEXT]: msg`Reply queued: not delivered yet, delivery will be retried automatically`,
  [REPLY_FAILED_TEXT]: msg`Reply could not be delivered`,
  [REPLY_NOT_DELIVERED_TEXT]: msg`Reply saved in the outbox (SMTP is not configured, so it was not delivered)`,
  [LOAD_FAILED_TEXT]: msg`Failed to fetch contact data`,
  "This message is marked as spam; mark it otherwise before replying": msg`This message is marked as spam; mark it otherwise before replying`,
  "Contact submission not found": msg`Contact submission not found`,
  "Reply is required": msg`Reply is required`,
  "Reply is too long": msg`Reply is too long`,
  "Nothing to change: give status or priority": msg`Nothing to change: give status or priority`,
  "Database unavailable": msg`Database unavailable`,
};

/**
 * The server's contact answers in the interface language (with the reason of a failed delivery
 * after them, as it came); unknown ones as they came.
 */
export function useContactServerText() {
  return useDeliveryText(useServerText(CONTACT_ADMIN_TEXTS));
}

/**
 * What went wrong with a call, for a person: the server's own message when it gave one for this
 * request (4xx, or the database being down), translated; otherwise `fallback`.
 */
export function useErrorText() {
  const serverText = useContactServerText();
  return useCallback(
    (error: unknown, fallback: string) => {
      const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
      const message = error instanceof Error ? error.message : "";
      const meaningful = status !== undefined && (status < 500 || status === 503);
      return meaningful && message ? serverText(message) : fallback;
    },
    [serverText],
  );
}

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
