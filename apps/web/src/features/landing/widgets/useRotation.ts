import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useState } from "react";

/**
 * An index that advances every `intervalMs` and loops over `count` items. It starts paused when
 * the visitor prefers reduced motion; `setPlaying` lets anyone pause or resume (WCAG 2.2.2).
 */
export function useRotation(count: number, intervalMs: number) {
  const reduceMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduceMotion;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs]);

  return {
    index,
    playing,
    setPlaying: (value: boolean) => setChoice(value),
    step: (by: number) => setIndex((current) => (current + by + count) % count),
  };
}
