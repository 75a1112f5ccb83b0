import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useDeliveryText } from "../../lib/deliveryText";
import { useErrorTextOf } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";

/**
 * The server's answers to the waitlist procedures, in English as it sends them. An invite's
 * answer says what became of its email (`INVITE_TEXTS` and `INVITES_TEXTS` in @bayan/trpc); a
 * queued or failed one may end with the reason of the last failed attempt (`useDeliveryText`).
 */
export const INVITE_SENT_TEXT = "Invitation sent successfully";
export const INVITE_QUEUED_TEXT =
  "Invitation queued: not delivered yet, delivery will be retried automatically";
export const INVITE_FAILED_TEXT = "Invitation could not be delivered";
export const INVITE_NOT_DELIVERED_TEXT =
  "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";
export const INVITES_SENT_TEXT = "Invitations sent successfully";
export const INVITES_QUEUED_TEXT =
  "Invitations queued: not all delivered yet, delivery will be retried automatically";
export const INVITES_FAILED_TEXT = "Some invitations could not be delivered";
export const INVITES_NOT_DELIVERED_TEXT =
  "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)";
export const NO_INVITATION_TEXT = "No invitation was queued";
/**
 * A second invite within the repeat window (`recentInviteMessage` in @bayan/trpc): when the
 * first invitation went ("less than a minute", "1 minute", "7 minutes"), and whether it was sent
 * or is still queued.
 */
const RECENTLY_SENT =
  /^An invitation was sent to this address (.+) ago; no second email was queued$/;
const RECENTLY_QUEUED =
  /^An invitation to this address was queued (.+) ago and is not delivered yet; no second email was queued$/;
/** SPEC 8: the waitlist screen's load failure when the server gives no message. */
export const LOAD_FAILED_TEXT = "Failed to fetch waitlist data";
/** SPEC 8: the stats' load failure. */
export const STATS_FAILED_TEXT = "Failed to fetch waitlist stats";

const WAITLIST_ADMIN_TEXTS: ServerTexts = {
  [INVITE_SENT_TEXT]: msg`Invitation sent successfully`,
  [INVITE_QUEUED_TEXT]: msg`Invitation queued: not delivered yet, delivery will be retried automatically`,
  [INVITE_FAILED_TEXT]: msg`Invitation could not be delivered`,
  [INVITE_NOT_DELIVERED_TEXT]: msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  [INVITES_SENT_TEXT]: msg`Invitations sent successfully`,
  [INVITES_QUEUED_TEXT]: msg`Invitations queued: not all delivered yet, delivery will be retried automatically`,
  [INVITES_FAILED_TEXT]: msg`Some invitations could not be delivered`,
  [INVITES_NOT_DELIVERED_TEXT]: msg`Invitations saved in the outbox (SMTP is not configured, so they were not delivered)`,
  [NO_INVITATION_TEXT]: msg`No invitation was queued`,
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

/**
 * The server's waitlist answers in the interface language (with the reason of a failed delivery
 * after them, as it came); unknown ones as they came.
 */
export function useWaitlistServerText() {
  const { t } = useLingui();
  const format = useAdminFormat();
  const known = useServerText(WAITLIST_ADMIN_TEXTS);
  const translate = useCallback(
    (english: string) => {
      const sent = RECENTLY_SENT.exec(english);
      const queued = sent ? null : RECENTLY_QUEUED.exec(english);
      const when = (sent ?? queued)?.[1];
      if (when === undefined) return known(english);
      const minutes = when === "less than a minute" ? 0 : Number.parseInt(when, 10);
      if (Number.isNaN(minutes)) return known(english);
      const ago =
        minutes === 0
          ? t`less than a minute ago`
          : format.relative(new Date(Date.now() - minutes * 60_000));
      return sent
        ? t`An invitation was sent to this address ${ago}; no second email was queued.`
        : t`An invitation to this address was queued ${ago} and is not delivered yet; no second email was queued.`;
    },
    [known, format, t],
  );
  return useDeliveryText(translate);
}

/**
 * What went wrong with a call, for a person: the server's own message when it gave one for this
 * request (4xx, or the database being down), each failing field's reason translated; otherwise
 * `fallback` (see `useErrorTextOf`).
 */
export function useErrorText() {
  return useErrorTextOf(useWaitlistServerText());
}
