import "@mantine/core/styles/Chip.css";

import { outboxStatuses, type OutboxStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Chip, Group } from "@mantine/core";
import { useAdminFormat } from "../../lib/format";
import { oneOf } from "../../lib/listSearch";
import { useEmailLabels } from "./labels";

export interface StatusChipsProps {
  /** How many emails of each state match the search (whatever the status filter). */
  counts: Record<OutboxStatus, number> | undefined;
  value: OutboxStatus | undefined;
  onChange: (status: OutboxStatus | undefined) => void;
}

/**
 * All, queued, sent, failed, suppressed: one choice, each with its count. Chips rather than a
 * SegmentedControl: they wrap on a phone, and Mantine 9's segmented indicator stays on the first
 * segment in right-to-left.
 */
export function StatusChips({ counts, value, onChange }: StatusChipsProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const total = counts
    ? counts.queued + counts.sent + counts.failed + counts.suppressed
    : undefined;
  const segment = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${format.number(count)})`;
  const chips = [
    { value: "all", label: segment(t`All`, total) },
    ...outboxStatuses.map((status) => ({
      value: status,
      label: segment(labels.status(status), counts?.[status]),
    })),
  ];
  return (
    <Chip.Group
      multiple={false}
      value={value ?? "all"}
      onChange={(next) => onChange(oneOf(outboxStatuses, next))}
    >
      <Group gap="xs" role="radiogroup" aria-label={t`Delivery status`}>
        {chips.map((chip) => (
          <Chip key={chip.value} value={chip.value} variant="outline" size="sm">
            {chip.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
