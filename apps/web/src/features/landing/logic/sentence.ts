/** Lower case, no punctuation, single spaces: how two sentences are compared. */
export function normalizeSentence(text: string) {
  return text
    .toLowerCase()
    .replace(/[.,!?;:"“”]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the chosen words, in order, make the expected sentence. */
export function checkSentence(chosen: readonly string[], expected: string) {
  return chosen.length > 0 && normalizeSentence(chosen.join(" ")) === normalizeSentence(expected);
}

/** The words of a sentence without its final punctuation. */
export function sentenceWords(sentence: string) {
  return normalizeSentence(sentence) === ""
    ? []
    : sentence
        .replace(/[.!?]$/, "")
        .split(/\s+/)
        .filter(Boolean);
}

/**
 * A deterministic shuffle (the same seed gives the same order, so the page renders the same on
 * every visit) that never returns the words in their original order when they can be moved.
 */
export function shuffleWords(words: readonly string[], seed = 1): string[] {
  const result = [...words];
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  if (result.length > 1 && result.every((word, index) => word === words[index])) {
    result.push(result.shift()!);
  }
  return result;
}

/** Moves one item to another position, returning a new array (used by the word chips). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const target = Math.max(0, Math.min(result.length - 1, to));
  const [item] = result.splice(from, 1);
  result.splice(target, 0, item!);
  return result;
}
