import { completionPeriods } from "@bayan/trpc/schemas";
import { EmptyState } from "@bayan/ui";
import { Plural, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Progress, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { IconBook2 } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { oneOf } from "../../lib/listSearch";
import { useScreenParam } from "../../lib/useScreenParam";
import { Panel } from "./Panel";
import { DEFAULT_COMPLETION_PERIOD, type CompletionPeriod } from "./search";

/** Logged by the query cache when the completion bars fail. */
export const COMPLETION_FAILED_TEXT = "Failed to load course completion";

/**
 * SPEC 2.9's course completion bars with the period selector (last 30 days, last 90 days, last
 * year; kept in the address): the published courses that ran in the period, most students first (at most 8; the rule
 * is `courses.completion`'s, docs/courses.md), each with its completion as a bar.
 */
export function CourseCompletion() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const [days, setDays] = useScreenParam<CompletionPeriod>("completion", DEFAULT_COMPLETION_PERIOD);
  const completion = useQuery({
    ...trpc.courses.completion.queryOptions(
      { days },
      { meta: { errorMessage: COMPLETION_FAILED_TEXT } },
    ),
    placeholderData: keepPreviousData,
  });
  const periodLabels: Record<CompletionPeriod, string> = {
    30: t`Last 30 days`,
    90: t`Last 90 days`,
    365: t`Last year`,
  };
  const courses = completion.data;

  return (
    <Panel
      title={t`Course completion`}
      action={
        <SegmentedControl
          size="xs"
          aria-label={t`Period`}
          value={String(days)}
          onChange={(value) =>
            setDays(oneOf(completionPeriods, value) ?? DEFAULT_COMPLETION_PERIOD)
          }
          data={completionPeriods.map((period) => ({
            value: String(period),
            label: periodLabels[period],
          }))}
        />
      }
    >
      {completion.isPending ? (
        <Stack gap="md" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={32} radius="sm" />
          ))}
        </Stack>
      ) : !courses ? (
        <Text size="sm" c="dimmed">
          {t`The course completion could not be loaded.`}
        </Text>
      ) : courses.length === 0 ? (
        <EmptyState
          icon={<IconBook2 size={28} aria-hidden="true" />}
          title={t`No courses in this period`}
          hint={t`Published courses that ran in the period appear here with their completion.`}
          action={
            <Anchor component={Link} to="/admin/courses" size="sm">
              {t`Go to courses`}
            </Anchor>
          }
        />
      ) : (
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: "none", opacity: completion.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={completion.isPlaceholderData}
        >
          {courses.map((course) => {
            const percent = format.percent(course.completion);
            const students = format.number(course.students);
            const title = course.title;
            return (
              <Stack component="li" key={course.id} gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate dir="auto" title={course.title}>
                    {course.title}
                  </Text>
                  <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                    {percent}
                  </Text>
                </Group>
                <Progress
                  value={course.completion}
                  size="md"
                  radius="sm"
                  aria-label={t`${title}: ${percent} completed`}
                />
                <Text size="xs" c="dimmed">
                  <Plural
                    value={course.students}
                    one={`${students} student`}
                    other={`${students} students`}
                  />
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
