import { Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { RotationControls } from "./RotationControls";
import { useRotation } from "./useRotation";
import styles from "./widgets.module.css";

export const LETTERS = [
  { letter: "A", word: "apple" },
  { letter: "B", word: "book" },
  { letter: "C", word: "cat" },
  { letter: "D", word: "door" },
  { letter: "E", word: "egg" },
  { letter: "F", word: "fish" },
  { letter: "G", word: "garden" },
  { letter: "H", word: "house" },
] as const;

/** Eight letters, A to H; one is highlighted and the highlight moves every 2 s (SPEC 4, 9). */
export function LetterRow() {
  const { t } = useLingui();
  const rotation = useRotation(LETTERS.length, 2000);
  const current = LETTERS[rotation.index]!;
  return (
    <Stack gap="sm" align="center">
      <ol className={styles.letters} dir="ltr" lang="en" aria-label={t`The alphabet, A to H`}>
        {LETTERS.map(({ letter }, index) => (
          <li
            key={letter}
            className={styles.letter}
            data-active={index === rotation.index || undefined}
            aria-current={index === rotation.index ? "true" : undefined}
            data-testid="letter"
          >
            {letter}
          </li>
        ))}
      </ol>
      <Text size="sm" aria-live={rotation.playing ? "off" : "polite"} data-testid="letter-caption">
        <span lang="en" dir="ltr" className={styles.isolate}>
          {current.letter} – {current.word}
        </span>
      </Text>
      <RotationControls rotation={rotation} name={t`letters`} />
    </Stack>
  );
}
