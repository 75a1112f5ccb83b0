import { Button, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import { useLingui } from "@lingui/react/macro";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import { scoreAnswers, suggestLevel } from "../logic/quiz";
import { useLevelNames } from "../useLevelNames";
import styles from "./demos.module.css";

/** Five questions, one per level from A1 to C1. The English content stays English. */
export const QUIZ_QUESTIONS = [
  { text: "She ___ a teacher.", options: ["is", "are", "am", "be"], answer: 0 },
  { text: "I ___ to the market yesterday.", options: ["go", "went", "gone", "going"], answer: 1 },
  {
    text: "If it rains tomorrow, we ___ at home.",
    options: ["stay", "stayed", "will stay", "would stayed"],
    answer: 2,
  },
  {
    text: "I wish I ___ more time to practise.",
    options: ["have", "had", "will have", "having"],
    answer: 1,
  },
  {
    text: "Hardly ___ the meeting begun when the lights went out.",
    options: ["had", "has", "did", "was"],
    answer: 0,
  },
] as const;

/** Test Your Knowledge: a five-question placement quiz that suggests a CEFR level. */
export function QuizDemo() {
  const { t } = useLingui();
  const format = useNumberFormat();
  const levelNames = useLevelNames();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => QUIZ_QUESTIONS.map(() => null));
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    // Move focus with the quiz (not on first render, which would pull the page).
    if (started.current) heading.current?.focus();
    started.current = true;
  }, [index]);

  const total = QUIZ_QUESTIONS.length;
  const finished = index >= total;

  if (finished) {
    const score = scoreAnswers(
      answers,
      QUIZ_QUESTIONS.map((q) => q.answer),
    );
    const level = suggestLevel(score, total);
    return (
      <Stack gap="md" align="center" ta="center" className={styles.panelBody} justify="center">
        <Title order={3} ref={heading} tabIndex={-1}>
          {t`Your suggested level: ${level}`}
        </Title>
        <Text size="xl" fw={700} data-testid="quiz-level">
          {level} · {levelNames[level]}
        </Text>
        <Text c="dimmed">{t`You answered ${format(score)} of ${format(total)} questions correctly.`}</Text>
        <Text>{t`Join the waitlist and we will build your first lessons around this level.`}</Text>
        <Group justify="center">
          <JoinButton />
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => {
              setAnswers(QUIZ_QUESTIONS.map(() => null));
              setIndex(0);
            }}
          >
            {t`Try again`}
          </Button>
        </Group>
      </Stack>
    );
  }

  const question = QUIZ_QUESTIONS[index]!;
  const chosen = answers[index];
  const last = index === total - 1;
  return (
    <Stack gap="md" className={styles.panelBody}>
      <Text size="sm" c="dimmed">
        {t`Question ${format(index + 1)} of ${format(total)}`}
      </Text>
      <Progress value={(index / total) * 100} size="sm" aria-hidden="true" />
      <Title order={3} size="h4" ref={heading} tabIndex={-1} id="quiz-question">
        {t`Choose the word that completes the sentence:`}{" "}
        <span lang="en" dir="ltr" className={styles.english}>
          {question.text}
        </span>
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        role="group"
        aria-labelledby="quiz-question"
      >
        {question.options.map((option, optionIndex) => (
          <Button
            key={option}
            variant="default"
            size="md"
            radius="md"
            lang="en"
            className={styles.option}
            aria-pressed={chosen === optionIndex}
            onClick={() =>
              setAnswers((list) => list.map((value, i) => (i === index ? optionIndex : value)))
            }
          >
            {option}
          </Button>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="subtle" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t`Previous`}
        </Button>
        <Button disabled={chosen === null} onClick={() => setIndex(index + 1)}>
          {last ? t`See my level` : t`Next question`}
        </Button>
      </Group>
    </Stack>
  );
}
