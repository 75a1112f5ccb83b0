import { StatCard, type StatCardProps } from "@bayan/ui";
import { SimpleGrid, type SimpleGridProps } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { useAdminFormat } from "./format";

export interface Stat extends Omit<StatCardProps, "icon" | "value" | "loading"> {
  icon: Icon;
  /** A count (written in the interface's digits), a figure already written, or none yet. */
  value: number | string | null | undefined;
}

export interface StatGridProps {
  stats: Stat[];
  loading: boolean;
  cols?: SimpleGridProps["cols"];
  /** Said for a figure there is none of (not loaded, failed): no invented figures. */
  none?: string;
  /** New figures are on their way (the old ones stay meanwhile). */
  busy?: boolean;
}

/** A screen's figures (SPEC 2.9-2.17's stat cards), two a row on a phone. */
export function StatGrid({
  stats,
  loading,
  cols = { base: 2, md: 4 },
  none = "–",
  busy,
}: StatGridProps) {
  const format = useAdminFormat();
  return (
    <SimpleGrid cols={cols} spacing={{ base: "xs", sm: "md" }} aria-busy={busy}>
      {stats.map(({ icon: StatIcon, value, ...card }) => (
        <StatCard
          key={card.label}
          {...card}
          icon={<StatIcon size={22} />}
          value={typeof value === "number" ? format.number(value) : (value ?? none)}
          loading={loading}
        />
      ))}
    </SimpleGrid>
  );
}
