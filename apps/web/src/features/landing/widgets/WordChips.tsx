import { Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useNumberFormat } from "../../../i18n/format";
import { moveItem } from "../logic/sentence";
import styles from "./widgets.module.css";

export const CHIP_WORDS = [
  { en: "book", ar: "كتاب" },
  { en: "pen", ar: "قلم" },
  { en: "school", ar: "مدرسة" },
  { en: "teacher", ar: "معلّم" },
  { en: "student", ar: "طالب" },
] as const;

type Word = (typeof CHIP_WORDS)[number];

/**
 * Word chips that can be put in any order: drag them (mouse, pen or touch), or focus one and move
 * it with the arrow keys (Home and End for the ends). Each move is announced.
 */
export function WordChips() {
  const { t, i18n } = useLingui();
  const format = useNumberFormat();
  const [words, setWords] = useState<Word[]>(() => [...CHIP_WORDS]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<string | null>(null);
  const chips = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<{ word: string; x: number; y: number; moved: boolean } | null>(null);
  const rtl = i18n.locale === "ar";
  const label = (word: Word) => `${word.en} (${word.ar})`;

  const announce = (word: Word, list: Word[]) => {
    const position = list.indexOf(word) + 1;
    setAnnouncement(
      t`${label(word)} moved to position ${format(position)} of ${format(list.length)}`,
    );
  };

  const move = (word: Word, to: number) => {
    const from = words.indexOf(word);
    const next = moveItem(words, from, to);
    if (next.indexOf(word) === from) return;
    setWords(next);
    announce(word, next);
    requestAnimationFrame(() => chips.current.get(word.en)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent, word: Word) => {
    const index = words.indexOf(word);
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let to: number | null = null;
    if (event.key === forward || event.key === "ArrowDown") to = index + 1;
    else if (event.key === backward || event.key === "ArrowUp") to = index - 1;
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = words.length - 1;
    if (to === null) return;
    event.preventDefault();
    move(word, to);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, word: Word) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { word: word.en, x: event.clientX, y: event.clientY, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state) return;
    if (!state.moved && Math.hypot(event.clientX - state.x, event.clientY - state.y) < 6) return;
    state.moved = true;
    setDragging(state.word);
    // The chip whose box is under the pointer (or nearest to it) takes the dragged word's place.
    let target = -1;
    let best = Infinity;
    words.forEach((word, index) => {
      const box = chips.current.get(word.en)?.getBoundingClientRect();
      if (!box) return;
      const dx = event.clientX - (box.left + box.width / 2);
      const dy = event.clientY - (box.top + box.height / 2);
      const distance = Math.hypot(dx, dy * 2);
      if (distance < best) {
        best = distance;
        target = index;
      }
    });
    const from = words.findIndex((word) => word.en === state.word);
    if (target >= 0 && target !== from) setWords(moveItem(words, from, target));
  };

  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    setDragging(null);
    if (state?.moved) {
      const word = words.find((w) => w.en === state.word);
      if (word) announce(word, words);
    }
  };

  return (
    <div>
      <Text size="sm" c="dimmed" id="chips-hint" mb="xs">
        {t`Drag the words to rearrange them, or focus a word and use the arrow keys.`}
      </Text>
      <ul className={styles.chips} aria-label={t`Word chips`} data-testid="word-chips">
        {words.map((word, index) => (
          <li key={word.en}>
            <button
              type="button"
              ref={(element) => {
                if (element) chips.current.set(word.en, element);
                else chips.current.delete(word.en);
              }}
              className={styles.chip}
              data-dragging={dragging === word.en || undefined}
              aria-describedby="chips-hint"
              onKeyDown={(event) => onKeyDown(event, word)}
              onPointerDown={(event) => onPointerDown(event, word)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <span lang="en">{word.en}</span>
              <span lang="ar" className={styles.chipMeaning}>
                {word.ar}
              </span>
              {/* The name keeps the visible words first (WCAG 2.5.3), then the position. */}
              <span className={styles.srOnly}>
                {t`, position ${format(index + 1)} of ${format(words.length)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className={styles.srOnly} data-testid="chips-status">
        {announcement}
      </div>
    </div>
  );
}
