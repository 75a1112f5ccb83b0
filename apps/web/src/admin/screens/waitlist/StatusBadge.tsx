import type { WaitlistStatus } from "@bayan/trpc/rules";
import { Badge } from "@mantine/core";
import { STATUS_COLOR, useWaitlistLabels } from "./labels";

/** The status in words with a coloured dot (the colour only echoes the words). */
export function StatusBadge({ status }: { status: WaitlistStatus }) {
  const labels = useWaitlistLabels();
  return (
    // Never cut short by a narrow column: the words are the status.
    <Badge variant="dot" color={STATUS_COLOR[status]} tt="none" size="md" miw="max-content">
      {labels.status[status]}
    </Badge>
  );
}
