import { StatCard } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { IconUserCheck, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { RouterOutputs } from "@bayan/trpc";
import { useDashboardFormat } from "../dashboard/formatExtra";
import { weeklyTrend, type TrendTexts } from "../dashboard/trend";

type Stats = RouterOutputs["users"]["stats"];

/**
 * SPEC 2.10's figures: every user, the active ones, and those who joined in the last seven days
 * against the seven before (the dashboard's words for a weekly trend). No invented figures: a
 * failed load shows a dash.
 */
export function UsersStats({ stats }: { stats: { data?: Stats; isPending: boolean } }) {
  const { t } = useLingui();
  const format = useDashboardFormat();
  const data = stats.data;
  const value = (n: number | undefined) => (n === undefined ? "–" : format.number(n));
  const trendTexts: TrendTexts = {
    change: (percent) => t`${percent} vs last week`,
    nonePrevious: (count) => t`${count} this week, none last week`,
    noneEither: t`none this week or last week`,
  };
  const loading = stats.isPending;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: "xs", sm: "md" }}>
      <StatCard
        icon={<IconUsers size={22} />}
        label={t`Total users`}
        value={value(data?.total)}
        loading={loading}
      />
      <StatCard
        icon={<IconUserCheck size={22} />}
        label={t`Active`}
        value={value(data?.byStatus.active)}
        loading={loading}
      />
      <StatCard
        icon={<IconUserPlus size={22} />}
        label={t`Joined this week`}
        value={value(data?.joined.count)}
        trend={weeklyTrend(data?.joined, trendTexts, format)}
        loading={loading}
      />
    </SimpleGrid>
  );
}
