import { Group, Paper, SimpleGrid, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { JoinButton } from "../JoinButton";
import { LandingSection } from "../LandingSection";
import { FloatingIcons } from "../widgets/FloatingIcons";
import { LetterRow } from "../widgets/LetterRow";
import { QuizTeaser } from "../widgets/QuizTeaser";
import { TimelineTeaser } from "../widgets/TimelineTeaser";
import { FlipCard, PulseIcon } from "../widgets/Toggles";
import { WordChips } from "../widgets/WordChips";
import styles from "./Teasers.module.css";

function Widget({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={wide ? styles.wide : undefined}>
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The interactive teaser widgets of SPEC 2.3 (timings in SPEC 4 and 9). */
export default function TeasersSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      titleId="teasers-title"
      title={t`Learning that feels like play`}
      lead={t`A taste of the small interactive moments that make every lesson stick.`}
      size="lg"
      className={styles.section}
      contentClassName={styles.content}
      backdrop={<FloatingIcons />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Widget title={t`The alphabet`}>
          <LetterRow />
        </Widget>
        <Widget title={t`Quick quiz`}>
          <QuizTeaser />
        </Widget>
        <Widget title={t`Your learning path`}>
          <TimelineTeaser />
        </Widget>
        <Widget title={t`Arrange the words`} wide>
          <WordChips />
        </Widget>
        <Widget title={t`Flip and play`}>
          <Group justify="space-around" align="flex-start">
            <FlipCard />
            <PulseIcon />
          </Group>
        </Widget>
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <JoinButton size="md">{t`Register now`}</JoinButton>
      </Group>
    </LandingSection>
  );
}
