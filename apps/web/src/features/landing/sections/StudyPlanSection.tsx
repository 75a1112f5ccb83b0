import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconCalendarPlus, IconDeviceFloppy, IconAdjustments } from "@tabler/icons-react";
import { useMemo } from "react";
import { intlLocale, useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import { B2_PLAN, dayMinutes, weekMinutes, type SessionTopic } from "../logic/studyPlan";
import { LandingSection } from "../LandingSection";
import plan from "./StudyPlan.module.css";

/** SPEC 2.3 item 5: the B2 sample week; every button leads to the waitlist form. */
export default function StudyPlanSection() {
  const { t, i18n } = useLingui();
  const format = useNumberFormat({ maximumFractionDigits: 1 });
  const weekday = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(i18n.locale), { weekday: "long", timeZone: "UTC" }),
    [i18n.locale],
  );
  // 4 January 2026 was a Sunday.
  const dayName = (index: number) => weekday.format(Date.UTC(2026, 0, 4 + index));
  const topics: Record<SessionTopic, string> = {
    listening: t`Listening`,
    speaking: t`Speaking`,
    reading: t`Reading`,
    writing: t`Writing`,
    grammar: t`Grammar`,
    vocabulary: t`Vocabulary`,
    review: t`Weekly review`,
  };
  const minutes = (value: number) => t`${format(value)} min`;
  const hours = format(weekMinutes(B2_PLAN) / 60);

  return (
    <LandingSection
      titleId="plan-title"
      title={t`Your weekly study plan`}
      lead={t`A sample plan for level B2: short, focused sessions that fit around work and family.`}
      size="lg"
      alt
    >
      <Group justify="center" gap="xs" mb="lg">
        <Badge size="lg" variant="filled">
          {t`Level B2`}
        </Badge>
        <Badge size="lg" variant="light" color="sand">
          {t`${hours} hours per week`}
        </Badge>
        <Badge size="lg" variant="light">
          {t`Sessions of 45 and 30 minutes`}
        </Badge>
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 7 }}
        spacing="sm"
        component="ul"
        className={plan.days}
      >
        {B2_PLAN.map((day) => {
          const total = dayMinutes(day);
          return (
            <Paper
              component="li"
              key={day.weekday}
              withBorder
              radius="md"
              p="sm"
              className={plan.day}
              data-rest={total === 0 || undefined}
            >
              <Group justify="space-between" gap={4} mb="xs" wrap="nowrap">
                <Title order={3} size="h6">
                  {dayName(day.weekday)}
                </Title>
                {total > 0 ? (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {minutes(total)}
                  </Text>
                ) : null}
              </Group>
              {total === 0 ? (
                <Text size="sm" c="dimmed">
                  {t`Rest day`}
                </Text>
              ) : (
                <Stack gap={6} component="ul" className={plan.sessions}>
                  {day.sessions.map((session, index) => (
                    <li
                      key={index}
                      className={plan.session}
                      data-long={session.minutes === 45 || undefined}
                    >
                      <Text size="sm" fw={600} span>
                        {topics[session.topic]}
                      </Text>
                      <Text size="xs" span className={plan.sessionMinutes}>
                        {minutes(session.minutes)}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
      <Group justify="center" gap="sm" mt="xl">
        <JoinButton
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          rightSection={null}
        >
          {t`Save plan`}
        </JoinButton>
        <JoinButton
          variant="light"
          leftSection={<IconAdjustments size={18} aria-hidden="true" />}
          rightSection={null}
        >
          {t`Customize`}
        </JoinButton>
        <JoinButton
          variant="default"
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          rightSection={null}
        >
          {t`Add to calendar`}
        </JoinButton>
      </Group>
      <Text ta="center" size="sm" c="dimmed" mt="sm">
        {t`Join the waitlist to get a plan made for your level and schedule.`}
      </Text>
    </LandingSection>
  );
}
