import { TrendLine } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useDashboardFormat } from "./formatExtra";
import { Panel } from "./Panel";
import { weeklyTrend } from "./trend";
import { useWeekdays } from "./weekdays";

/** Logged by the query cache when the weekly visitors fail. */
export const WEEKLY_FAILED_TEXT = "Failed to load weekly activity";

// The chart library is loaded after the rest of the dashboard, in a chunk of its own.
const WeeklyChart = lazy(() => import("./WeeklyChart"));

const chartPlaceholder = <Skeleton height={240} radius="sm" aria-hidden="true" />;

/**
 * SPEC 2.9's weekly activity: real visitors (first-party analytics, docs/analytics.md) per day of
 * the last seven, by weekday, with the users of a day on hover, and their sum against the week
 * before on the heading's line. The same figures are in a table for screen readers, since the bars
 * are a picture.
 */
export function WeeklyActivity() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useDashboardFormat();
  const weekday = useWeekdays();
  const weekly = useQuery(
    trpc.analytics.weekly.queryOptions(undefined, { meta: { errorMessage: WEEKLY_FAILED_TEXT } }),
  );
  const days = weekly.data?.days;
  const trend = weeklyTrend(
    weekly.data?.visitors,
    {
      change: (percent) => t`${percent} visitors vs last week`,
      nonePrevious: (count) => t`${count} visitors this week, none last week`,
      noneEither: "",
    },
    format,
  );
  return (
    <Panel
      title={t`Weekly activity`}
      // With no visitors in either week the panel says so in its body.
      action={trend?.text ? <TrendLine trend={trend} /> : undefined}
    >
      {weekly.isPending ? (
        chartPlaceholder
      ) : !days ? (
        <Text size="sm" c="dimmed">
          {t`The weekly activity could not be loaded.`}
        </Text>
      ) : days.every((day) => day.visitors === 0) ? (
        <Text size="sm" c="dimmed">
          {t`No visitors in the last 7 days`}
        </Text>
      ) : (
        <>
          <Suspense fallback={chartPlaceholder}>
            <WeeklyChart days={days} />
          </Suspense>
          <VisuallyHidden>
            <Table aria-label={t`Users per day, last 7 days`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Day`}</Table.Th>
                  <Table.Th>{t`Users`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{weekday.long(day.date)}</Table.Td>
                    <Table.Td>{format.number(day.visitors)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Panel>
  );
}
