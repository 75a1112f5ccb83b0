import "@mantine/core/styles/Progress.css";
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useNumberFormat } from "../../../i18n/format";
import { LandingSection } from "../LandingSection";

function Bar({
  label,
  value,
  color,
  size = "md",
}: {
  label: string;
  value: number;
  color?: string;
  size?: string;
}) {
  const percent = useNumberFormat({ style: "percent" });
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {percent(value / 100)}
        </Text>
      </Group>
      <Progress.Root size={size} radius="xl">
        <Progress.Section
          value={value}
          color={color}
          aria-label={label}
          aria-valuetext={percent(value / 100)}
        />
      </Progress.Root>
    </div>
  );
}

/** SPEC 2.3 item 6: the dashboard mock, B2 at 75% toward C1 and four skill bars. */
export default function ProgressSection() {
  const { t } = useLingui();
  const skills = [
    { label: t`Listening`, value: 82 },
    { label: t`Speaking`, value: 68 },
    { label: t`Reading`, value: 91 },
    { label: t`Writing`, value: 63 },
  ];
  return (
    <LandingSection
      titleId="progress-title"
      title={t`Track your progress`}
      lead={t`Your dashboard shows where you are and what comes next. Here is what it looks like.`}
      size="md"
    >
      <Paper withBorder radius="lg" shadow="sm" p={{ base: "md", sm: "xl" }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                {t`Current level`}
              </Text>
              <Title order={3}>{t`Upper Intermediate`}</Title>
            </div>
            <Badge size="xl" variant="filled">
              B2
            </Badge>
          </Group>
          <Bar label={t`Progress toward C1`} value={75} size="lg" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {skills.map((skill) => (
              <Bar key={skill.label} label={skill.label} value={skill.value} color="sand.7" />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" ta="center">
            {t`Sample data for illustration.`}
          </Text>
        </Stack>
      </Paper>
    </LandingSection>
  );
}
