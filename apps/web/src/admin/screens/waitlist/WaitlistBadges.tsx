import type { ReferralState, WaitlistFlag } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group, type MantineSize } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import { REFERRAL_STATE_COLOR, useWaitlistLabels } from "./labels";

/**
 * Whether the person confirmed their address: the day they did (the time in its title), or an
 * "Unconfirmed" badge.
 */
export function ConfirmedMark({
  confirmedAt,
  withTime = false,
}: {
  confirmedAt: string | null;
  /** The date and time in words (the details), rather than the day (the table). */
  withTime?: boolean;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  if (!confirmedAt) {
    return (
      <Badge variant="light" color="gray" tt="none" size="sm" miw="max-content">
        {t`Unconfirmed`}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <IconCircleCheck
        size={16}
        color="var(--mantine-color-green-filled)"
        aria-hidden="true"
        style={{ flexShrink: 0 }}
      />
      <time dateTime={confirmedAt} title={format.dateTime(confirmedAt)}>
        {withTime ? format.dateTime(confirmedAt) : format.date(confirmedAt)}
      </time>
    </Group>
  );
}

/** The fraud rules an entry met, one small badge each; what the rule means is its title. */
export function FlagBadges({
  flags,
  size = "sm",
}: {
  flags: readonly WaitlistFlag[];
  size?: MantineSize;
}) {
  const labels = useWaitlistLabels();
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" component="span">
      {flags.map((flag) => (
        <Badge
          key={flag}
          size={size}
          variant="light"
          color="orange"
          tt="none"
          miw="max-content"
          title={labels.flag[flag].meaning}
          leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
        >
          {labels.flag[flag].name}
        </Badge>
      ))}
    </Group>
  );
}

/** A referral's state in words (counted, to review, rejected, waiting for confirmation). */
export function ReferralStateBadge({
  state,
  size = "xs",
}: {
  state: ReferralState;
  size?: MantineSize;
}) {
  const labels = useWaitlistLabels();
  return (
    <Badge
      size={size}
      variant="light"
      color={REFERRAL_STATE_COLOR[state]}
      tt="none"
      miw="max-content"
    >
      {labels.referralState[state]}
    </Badge>
  );
}
