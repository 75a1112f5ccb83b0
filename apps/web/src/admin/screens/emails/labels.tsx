import type { Language, OutboxStatus, SuppressionReason } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { IconAlertTriangle, IconBan, IconCheck, IconClock, IconMailOff } from "@tabler/icons-react";
import { useCallback } from "react";

const STATUS_COLOR: Record<OutboxStatus, string> = {
  queued: "yellow",
  sent: "green",
  failed: "red",
  suppressed: "gray",
};

const STATUS_ICON = {
  queued: IconClock,
  sent: IconCheck,
  failed: IconAlertTriangle,
  suppressed: IconBan,
} satisfies Record<OutboxStatus, unknown>;

/** The outbox's words: delivery states, kinds of email and languages. */
export function useEmailLabels() {
  const { t } = useLingui();
  const status = useCallback(
    (value: OutboxStatus) =>
      ({
        queued: t`Queued`,
        sent: t`Sent`,
        failed: t`Failed`,
        // Never sent: the address is on the suppression list (the reason is its last error).
        suppressed: t`Suppressed`,
      })[value],
    [t],
  );
  /** What caused the email; a kind this screen does not know is shown as stored. */
  const kind = useCallback(
    (value: string) =>
      ({
        "waitlist-confirm": t`Waitlist confirmation`,
        "waitlist-reminder": t`Confirmation reminder`,
        "waitlist-confirmed": t`Place confirmed`,
        "waitlist-invite": t`Invitation`,
        "user-invite": t`Invitation (added user)`,
        "waitlist-invite-reminder": t`Invitation reminder`,
        "user-invite-reminder": t`Invitation reminder (added user)`,
        "contact-reply": t`Contact reply`,
        "user-message": t`Message to a user`,
        "admin-message": t`Mailbox message`,
        "admin-digest": t`Daily digest (to the administrator)`,
        "policy-change": t`Policy change notice`,
      })[value] ?? value,
    [t],
  );
  const language = useCallback(
    (value: Language) => ({ en: t`English`, ar: t`Arabic` })[value],
    [t],
  );
  /** Why an address is never mailed (the suppression list's reason), in a word or two. */
  const suppression = useCallback(
    (value: SuppressionReason) =>
      ({
        "not-me": t`Not their address`,
        unsubscribed: t`Unsubscribed`,
        "hard-bounce": t`Bounced`,
        complaint: t`Reported spam`,
        "soft-bounces": t`Bounced (mailbox full)`,
        erased: t`Data erased`,
        manual: t`Suppressed by an administrator`,
      })[value],
    [t],
  );
  /** Where a suppression came from (its `source`); one this screen does not know, as stored. */
  const source = useCallback(
    (value: string) =>
      ({
        waitlist: t`Waitlist ("This wasn't me")`,
        "one-click": t`One-click unsubscribe`,
        page: t`Unsubscribe page`,
        admin: t`Administrator`,
        ses: t`Amazon SES`,
        postmark: t`Postmark`,
        generic: t`Bounce report (API)`,
      })[value] ?? value,
    [t],
  );
  return { status, kind, language, suppression, source };
}

/**
 * A delivery state in words, with a colour and an icon that only echo them. The Emails screen's,
 * and the state of an invitation (Early Access) or a reply (Contact submissions).
 */
export function EmailStatusBadge({ status, size }: { status: OutboxStatus; size?: "xs" | "sm" }) {
  const labels = useEmailLabels();
  const Icon = STATUS_ICON[status];
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      radius="sm"
      size={size}
      leftSection={<Icon size={12} aria-hidden="true" />}
      // A badge may shrink to an ellipsis; in a table cell that hides the status: keep it whole.
      miw="fit-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {labels.status(status)}
    </Badge>
  );
}

/** The suppression screen's reason colours; the badge always says the reason in words too. */
const REASON_COLOR: Record<SuppressionReason, string> = {
  "not-me": "gray",
  unsubscribed: "blue",
  "hard-bounce": "red",
  complaint: "orange",
  "soft-bounces": "yellow",
  erased: "gray",
  manual: "grape",
};

/** Why an address is on the suppression list, as a badge coloured by the reason (the list's). */
export function SuppressionReasonBadge({ reason }: { reason: SuppressionReason }) {
  const labels = useEmailLabels();
  return (
    <Badge
      variant="light"
      color={REASON_COLOR[reason]}
      radius="sm"
      size="sm"
      tt="none"
      miw="fit-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {labels.suppression(reason)}
    </Badge>
  );
}

/**
 * An address the product never mails (docs/email-delivery.md): a gray badge with the reason, its
 * title saying no email goes to it.
 */
export function SuppressionBadge({ reason }: { reason: SuppressionReason }) {
  const { t } = useLingui();
  const labels = useEmailLabels();
  return (
    <Badge
      variant="light"
      color="gray"
      radius="sm"
      size="sm"
      tt="none"
      title={t`No email is sent to this address`}
      leftSection={<IconMailOff size={12} aria-hidden="true" />}
      miw="fit-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {labels.suppression(reason)}
    </Badge>
  );
}
