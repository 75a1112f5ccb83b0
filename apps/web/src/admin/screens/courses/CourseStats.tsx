import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { IconBook2, IconChartBar, IconSchool, IconUsers } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import { StatGrid } from "../../lib/StatGrid";

type Stats = RouterOutputs["courses"]["stats"];

/**
 * SPEC 2.11's figures: every course, the published ones (with drafts and archived under them),
 * the students of all courses and the published courses' average completion. No invented
 * figures: while loading or after a failure a dash.
 */
export function CourseStats({ stats }: { stats: { data?: Stats; isPending: boolean } }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const data = stats.data;
  const drafts = format.number(data?.byStatus.draft ?? 0);
  const archived = format.number(data?.byStatus.archived ?? 0);
  const average = data?.averageCompletion ?? null;
  return (
    <StatGrid
      loading={stats.isPending}
      stats={[
        { icon: IconBook2, label: t`Total courses`, value: data?.total },
        {
          icon: IconSchool,
          label: t`Published`,
          value: data?.byStatus.published,
          target: data ? t`Drafts: ${drafts} · archived: ${archived}` : undefined,
        },
        { icon: IconUsers, label: t`Total students`, value: data?.students },
        {
          icon: IconChartBar,
          label: t`Average completion`,
          value: average === null ? null : format.percent(average),
          progress: average === null ? undefined : { value: average, label: t`Average completion` },
          target: data && average === null ? t`No students in published courses` : undefined,
        },
      ]}
    />
  );
}
