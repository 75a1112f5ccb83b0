import { useLingui } from "@lingui/react/macro";
import { Alert, Grid, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { serverError } from "../../../lib/serverError";
import { useTRPC } from "../../../lib/trpc";
import { LoadingNote } from "../../lib/LoadingNote";
import { useMessageText } from "../../lib/messages";
import { RetryButton } from "../../lib/RetryButton";
import { CountdownCard } from "./CountdownEditor";
import { CourseCompletion } from "./CourseCompletion";
import { dashboardQueries } from "./prefetch";
import { RecentActivity } from "./RecentActivity";
import { RecentRegistrations } from "./RecentRegistrations";
import { StatCards } from "./StatCards";
import { TopReferrers } from "./TopReferrers";
import { UpcomingEvents, useNow } from "./UpcomingEvents";
import { WeeklyActivity } from "./WeeklyActivity";

/**
 * SPEC 8: the error's message in the interface language, or 'Failed to fetch admin data'. Only an
 * answer from the API carries a message meant for people; a failure on the way (no connection, a
 * proxy's empty 502) has a browser's technical one, which says nothing to an administrator.
 */
function useErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  const text = useMessageText();
  return (error) => {
    const said = serverError(error);
    return said.status !== undefined && said.message ? text(said) : t`Failed to fetch admin data`;
  };
}

/** "5 minutes ago" and the days left move on while the page stays open. */
const CLOCK_MS = 30_000;

/**
 * SPEC 2.9, on real data only: the four figures with this week against last week, the newest
 * registrations and activity, the visitors of the last seven days by weekday (first-party
 * analytics; the chart loads after the rest), the course completion bars for the chosen period
 * (the stored courses), the upcoming events, the launch countdown with its editor, and the
 * waitlist's top referrers.
 */
export function DashboardScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const errorMessage = useErrorMessage();
  const q = dashboardQueries({ trpc });
  const dashboard = useQuery(q.dashboard);
  const overview = useQuery(q.overview);
  const activity = useQuery(q.recentActivity);
  const registrations = useQuery(q.registrations);
  const now = useNow(CLOCK_MS);

  const queries = [dashboard, overview, activity, registrations];
  const loading = queries.some((query) => query.isPending);
  const failed = queries.filter((query) => query.isError);
  const firstError = failed[0]?.error;

  return (
    <Stack gap="lg">
      {loading ? <LoadingNote text={t`Loading data...`} /> : null}

      {firstError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">
                <Text span fw={700}>
                  {t`Error:`}
                </Text>{" "}
                <Text span>{errorMessage(firstError)}</Text>
              </Text>
              <Text size="sm" c="dimmed">
                {t`Using fallback data`}
              </Text>
            </Stack>
            <RetryButton queries={failed} icon />
          </Group>
        </Alert>
      ) : null}

      <StatCards
        dashboard={dashboard.data}
        overview={overview.data}
        loading={dashboard.isPending}
        now={now}
      />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentRegistrations query={registrations} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RecentActivity query={activity} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <WeeklyActivity />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CourseCompletion />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <UpcomingEvents dashboard={dashboard.data} loading={dashboard.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <CountdownCard
            countdown={dashboard.data?.system.countdownTimer}
            loading={dashboard.isPending}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TopReferrers />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
