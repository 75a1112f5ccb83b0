import type { ReferralState, WaitlistFlag, WaitlistStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useLanguageNames, useSourceLabel } from "../../lib/sources";
import type { WaitlistVerification } from "./search";

/** Badge colours; the badge always carries the status in words too (never colour alone). */
export const STATUS_COLOR: Record<WaitlistStatus, string> = {
  pending: "orange",
  notified: "blue",
  registered: "green",
};

/** A referral's colour, beside its words: waiting grey, credited green, to review orange. */
export const REFERRAL_STATE_COLOR: Record<ReferralState, string> = {
  none: "gray",
  pending: "gray",
  counted: "green",
  suspect: "orange",
  rejected: "red",
};

/**
 * The words of the screen's stored values (SPEC 4): notified is shown as "Sent" (the dashboard
 * says the same) and registered as "Completed"; the sources the product's forms send; the
 * verification filter's choices, the fraud rules an entry met (a short name for its badge and what
 * it means) and a referral's state (docs/waitlist-growth.md).
 */
export function useWaitlistLabels() {
  const { t } = useLingui();
  const source = useSourceLabel();
  const language = useLanguageNames();
  return useMemo(() => {
    const status: Record<WaitlistStatus, string> = {
      pending: t`Pending`,
      notified: t`Sent`,
      registered: t`Completed`,
    };
    const verification: Record<WaitlistVerification, string> = {
      confirmed: t({ message: "Confirmed", context: "waitlist filter: confirmed addresses" }),
      unconfirmed: t`Unconfirmed`,
      flagged: t`Flagged`,
      review: t`To review`,
    };
    const flag: Record<WaitlistFlag, { name: string; meaning: string }> = {
      "no-mx": {
        name: t`No mail server`,
        meaning: t`The address's domain has no mail server.`,
      },
      "self-referral": {
        name: t`Self-referral`,
        meaning: t`Joined through their own referral link, from the connection that opened its status page.`,
      },
      "code-burst": {
        name: t`Busy referral code`,
        meaning: t`The referral code had more than 20 joins in an hour.`,
      },
      "address-burst": {
        name: t`Many joins from one IP`,
        meaning: t`More than 5 joins came from the same IP address that day.`,
      },
      "too-fast": {
        name: t`Sent too fast`,
        meaning: t`The form was sent faster than a person types.`,
      },
    };
    const referralState: Record<ReferralState, string> = {
      none: t`Not referred`,
      pending: t`Waiting for confirmation`,
      counted: t`Counted`,
      suspect: t`To review`,
      rejected: t`Rejected`,
    };
    return { status, language, source, verification, flag, referralState };
  }, [t, source, language]);
}
