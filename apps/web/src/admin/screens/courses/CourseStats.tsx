import type { RouterOutputs } from "@bayan/trpc";
import { StatCard } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { IconBook2, IconChartBar, IconSchool, IconUsers } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";

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
  const value = (n: number | undefined) => (n === undefined ? "–" : format.number(n));
  const drafts = format.number(data?.byStatus.draft ?? 0);
  const archived = format.number(data?.byStatus.archived ?? 0);
  const average = data?.averageCompletion;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
      <StatCard
        icon={<IconBook2 size={22} />}
        label={t`Total courses`}
        value={value(data?.total)}
        loading={stats.isPending}
      />
      <StatCard
        icon={<IconSchool size={22} />}
        label={t`Published`}
        value={value(data?.byStatus.published)}
        target={data ? t`Drafts: ${drafts} · archived: ${archived}` : undefined}
        loading={stats.isPending}
      />
      <StatCard
        icon={<IconUsers size={22} />}
        label={t`Total students`}
        value={value(data?.students)}
        loading={stats.isPending}
      />
      <StatCard
        icon={<IconChartBar size={22} />}
        label={t`Average completion`}
        value={average === null || average === undefined ? "–" : format.percent(average)}
        progress={
          average === null || average === undefined
            ? undefined
            : { value: average, label: t`Average completion` }
        }
        target={data && average === null ? t`No students in published courses` : undefined}
        loading={stats.isPending}
      />
    </SimpleGrid>
  );
}
