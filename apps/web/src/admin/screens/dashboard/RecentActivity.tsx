import type { RouterOutputs } from "@bayan/trpc";
import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Group, Skeleton, Stack, Text, ThemeIcon, useDirection } from "@mantine/core";
import { IconActivity, IconMail, IconUserPlus } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import { Panel } from "./Panel";

type Activity = RouterOutputs["admin"]["recentActivity"]["activities"][number];

/**
 * SPEC 2.9: the five newest sign-ups and contact messages together, newest first. "5 minutes ago"
 * moves on as the screen's clock re-renders it.
 */
export function RecentActivity({
  query,
}: {
  /** The dashboard's query; when it fails the panel says so rather than "no activity yet". */
  query: { data?: { activities: Activity[] }; isPending: boolean; isError: boolean };
}) {
  const activities = query.data?.activities;
  const [loading, failed] = [query.isPending, query.isError];
  const { t } = useLingui();
  const format = useAdminFormat();
  const pageStart = useDirection().dir === "rtl" ? "right" : "left";
  // By the activity's kind, not the server's English words, so every action is translated.
  const action = (activity: Activity) =>
    activity.type === "waitlist" ? t`Joined the waitlist` : t`Sent a message`;

  return (
    <Panel title={t`Recent activity`}>
      {loading ? (
        <Stack gap="sm" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : failed ? (
        <Text size="sm" c="dimmed">
          {t`The activity could not be loaded.`}
        </Text>
      ) : !activities || activities.length === 0 ? (
        <EmptyState
          icon={<IconActivity size={28} aria-hidden="true" />}
          title={t`No activity yet`}
          hint={t`Sign-ups and contact messages will appear here.`}
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {activities.map((activity) => (
            <Group
              component="li"
              key={`${activity.type}:${activity.user}:${activity.time}`}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
            >
              <ThemeIcon
                variant="light"
                color={activity.type === "waitlist" ? "blue" : "teal"}
                radius="xl"
                size={36}
                aria-hidden="true"
              >
                {activity.type === "waitlist" ? <IconUserPlus size={18} /> : <IconMail size={18} />}
              </ThemeIcon>
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                {/* The name or address in its own direction, so a long address loses its end
                    (not its start) to the ellipsis, aligned with the page. */}
                <Text size="sm" fw={600} truncate="end" dir="auto" ta={pageStart}>
                  {activity.user}
                </Text>
                <Text size="sm" c="dimmed">
                  {action(activity)}
                </Text>
              </Stack>
              <Text
                component="time"
                dateTime={activity.time}
                title={format.dateTime(activity.time)}
                size="xs"
                c="dimmed"
                style={{ whiteSpace: "nowrap" }}
              >
                {format.relative(activity.time)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
