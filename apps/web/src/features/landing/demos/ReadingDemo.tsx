import { Button, Group, Radio, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import { useLingui } from "@lingui/react/macro";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import { scoreAnswers } from "../logic/quiz";
import styles from "./demos.module.css";

export const PASSAGE =
  "Layla lives in Amman with her family. Every morning she takes the bus to the university, where she studies medicine. " +
  "In the evening she practises English for thirty minutes, because she wants to work in a hospital in London one day. " +
  "On Fridays she visits her grandmother and cooks lunch with her.";

export const READING_QUESTIONS = [
  {
    text: "How does Layla get to the university?",
    options: ["By car", "By bus", "On foot"],
    answer: 1,
  },
  {
    text: "How long does she practise English each evening?",
    options: ["Thirty minutes", "One hour", "Fifteen minutes"],
    answer: 0,
  },
  {
    text: "What does she do on Fridays?",
    options: ["She studies medicine", "She works in London", "She visits her grandmother"],
    answer: 2,
  },
] as const;

/** Practice Reading: a short passage with three comprehension questions, checked together. */
export function ReadingDemo() {
  const { t } = useLingui();
  const format = useNumberFormat();
  const [answers, setAnswers] = useState<(number | null)[]>(() =>
    READING_QUESTIONS.map(() => null),
  );
  const [checked, setChecked] = useState(false);
  const score = scoreAnswers(
    answers,
    READING_QUESTIONS.map((q) => q.answer),
  );
  const total = READING_QUESTIONS.length;

  return (
    <Stack gap="md" className={styles.panelBody}>
      <Title order={3} size="h4">
        {t`Read the text, then answer the questions.`}
      </Title>
      <Text lang="en" dir="ltr" className={styles.passage}>
        {PASSAGE}
      </Text>
      {READING_QUESTIONS.map((question, qi) => {
        const chosen = answers[qi];
        const right = chosen === question.answer;
        return (
          <Radio.Group
            key={question.text}
            label={
              <span lang="en" dir="ltr" className={styles.english}>
                {format(qi + 1)}. {question.text}
              </span>
            }
            value={chosen === null ? "" : String(chosen)}
            onChange={(value) => {
              setChecked(false);
              setAnswers((list) => list.map((v, i) => (i === qi ? Number(value) : v)));
            }}
          >
            <Group gap="md" mt={6}>
              {question.options.map((option, oi) => (
                <Radio key={option} value={String(oi)} label={option} lang="en" />
              ))}
              {checked ? (
                <Text size="sm" fw={600} className={styles.verdict} data-right={right} span>
                  {right ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconX size={16} aria-hidden="true" />
                  )}{" "}
                  {right ? t`Correct` : t`Not quite: ${question.options[question.answer]}`}
                </Text>
              ) : null}
            </Group>
          </Radio.Group>
        );
      })}
      <Group justify="space-between" align="center">
        <Button disabled={answers.some((a) => a === null)} onClick={() => setChecked(true)}>
          {t`Check answers`}
        </Button>
        <Text role="status" fw={600} data-testid="reading-score">
          {checked ? t`You got ${format(score)} of ${format(total)} right.` : ""}
        </Text>
      </Group>
      {checked ? (
        <Group justify="center">
          <Text size="sm" c="dimmed">
            {t`New reading texts for your level every week.`}
          </Text>
          <JoinButton variant="light" />
        </Group>
      ) : null}
    </Stack>
  );
}
