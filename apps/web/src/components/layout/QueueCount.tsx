import { Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { IconUsers } from "@tabler/icons-react";
import { QUEUE_DISPLAY_OFFSET } from "@bayan/trpc/rules/public";
import { useNumberFormat } from "../../i18n/format";
import { QueueCountWidget } from "../../features/waitlist/QueueCountWidget";

function QueueCountText({ value }: { value: number }) {
  const format = useNumberFormat();
  const count = format(value);
  return (
    <Group gap={6} wrap="nowrap" data-testid="queue-count">
      <IconUsers size={18} aria-hidden="true" />
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        <Trans>{count} in queue</Trans>
      </Text>
    </Group>
  );
}

/** "{n} in queue" for the top bar and the mobile menu (as while loading until the data is in). */
export function QueueCount() {
  return (
    <QueueCountWidget placeholder={<QueueCountText value={QUEUE_DISPLAY_OFFSET} />}>
      {(count) => <QueueCountText value={count} />}
    </QueueCountWidget>
  );
}
