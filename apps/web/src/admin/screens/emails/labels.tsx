import {
  EMAIL_TEMPLATE_NAMES,
  type EmailTemplateName,
  type Language,
  type OutboxStatus,
  type SuppressionReason,
} from "@bayan/trpc/rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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

/**
 * Every kind of email the product sends (the outbox's `kind`: EMAIL_TEMPLATE_NAMES, one template
 * each), in words. A kind added to the server's list without its words here does not compile.
 */
export const EMAIL_KIND_LABELS = {
  "waitlist-confirm": msg`Waitlist confirmation`,
  "waitlist-reminder": msg`Confirmation reminder`,
  "waitlist-confirmed": msg`Place confirmed`,
  "waitlist-invite": msg`Invitation`,
  "waitlist-invite-reminder": msg`Invitation reminder`,
  "user-invite": msg`Invitation (added user)`,
  "user-invite-reminder": msg`Invitation reminder (added user)`,
  "team-invite": msg`Team invitation`,
  "user-message": msg`Message to a user`,
  "admin-message": msg`Mailbox message`,
  "contact-reply": msg`Contact reply`,
  "admin-digest": msg`Daily digest (to the administrator)`,
  "policy-change": msg`Policy change notice`,
} satisfies Record<EmailTemplateName, MessageDescriptor>;

const isEmailKind = (value: string): value is EmailTemplateName =>
  (EMAIL_TEMPLATE_NAMES as readonly string[]).includes(value);

/** The outbox's words: delivery states, kinds of email and languages. */
export function useEmailLabels() {
  const { t, i18n } = useLingui();
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
  /** What caused the email; a kind this screen does not know (an older one) is shown as stored. */
  // useLingui re-renders the caller when the language changes; i18n._ reads it at call time.
  const kind = useCallback(
    (value: string) => (isEmailKind(value) ? i18n._(EMAIL_KIND_LABELS[value]) : value),
    [i18n],
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
