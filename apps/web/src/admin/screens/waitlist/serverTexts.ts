import { msg } from "@lingui/core/macro";
import { useCallback } from "react";
import { useServerText, type ServerTexts } from "../../../lib/serverText";

/** The server's answers to the waitlist procedures, in English as it sends them. */
export const INVITE_QUEUED_TEXT = "Invitation queued for delivery";
export const INVITES_QUEUED_TEXT = "Invitations queued for delivery";
export const INVITE_NOT_DELIVERED_TEXT =
  "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";
export const INVITES_NOT_DELIVERED_TEXT =
  "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)";
/** SPEC 8: the waitlist screen's load failure when the server gives no message. */
export const LOAD_FAILED_TEXT = "Failed to fetch waitlist data";
/** SPEC 8: the stats' load failure. */
export const STATS_FAILED_TEXT = "Failed to fetch waitlist stats";

const WAITLIST_ADMIN_TEXTS: ServerTexts = {
  [INVITE_QUEUED_TEXT]: msg`Invitation queued for delivery`,
  [INVITES_QUEUED_TEXT]: msg`Invitations queued for delivery`,
  [INVITE_NOT_DELIVERED_TEXT]: msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  [INVITES_NOT_DELIVERED_TEXT]: msg`Invitations saved in the outbox (SMTP is not configured, so they were not delivered)`,
  [LOAD_FAILED_TEXT]: msg`Failed to fetch waitlist data`,
  [STATS_FAILED_TEXT]: msg`Failed to fetch waitlist stats`,
  "This person has already registered": msg`This person has already registered`,
  "Waitlist entry not found": msg`Waitlist entry not found`,
  "Choose at least one entry": msg`Choose at least one entry`,
  "At most 500 entries at a time": msg`At most 500 entries at a time`,
  "count must be a whole number from 1 to 1000": msg`Enter a whole number from 1 to 1000`,
  "Nothing to change: give status or notes": msg`Nothing to change: give status or notes`,
  "Database unavailable": msg`Database unavailable`,
  "Unauthorized - please login again": msg`Unauthorized - please login again`,
};

/** The server's waitlist answers in the interface language; unknown ones as they came. */
export function useWaitlistServerText() {
  return useServerText(WAITLIST_ADMIN_TEXTS);
}

/** True when the invite's answer says the mail really went to the delivery queue. */
export function inviteQueued(message: string): boolean {
  return message === INVITE_QUEUED_TEXT || message === INVITES_QUEUED_TEXT;
}

interface ErrorShape {
  message?: unknown;
  data?: { httpStatus?: number; errors?: { message: string }[] | null } | null;
}

/**
 * What went wrong with a call, for a person: the server's own message when it gave one for this
 * request (4xx, or the database being down), each failing field's reason translated; otherwise
 * `fallback`.
 */
export function useErrorText() {
  const serverText = useWaitlistServerText();
  return useCallback(
    (error: unknown, fallback: string) => {
      const shape = (error ?? {}) as ErrorShape;
      const status = shape.data?.httpStatus;
      const meaningful = status !== undefined && (status < 500 || status === 503);
      if (!meaningful) return fallback;
      const fields = shape.data?.errors;
      if (fields && fields.length > 0) return fields.map((f) => serverText(f.message)).join(" ");
      return typeof shape.message === "string" && shape.message
        ? serverText(shape.message)
        : fallback;
    },
    [serverText],
  );
}
