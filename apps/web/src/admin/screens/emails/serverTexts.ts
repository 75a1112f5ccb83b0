import { msg } from "@lingui/core/macro";
import { useCallback } from "react";
import { useServerText, type ServerTexts } from "../../../lib/serverText";

/** SPEC 8 style: the outbox's load failure when the server gives no message. */
export const EMAILS_LOAD_FAILED = "Failed to fetch emails";

/** The server's answers to `outbox.list` and `outbox.retry`, in English as it sends them. */
const EMAILS_TEXTS: ServerTexts = {
  "Email queued for another delivery attempt": msg`Email queued for another delivery attempt`,
  "Email kept in the outbox (SMTP is not configured, so it will not be delivered)": msg`Email kept in the outbox (SMTP is not configured, so it will not be delivered)`,
  "This email has already been sent": msg`This email has already been sent`,
  "Email not found": msg`Email not found`,
  "SMTP_URL is not set: kept in the outbox, not delivered": msg`SMTP_URL is not set: kept in the outbox, not delivered`,
  "This email carries no link": msg`This email carries no link`,
  "No new link can be made: the invitation was used, replaced or has expired": msg`No new link can be made: the invitation was used, replaced or has expired`,
  "A fresh link was made: copy it and send it to the recipient yourself": msg`A fresh link was made: copy it and send it to the recipient yourself`,
  "The link in this email is no longer valid (used, replaced or expired): not sent": msg`The link in this email is no longer valid (used, replaced or expired): not sent`,
  [EMAILS_LOAD_FAILED]: msg`Failed to fetch emails`,
  "Internal server error": msg`Internal server error`,
  "Database unavailable": msg`Database unavailable`,
};

export function useEmailsText() {
  return useServerText(EMAILS_TEXTS);
}

/**
 * What went wrong with a call, for a person: the server's own message when it gave one for this
 * request (4xx, or the database being down), translated; otherwise `fallback`.
 */
export function useEmailsErrorText() {
  const serverText = useEmailsText();
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
