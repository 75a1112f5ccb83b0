import { Group, Progress, Stack, Text, useDirection } from "@mantine/core";
import { useAdminFormat } from "../../lib/format";

export interface RankedItem {
  key: string;
  label: string;
  /** The label is a host name or address: written left to right in either language. */
  ltr?: boolean;
  /** A dimmed line under the label (a page's path). */
  detail?: string;
  value: number;
}

export interface RankedListProps {
  items: RankedItem[];
  /** Said instead of the list when there is nothing to rank ("No channel data available"). */
  empty: string;
  /** The accessible name of each row's bar ("Organic search: 42% of sessions"). */
  share: (item: RankedItem, percent: string) => string;
  /** Rows shown at most (the answers are sorted, most first). */
  limit?: number;
  color?: string;
}

/**
 * A panel's ranking: each row its name, its figure and a bar for its share of the whole. Plain
 * elements rather than a chart: they mirror in right-to-left, wrap on a phone and read aloud.
 */
export function RankedList({ items, empty, share, limit = 10, color = "blue" }: RankedListProps) {
  const format = useAdminFormat();
  const pageStart = useDirection().dir === "rtl" ? "right" : "left";
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const sorted = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
      {sorted.map((item) => {
        const percent = total > 0 ? (item.value / total) * 100 : 0;
        return (
          <Stack component="li" key={item.key} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text
                  size="sm"
                  fw={500}
                  truncate="end"
                  {...(item.ltr ? { dir: "ltr", ta: pageStart } : {})}
                >
                  {item.label}
                </Text>
                {item.detail ? (
                  <Text size="xs" c="dimmed" truncate="end" dir="ltr" ta={pageStart}>
                    {item.detail}
                  </Text>
                ) : null}
              </Stack>
              <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                {format.number(item.value)}
              </Text>
            </Group>
            <Progress
              value={percent}
              size="sm"
              color={color}
              aria-label={share(item, format.percent(percent))}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
