import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import { checkSentence, sentenceWords, shuffleWords } from "../logic/sentence";
import styles from "./demos.module.css";

export const SENTENCES = [
  { sentence: "I drink tea every morning.", meaning: "أشرب الشاي كل صباح." },
  { sentence: "She is reading a new book.", meaning: "هي تقرأ كتابًا جديدًا." },
  { sentence: "We will travel to London next summer.", meaning: "سنسافر إلى لندن الصيف القادم." },
] as const;

interface Chip {
  id: number;
  word: string;
}

/** Interactive Exercises: put the shuffled words in order by clicking them, then check. */
export function SentenceDemo() {
  const { t } = useLingui();
  const format = useNumberFormat();
  const [round, setRound] = useState(0);
  const item = SENTENCES[round % SENTENCES.length]!;
  const chips = useMemo<Chip[]>(
    () => shuffleWords(sentenceWords(item.sentence), round + 3).map((word, id) => ({ id, word })),
    [item, round],
  );
  const [picked, setPicked] = useState<number[]>([]);
  const [verdict, setVerdict] = useState<"right" | "wrong" | null>(null);
  const bank = chips.filter((chip) => !picked.includes(chip.id));
  const chosenWords = picked.map((id) => chips[id]!.word);

  const reset = () => {
    setPicked([]);
    setVerdict(null);
  };

  return (
    <Stack gap="md" className={styles.panelBody}>
      <Text size="sm" c="dimmed">
        {t`Sentence ${format((round % SENTENCES.length) + 1)} of ${format(SENTENCES.length)}`}
      </Text>
      <Title order={3} size="h4">
        {t`Put the words in the right order:`}{" "}
        <span lang="ar" dir="rtl" className={styles.english}>
          {item.meaning}
        </span>
      </Title>
      <Text size="sm" id="sentence-answer-label" fw={600}>
        {t`Your sentence (click a word to send it back)`}
      </Text>
      <ul
        className={styles.answer}
        dir="ltr"
        aria-labelledby="sentence-answer-label"
        data-testid="sentence-answer"
      >
        {picked.map((id) => (
          <li key={id}>
            <Button
              size="sm"
              radius="xl"
              lang="en"
              onClick={() => {
                setVerdict(null);
                setPicked(picked.filter((p) => p !== id));
              }}
            >
              {chips[id]!.word}
            </Button>
          </li>
        ))}
      </ul>
      <Text size="sm" id="sentence-bank-label" fw={600}>
        {t`Words`}
      </Text>
      <ul className={styles.bank} dir="ltr" aria-labelledby="sentence-bank-label">
        {bank.map((chip) => (
          <li key={chip.id}>
            <Button
              size="sm"
              radius="xl"
              variant="default"
              lang="en"
              onClick={() => {
                setVerdict(null);
                setPicked([...picked, chip.id]);
              }}
            >
              {chip.word}
            </Button>
          </li>
        ))}
      </ul>
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            disabled={bank.length > 0}
            onClick={() =>
              setVerdict(checkSentence(chosenWords, item.sentence) ? "right" : "wrong")
            }
          >
            {t`Check`}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
            onClick={reset}
          >
            {t`Start over`}
          </Button>
        </Group>
        {verdict === "right" ? (
          <Button
            variant="light"
            onClick={() => {
              reset();
              setRound(round + 1);
            }}
          >
            {t`Next sentence`}
          </Button>
        ) : null}
      </Group>
      <Text
        role="status"
        fw={600}
        className={styles.verdict}
        data-right={verdict === "right"}
        data-testid="sentence-verdict"
      >
        {verdict === "right"
          ? t`Correct! Well done.`
          : verdict === "wrong"
            ? t`Not quite. Try another order.`
            : ""}
      </Text>
      {verdict === "right" ? (
        <Group justify="center">
          <Text size="sm" c="dimmed">
            {t`Hundreds of exercises like this are waiting for you.`}
          </Text>
          <JoinButton variant="light" />
        </Group>
      ) : null}
    </Stack>
  );
}
