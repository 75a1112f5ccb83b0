import { analyticsRanges, DEFAULT_ANALYTICS_RANGE } from "@bayan/trpc/schemas";
import { Plural, useLingui } from "@lingui/react/macro";
import { Grid, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import {
  IconClick,
  IconClockHour4,
  IconEye,
  IconUserPlus,
  IconUsers,
  IconWorld,
} from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { LoadingNote } from "../../lib/LoadingNote";
import { RetryButton } from "../../lib/RetryButton";
import { StatGrid } from "../../lib/StatGrid";
import { oneOf } from "../../lib/listSearch";
import { useScreenParam } from "../../lib/useScreenParam";
import { Panel } from "../dashboard/Panel";
import { DailyChart, DevicesChart } from "./charts";
import { Funnel } from "./Funnel";
import { useAnalyticsLabels } from "./labels";
import { LiveVisitors } from "./LiveVisitors";
import { RankedList } from "./RankedList";
import type { AnalyticsRange } from "./search";

/** SPEC 8's error text, as the query cache logs it (the screen says it in the interface language). */
const ANALYTICS_ERROR = "Failed to load analytics data. Please try again later.";

/**
 * SPEC 2.13: the range (7d, 30d, 90d, 12m; 30 days first), the six figures and the four panels
 * with their empty texts, a spinner while loading and the spec's error text in red. Beyond the
 * spec (docs/analytics.md): visitors and page views per day, the funnel from visit to
 * registration, devices, referrers, languages and the visitors on the site now.
 */
export function AnalyticsScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useAnalyticsLabels();
  const [range, setRange] = useScreenParam<AnalyticsRange>("range", DEFAULT_ANALYTICS_RANGE);

  const report = useQuery({
    ...trpc.analytics.comprehensive.queryOptions(
      { timeRange: range },
      { meta: { errorMessage: ANALYTICS_ERROR } },
    ),
    placeholderData: keepPreviousData,
  });
  // The figures of the range asked for, or those of the last range while the new one loads.
  const data = report.data;
  const loading = report.isPending || (report.isFetching && report.isPlaceholderData);
  const failed = report.isError;

  const rangeLabels: Record<AnalyticsRange, string> = {
    7: t`7d`,
    30: t`30d`,
    90: t`90d`,
    365: t`12m`,
  };
  const days = format.number(range);

  const metrics = data?.metrics;
  const ofSessions = (label: string, percent: string) => t`${label}: ${percent} of sessions`;
  const ofUsers = (label: string, percent: string) => t`${label}: ${percent} of users`;
  const ofEvents = (label: string, percent: string) => t`${label}: ${percent} of events`;
  const ofPageViews = (label: string, percent: string) => t`${label}: ${percent} of page views`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <SegmentedControl
            aria-label={t`Time range`}
            value={String(range)}
            onChange={(next) => setRange(oneOf(analyticsRanges, next) ?? DEFAULT_ANALYTICS_RANGE)}
            data={analyticsRanges.map((days) => ({
              value: String(days),
              label: rangeLabels[days],
            }))}
          />
          <Text size="sm" c="dimmed">
            <Plural value={range} one={`Showing ${days} day`} other={`Showing ${days} days`} />
          </Text>
        </Stack>
        {loading ? <LoadingNote size="sm" text={t`Loading analytics...`} /> : null}
      </Group>

      {failed ? (
        <Group gap="sm" justify="space-between" wrap="wrap" role="alert">
          <Text c="red" fw={500}>
            {t`Failed to load analytics data. Please try again later.`}
          </Text>
          <RetryButton queries={[report]} icon />
        </Group>
      ) : null}

      <StatGrid
        cols={{ base: 2, sm: 3, xl: 6 }}
        busy={loading}
        loading={report.isPending}
        none="—"
        stats={[
          { icon: IconUsers, label: t`Active users`, value: metrics?.activeUsers },
          { icon: IconUserPlus, label: t`New users`, value: metrics?.newUsers },
          { icon: IconWorld, label: t`Sessions`, value: metrics?.sessions },
          {
            icon: IconClockHour4,
            label: t`Average session duration`,
            value: metrics && labels.duration(metrics.userEngagementDuration, metrics.sessions),
          },
          { icon: IconEye, label: t`Page views`, value: metrics?.screenPageViews },
          { icon: IconClick, label: t`Event count`, value: metrics?.eventCount },
        ]}
      />

      {data ? (
        <Grid gap="md" style={{ opacity: loading ? 0.6 : 1, transition: "opacity 150ms" }}>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Panel title={t`Visitors and page views`}>
              {data.daily.some((row) => row.visitors > 0 || row.pageViews > 0) ? (
                <DailyChart daily={data.daily} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t`No visits in this range yet`}
                </Text>
              )}
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <LiveVisitors />
          </Grid.Col>

          <Grid.Col span={12}>
            <Panel title={t`From visit to registration`}>
              <Funnel funnel={data.funnel} />
            </Panel>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 6 }}>
            <Panel title={t`Sessions by Channel`}>
              <RankedList
                items={data.channelData.map((row) => ({
                  key: row.channel,
                  label: labels.channel(row.channel),
                  value: row.sessions,
                }))}
                empty={t`No channel data available`}
                share={(item, percent) => ofSessions(item.label, percent)}
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Panel title={t`Top Events`}>
              <RankedList
                items={data.events.map((row) => ({
                  key: row.name,
                  label: labels.event(row.name),
                  value: row.count,
                }))}
                empty={t`No event data available`}
                share={(item, percent) => ofEvents(item.label, percent)}
                color="grape"
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Panel title={t`Top Pages`}>
              <RankedList
                items={data.pageViewsData.map((row) => ({
                  // One path may come with two titles (English and Arabic): both make the key.
                  key: `${row.path}\n${row.title}`,
                  label: row.title || row.path,
                  ...(row.title && row.path && row.title !== row.path ? { detail: row.path } : {}),
                  value: row.views,
                }))}
                empty={t`No page view data available`}
                share={(item, percent) => ofPageViews(item.label, percent)}
                color="teal"
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Panel title={t`Users by Country`}>
              <RankedList
                items={data.countryData.map((row) => ({
                  key: row.country,
                  label: labels.country(row.country),
                  value: row.users,
                }))}
                empty={t`No country data available`}
                share={(item, percent) => ofUsers(item.label, percent)}
                color="orange"
              />
            </Panel>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Panel title={t`Devices`}>
              {data.devices.length > 0 ? (
                <DevicesChart devices={data.devices} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t`No device data available`}
                </Text>
              )}
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Panel title={t`Referrers`}>
              <RankedList
                items={data.referrers.map((row) => ({
                  key: row.referrer,
                  label: row.referrer,
                  ltr: true,
                  value: row.sessions,
                }))}
                empty={t`No referrer data available`}
                share={(item, percent) => ofSessions(item.key, percent)}
                color="cyan"
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Panel title={t`Languages`}>
              <RankedList
                items={data.languages.map((row) => ({
                  key: row.language,
                  label: labels.language(row.language),
                  value: row.users,
                }))}
                empty={t`No language data available`}
                share={(item, percent) => ofUsers(item.label, percent)}
                color="indigo"
              />
            </Panel>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

export default AnalyticsScreen;
