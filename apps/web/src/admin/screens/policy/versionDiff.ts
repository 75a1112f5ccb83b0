// What changed between two published versions of one language of a document, section by section
// and word by word (docs/policy-versions.md: the managers' History compares any two). Sections are
// matched by their titles in order (a longest common subsequence, like a line diff); between two
// matches the sections only one version has are paired in order, so a renamed section is seen as
// changed rather than as one removed and one added. Only the compare view loads this module (and
// the `diff` package with it), lazily.
import { diffArrays } from "diff";

/** A section of a version, as `content.version` gives it. */
export interface VersionSection {
  title: string;
  content: string;
  category: string | null;
}

/** A run of text in one column: the same in both versions, or only in this one. */
export interface Piece {
  text: string;
  /** Only in the older column (struck through there) or only in the newer (underlined there). */
  changed: boolean;
}

/** One side of a pair: its title and content as runs, its category and whether that changed. */
export interface SectionSide {
  title: Piece[];
  content: Piece[];
  category: string | null;
  categoryChanged: boolean;
}

export interface SectionPair {
  /** The section in the older version (the left or first column), null when it has none. */
  before: SectionSide | null;
  /** The section in the newer version, null when it has none. */
  after: SectionSide | null;
  /** "same", "changed", "added" (only after) or "removed" (only before). */
  kind: "same" | "changed" | "added" | "removed";
}

/**
 * A text's tokens: each word (letters, their marks and digits, in any script: `diff`'s own word
 * splitting knows Latin letters only, and would take each Arabic letter for a word), each run of
 * spaces or line breaks, each other character. Joined again they are the text, exactly.
 */
const TOKEN = /\s+|[\p{L}\p{M}\p{N}_]+|[^\s\p{L}\p{M}\p{N}_]/gu;
const tokens = (text: string) => text.match(TOKEN) ?? [];

/** Beyond this a text's comparison gives up and marks it all (a whole rewrite of a long text). */
const DIFF_TIMEOUT_MS = 500;

/** Adds a run to a side, joined to the one before when both are changed or both are not. */
function push(side: Piece[], text: string, changed: boolean) {
  const last = side.at(-1);
  if (last && last.changed === changed) last.text += text;
  else if (text) side.push({ text, changed });
}

/**
 * The marks read as words: the spaces between two changed runs are marked with them (one mark
 * over "cat sat", not two), never alone.
 */
function joinMarks(side: Piece[]): Piece[] {
  const joined: Piece[] = [];
  side.forEach((piece, index) => {
    const between =
      !piece.changed &&
      piece.text.trim() === "" &&
      side[index - 1]?.changed === true &&
      side[index + 1]?.changed === true;
    push(joined, piece.text, piece.changed || between);
  });
  return joined;
}

/**
 * The spaces at either end of a changed run are left unmarked (a struck-through space reads as a
 * dash), unless the change is only spaces (a paragraph break added or taken away).
 */
function trimMarks(side: Piece[]): Piece[] {
  const trimmed: Piece[] = [];
  for (const piece of side) {
    const [, lead = "", words = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece.text) ?? [];
    if (!piece.changed || words === "") {
      push(trimmed, piece.text, piece.changed);
    } else {
      push(trimmed, lead, false);
      push(trimmed, words, true);
      push(trimmed, trail, false);
    }
  }
  return trimmed;
}

/** A text's changes as the older side's runs and the newer side's; each side joins to its text. */
export function compareText(before: string, after: string): { before: Piece[]; after: Piece[] } {
  if (before === after) {
    const same = before ? [{ text: before, changed: false }] : [];
    return { before: same, after: same };
  }
  const changes = diffArrays(tokens(before), tokens(after), { timeout: DIFF_TIMEOUT_MS });
  if (!changes) {
    return {
      before: before ? [{ text: before, changed: true }] : [],
      after: after ? [{ text: after, changed: true }] : [],
    };
  }
  const old: Piece[] = [];
  const next: Piece[] = [];
  for (const change of changes) {
    const text = change.value.join("");
    if (change.added) push(next, text, true);
    else if (change.removed) push(old, text, true);
    else {
      push(old, text, false);
      push(next, text, false);
    }
  }
  return { before: trimMarks(joinMarks(old)), after: trimMarks(joinMarks(next)) };
}

const whole = (section: VersionSection): SectionSide => ({
  title: [{ text: section.title, changed: true }],
  content: [{ text: section.content, changed: true }],
  category: section.category,
  categoryChanged: section.category !== null,
});

function pair(before: VersionSection | undefined, after: VersionSection | undefined): SectionPair {
  if (!before && after) return { before: null, after: whole(after), kind: "added" };
  if (before && !after) return { before: whole(before), after: null, kind: "removed" };
  const old = before!;
  const next = after!;
  const title = compareText(old.title, next.title);
  const content = compareText(old.content, next.content);
  const categoryChanged = old.category !== next.category;
  const same = old.title === next.title && old.content === next.content && !categoryChanged;
  return {
    before: {
      title: title.before,
      content: content.before,
      category: old.category,
      categoryChanged,
    },
    after: { title: title.after, content: content.after, category: next.category, categoryChanged },
    kind: same ? "same" : "changed",
  };
}

/** Two versions' sections (each in its order), paired and compared word by word. */
export function compareSections(
  before: readonly VersionSection[],
  after: readonly VersionSection[],
): SectionPair[] {
  const key = (s: VersionSection) => s.title.trim();
  const pairs: SectionPair[] = [];
  let i = 0;
  let j = 0;
  let removed: VersionSection[] = [];
  let added: VersionSection[] = [];
  // The sections only one side has, since the last match: paired in order, the rest alone.
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      pairs.push(pair(removed[k], added[k]));
    }
    removed = [];
    added = [];
  };
  for (const chunk of diffArrays(before.map(key), after.map(key))) {
    const count = chunk.value.length;
    if (chunk.removed) {
      removed.push(...before.slice(i, i + count));
      i += count;
    } else if (chunk.added) {
      added.push(...after.slice(j, j + count));
      j += count;
    } else {
      flush();
      for (let k = 0; k < count; k++) pairs.push(pair(before[i++], after[j++]));
    }
  }
  flush();
  return pairs;
}
