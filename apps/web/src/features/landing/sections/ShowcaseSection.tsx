import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconBook2, IconStarFilled, IconUsers } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { CEFR_LEVELS } from "../logic/quiz";
import { useLevelNames } from "../useLevelNames";
import { LandingSection } from "../LandingSection";
import styles from "./Showcase.module.css";

/** The learning-progress showcase: the path from A1 to C2 and the marketing figures (SPEC 1). */
export default function ShowcaseSection() {
  const { t } = useLingui();
  const compact = useNumberFormat({ notation: "compact" });
  const decimal = useNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = useNumberFormat();
  const figures = [
    { icon: IconUsers, value: `${compact(10_000)}+`, label: t`active learners` },
    { icon: IconStarFilled, value: `${decimal(4.8)}/${whole(5)}`, label: t`average rating` },
    { icon: IconBook2, value: `${compact(1_000_000)}+`, label: t`lessons completed` },
  ];
  const levelNames = useLevelNames();

  return (
    <LandingSection
      titleId="showcase-title"
      title={t`From your first word to fluency`}
      lead={t`Six levels, one clear path. Each level ends with a certificate.`}
      size="lg"
      alt
    >
      <ol className={styles.path} aria-label={t`Levels from A1 to C2`}>
        {CEFR_LEVELS.map((level, index) => (
          <li key={level} className={styles.step} style={{ "--step": index } as CSSProperties}>
            <span className={styles.level}>{level}</span>
            <span className={styles.name}>{levelNames[level]}</span>
          </li>
        ))}
      </ol>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
        {figures.map(({ icon: Icon, value, label }) => (
          <Paper key={label} withBorder radius="lg" p="lg">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="light" color="sand" aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
              <div>
                <Text className={styles.value}>{value}</Text>
                <Text c="dimmed" size="sm">
                  {label}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
