/** The CEFR levels a visitor can be placed at, from beginner to proficient. */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** How many answers match the key; a missing answer (null or undefined) counts as wrong. */
export function scoreAnswers(
  answers: readonly (number | null | undefined)[],
  key: readonly number[],
) {
  return key.reduce((score, correct, index) => (answers[index] === correct ? score + 1 : score), 0);
}

/**
 * The suggested starting level for a score on the five-question placement quiz, whose questions
 * grow harder one level at a time (A1 to C1): 0-1 correct A1, 2 A2, 3 B1, 4 B2, 5 C1.
 */
export function suggestLevel(score: number, questionCount = 5): CefrLevel {
  const clamped = Math.max(0, Math.min(questionCount, Math.floor(score)));
  const scaled = Math.round((clamped / questionCount) * 5); // 0..5
  const index = Math.max(0, scaled - 1);
  return CEFR_LEVELS[Math.min(index, CEFR_LEVELS.length - 2)]!;
}
