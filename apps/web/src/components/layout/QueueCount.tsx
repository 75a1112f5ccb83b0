import { Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { IconUsers } from "@tabler/icons-react";
import { useNumberFormat } from "../../i18n/format";
import { useQueueCount } from "../../features/waitlist/useQueueCount";

/** "{n} in queue" for the top bar and the mobile menu. */
export function QueueCount() {
  const format = useNumberFormat();
  const count = format(useQueueCount());
  return (
    <Group gap={6} wrap="nowrap" data-testid="queue-count">
      <IconUsers size={18} aria-hidden="true" />
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        <Trans>{count} in queue</Trans>
      </Text>
    </Group>
  );
}
