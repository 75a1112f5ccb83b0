import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconChevronLeft, IconChevronRight, IconRepeat, IconVolume } from "@tabler/icons-react";
import { useState } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import styles from "./demos.module.css";

/** English word, its Arabic meaning and an example. The content is the same in both interfaces. */
export const FLASHCARDS = [
  { word: "book", meaning: "كتاب", example: "I am reading a good book." },
  { word: "teacher", meaning: "معلّم", example: "Our teacher explains every rule." },
  { word: "school", meaning: "مدرسة", example: "The school opens at eight." },
  { word: "friend", meaning: "صديق", example: "My friend lives in Jeddah." },
  { word: "water", meaning: "ماء", example: "Can I have some water, please?" },
] as const;

/** Whether this browser can read English aloud. */
function canSpeak() {
  return (
    typeof window !== "undefined" &&
    "speechSynthesis" in window &&
    typeof SpeechSynthesisUtterance !== "undefined"
  );
}

function speak(text: string) {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-US";
  const voice = synth.getVoices().find((v) => v.lang.replace("_", "-").startsWith("en-US"));
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  synth.speak(utterance);
}

/** Learn Words: flip cards between the English word and its Arabic meaning; listen in English. */
export function FlashcardsDemo() {
  const { t, i18n } = useLingui();
  const format = useNumberFormat();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [speech] = useState(canSpeak);
  const card = FLASHCARDS[index]!;
  const total = FLASHCARDS.length;
  const rtl = i18n.locale === "ar";
  const go = (step: number) => {
    setIndex((index + step + total) % total);
    setFlipped(false);
  };

  return (
    <Stack gap="md" className={styles.panelBody}>
      <Text size="sm" c="dimmed">
        {t`Card ${format(index + 1)} of ${format(total)}`}
      </Text>
      <div className={styles.card} aria-live="polite" data-testid="flashcard">
        {flipped ? (
          <Stack gap={4} align="center">
            <Text className={styles.cardWord} lang="ar" dir="rtl">
              {card.meaning}
            </Text>
            <Text size="sm" c="dimmed" lang="en" dir="ltr">
              {card.example}
            </Text>
          </Stack>
        ) : (
          <Text className={styles.cardWord} lang="en" dir="ltr">
            {card.word}
          </Text>
        )}
      </div>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t`Previous word`}
          onClick={() => go(-1)}
        >
          {rtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
        </ActionIcon>
        <Group gap="xs" justify="center">
          <Button
            variant="light"
            leftSection={<IconRepeat size={16} aria-hidden="true" />}
            aria-pressed={flipped}
            onClick={() => setFlipped(!flipped)}
          >
            {flipped ? t`Show the word` : t`Show the meaning`}
          </Button>
          {speech ? (
            <Button
              variant="default"
              leftSection={<IconVolume size={16} aria-hidden="true" />}
              onClick={() => speak(card.word)}
            >
              {t`Listen`}
            </Button>
          ) : null}
        </Group>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t`Next word`}
          onClick={() => go(1)}
        >
          {rtl ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
        </ActionIcon>
      </Group>
      <Group justify="center" mt="auto">
        <Text size="sm" c="dimmed">
          {t`Hundreds more words with audio are waiting in the app.`}
        </Text>
        <JoinButton variant="light" />
      </Group>
    </Stack>
  );
}
