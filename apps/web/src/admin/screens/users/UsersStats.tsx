import { useLingui } from "@lingui/react/macro";
import { IconUserCheck, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { RouterOutputs } from "@bayan/trpc";
import { useDashboardFormat } from "../dashboard/formatExtra";
import { weeklyTrend, type TrendTexts } from "../dashboard/trend";
import { StatGrid } from "../../lib/StatGrid";

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
  const trendTexts: TrendTexts = {
    change: (percent) => t`${percent} vs last week`,
    nonePrevious: (count) => t`${count} this week, none last week`,
    noneEither: t`none this week or last week`,
  };
  return (
    <StatGrid
      cols={{ base: 2, md: 3 }}
      loading={stats.isPending}
      stats={[
        { icon: IconUsers, label: t`Total users`, value: data?.total },
        { icon: IconUserCheck, label: t`Active`, value: data?.byStatus.active },
        {
          icon: IconUserPlus,
          label: t`Joined this week`,
          value: data?.joined.count,
          trend: weeklyTrend(data?.joined, trendTexts, format),
        },
      ]}
    />
  );
}
