import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import demo from "../demos/demos.module.css";
import styles from "./widgets.module.css";

/** The two teaser questions (SPEC 2.3): the English word and four Arabic meanings. */
export const TEASER_QUESTIONS = [
  { word: "book", options: ["كتاب", "قلم", "باب", "مدرسة"], answer: 0 },
  { word: "teacher", options: ["طالب", "معلّم", "طبيب", "صديق"], answer: 1 },
] as const;

export const FEEDBACK_MS = 1500;

/**
 * Any click shows the right answer in green (and a wrong pick in red) for 1.5 s, then the next
 * question comes, cycling through the two.
 */
export function QuizTeaser() {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const question = TEASER_QUESTIONS[index]!;
  const correct = question.options[question.answer];

  useEffect(() => {
    if (picked === null) return;
    const timer = setTimeout(() => {
      setPicked(null);
      setIndex((current) => (current + 1) % TEASER_QUESTIONS.length);
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [picked]);

  return (
    <Stack gap="sm">
      <Text fw={700} id="teaser-question" data-testid="teaser-question">
        {t`What does this word mean?`}{" "}
        <span lang="en" dir="ltr" className={styles.isolate}>
          “{question.word}”
        </span>
      </Text>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="teaser-question">
        {question.options.map((option, optionIndex) => {
          const state =
            picked === null
              ? undefined
              : optionIndex === question.answer
                ? "correct"
                : optionIndex === picked
                  ? "wrong"
                  : undefined;
          return (
            <Button
              key={option}
              variant="default"
              lang="ar"
              className={demo.option}
              data-state={state}
              aria-disabled={picked !== null || undefined}
              onClick={() => {
                if (picked === null) setPicked(optionIndex);
              }}
            >
              {option}
            </Button>
          );
        })}
      </SimpleGrid>
      <Text size="sm" role="status" mih={22} data-testid="teaser-feedback">
        {picked === null
          ? ""
          : picked === question.answer
            ? t`Correct! “${question.word}” means ${correct}.`
            : t`“${question.word}” means ${correct}.`}
      </Text>
    </Stack>
  );
}
