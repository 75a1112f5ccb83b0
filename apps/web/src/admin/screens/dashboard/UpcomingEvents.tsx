import type { RouterOutputs } from "@bayan/trpc";
import { timeRemaining } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconRocket, IconTicket } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useDashboardFormat } from "./formatExtra";
import { LaunchTime } from "./LaunchTime";
import { Panel } from "./Panel";

type Dashboard = RouterOutputs["admin"]["dashboard"];

/** SPEC 9: countdowns tick every second. */
const TICK_MS = 1000;

/** Now, moving every `ms` while `running`. */
export function useNow(ms: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, running]);
  return now;
}

/**
 * SPEC 2.9's upcoming events, from what is stored: the platform launch is the launch countdown
 * (title, date and time in the administrator's zone, time left, ticking). The spec's "early access
 * event" has no date anywhere in the product, so no date is shown for it: early access is the
 * waitlist's invitations, and the card says where they stand (from the waitlist counts).
 */
export function UpcomingEvents(props: { dashboard: Dashboard | undefined; loading: boolean }) {
  const { dashboard, loading } = props;
  const { t } = useLingui();
  const format = useDashboardFormat();
  const countdown = dashboard?.system.countdownTimer;
  const target = countdown?.targetDate;
  const completedAtLoad = countdown?.isCompleted ?? true;
  const now = useNow(TICK_MS, !completedAtLoad);
  const remaining = target ? timeRemaining(target, now) : null;
  const done = remaining !== null && remaining.totalSeconds <= 0;
  const waitlist = dashboard?.waitlist;

  return (
    <Panel title={t`Upcoming events`}>
      {loading ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Paper withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                <IconRocket size={20} />
              </ThemeIcon>
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text fw={700}>
                    <bdi>{countdown?.title ?? t`Platform launch`}</bdi>
                  </Text>
                  {remaining ? (
                    <Badge variant="light" color={done ? "green" : "blue"} radius="sm">
                      {done ? t`Launched` : t`Upcoming`}
                    </Badge>
                  ) : null}
                </Group>
                {countdown ? (
                  <>
                    <LaunchTime targetDate={countdown.targetDate} />
                    {remaining && !done ? (
                      <Text size="sm" fw={600} c="var(--mantine-color-bright)">
                        {t`Time left: ${format.timeLeft(remaining)}`}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t`The launch date could not be loaded.`}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>

          <Paper withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="grape" size={40} radius="md" aria-hidden="true">
                <IconTicket size={20} />
              </ThemeIcon>
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Text fw={700}>{t`Early access`}</Text>
                {waitlist ? (
                  <Text size="sm">
                    {t`${format.number(waitlist.notifiedCount)} invited, ${format.number(waitlist.registeredCount)} registered, ${format.number(waitlist.pendingCount)} waiting for an invitation.`}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t`The waitlist could not be loaded.`}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t`No date is set for early access: members join as they are invited from the waitlist.`}
                </Text>
                <Anchor component={Link} to="/admin/waitlist" size="sm" w="fit-content">
                  {t`Invite from Early Access`}
                </Anchor>
              </Stack>
            </Group>
          </Paper>
        </Stack>
      )}
    </Panel>
  );
}
