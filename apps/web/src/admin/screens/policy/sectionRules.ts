// The rules of a policy document's sections (SPEC 4 "Policy and terms sections", "Section move";
// SPEC 5 "Policy or terms section add"), as pure functions over the whole list. Every change gives a
// new list (the unchanged one, same reference, when the rule refuses); the manager shows it at once
// and saves it whole.
import type { Language, SectionStatus, TermsCategory } from "@bayan/trpc/rules";
import type { PolicySectionDto, PolicySectionInput } from "@bayan/trpc/schemas";

export type Section = PolicySectionDto;

/** What the add/edit form gives. `category` is null for the privacy policy. */
export interface SectionDraft {
  title: string;
  content: string;
  language: Language;
  status: SectionStatus;
  category: TermsCategory | null;
}

/** Terms sections without a category get this one (SPEC 5). */
export const DEFAULT_CATEGORY: TermsCategory = "usage";

/** Today as "YYYY-MM-DD" in the browser's time zone (what the administrator calls today). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const LANGUAGE_RANK: Record<Language, number> = { en: 0, ar: 1 };

/** The document's own order: English first, then Arabic, each by `order` (ties keep their place). */
export function documentOrder(sections: readonly Section[]): Section[] {
  return sections
    .map((section, index) => ({ section, index }))
    .sort(
      (a, b) =>
        LANGUAGE_RANK[a.section.language] - LANGUAGE_RANK[b.section.language] ||
        a.section.order - b.section.order ||
        a.index - b.index,
    )
    .map(({ section }) => section);
}

/** Orders 1..n within each language, English first then Arabic, keeping the relative order. */
export function renumber(sections: readonly Section[]): Section[] {
  const next: Record<Language, number> = { en: 0, ar: 0 };
  return documentOrder(sections).map((section) => {
    const order = ++next[section.language];
    return section.order === order ? section : { ...section, order };
  });
}

/** How many sections a language has. */
export function countIn(sections: readonly Section[], language: Language): number {
  return sections.filter((section) => section.language === language).length;
}

/** SPEC 4: up is disabled at order 1. */
export function canMoveUp(section: Section): boolean {
  return section.order > 1;
}

/** SPEC 4: down is disabled at the last order of the section's language. */
export function canMoveDown(sections: readonly Section[], section: Section): boolean {
  return section.order < countIn(sections, section.language);
}

function move(sections: readonly Section[], id: string, step: -1 | 1): Section[] {
  const ordered = renumber(sections);
  const section = ordered.find((s) => s.id === id);
  if (!section) return sections as Section[];
  const sameLanguage = ordered.filter((s) => s.language === section.language);
  const index = sameLanguage.indexOf(section);
  const neighbour = sameLanguage[index + step];
  // Only within the same language: the first has no "up", the last no "down".
  if (!neighbour) return sections as Section[];
  return renumber(
    ordered.map((s) =>
      s === section
        ? { ...s, order: neighbour.order }
        : s === neighbour
          ? { ...s, order: section.order }
          : s,
    ),
  );
}

/** Swaps a section with the one before it in its language. */
export function moveUp(sections: readonly Section[], id: string): Section[] {
  return move(sections, id, -1);
}

/** Swaps a section with the one after it in its language. */
export function moveDown(sections: readonly Section[], id: string): Section[] {
  return move(sections, id, 1);
}

/** SPEC 5: the highest numeric id plus 1, or 1 when there is none. */
export function nextId(sections: readonly Section[]): string {
  let highest = 0;
  for (const { id } of sections) {
    if (/^\d+$/.test(id)) highest = Math.max(highest, Number(id));
  }
  return String(highest + 1);
}

function isBlank(text: string): boolean {
  return text.trim() === "";
}

/** Whether the form may be saved: title and content both non-blank (SPEC 5). */
export function isComplete(draft: Pick<SectionDraft, "title" | "content">): boolean {
  return !isBlank(draft.title) && !isBlank(draft.content);
}

export interface AddOptions {
  today: string;
  /** Terms sections carry a category (usage unless chosen); privacy sections none. */
  withCategory: boolean;
}

/**
 * SPEC 5: adds a section at the end of its language (order = count in that language + 1), as a
 * draft unless told otherwise, with the next id. A blank title or content adds nothing.
 */
export function addSection(
  sections: readonly Section[],
  draft: Partial<SectionDraft> & Pick<SectionDraft, "title" | "content" | "language">,
  { today, withCategory }: AddOptions,
): Section[] {
  if (!isComplete(draft)) return sections as Section[];
  const section: Section = {
    id: nextId(sections),
    title: draft.title.trim(),
    content: draft.content.trim(),
    language: draft.language,
    status: draft.status ?? "draft",
    order: countIn(sections, draft.language) + 1,
    lastUpdated: today,
    category: withCategory ? (draft.category ?? DEFAULT_CATEGORY) : null,
  };
  return renumber([...sections, section]);
}

/**
 * Saves the form's changes to a section and dates it today. A new language moves it to the end of
 * that language (SPEC 4). A blank title or content changes nothing.
 */
export function updateSection(
  sections: readonly Section[],
  id: string,
  changes: Partial<SectionDraft>,
  today: string,
): Section[] {
  const current = sections.find((s) => s.id === id);
  if (!current) return sections as Section[];
  const title = changes.title ?? current.title;
  const content = changes.content ?? current.content;
  if (!isComplete({ title, content })) return sections as Section[];
  const language = changes.language ?? current.language;
  const moved = language !== current.language;
  const updated: Section = {
    ...current,
    title: title.trim(),
    content: content.trim(),
    language,
    status: changes.status ?? current.status,
    category: changes.category === undefined ? current.category : changes.category,
    lastUpdated: today,
  };
  if (!moved) return renumber(sections.map((s) => (s.id === id ? updated : s)));
  // After every section of the new language (renumbering gives it count + 1).
  return renumber([...sections.filter((s) => s.id !== id), { ...updated, order: Infinity }]);
}

/** SPEC 4: a section given another language goes to the end of it. */
export function changeLanguage(
  sections: readonly Section[],
  id: string,
  language: Language,
  today: string,
): Section[] {
  return updateSection(sections, id, { language }, today);
}

/** SPEC 4: the status badge switches draft and published and dates the section today. */
export function toggleStatus(sections: readonly Section[], id: string, today: string): Section[] {
  if (!sections.some((s) => s.id === id)) return sections as Section[];
  return sections.map((s) =>
    s.id === id
      ? { ...s, status: s.status === "published" ? "draft" : "published", lastUpdated: today }
      : s,
  );
}

/** Removes a section and closes the gap in its language's numbering. */
export function removeSection(sections: readonly Section[], id: string): Section[] {
  if (!sections.some((s) => s.id === id)) return sections as Section[];
  return renumber(sections.filter((s) => s.id !== id));
}

/**
 * The list as `content.save` takes it: sections the server knows keep their id; new ones go
 * without (the server gives them their real id). Terms sections always carry a category.
 */
export function toSaveInput(
  sections: readonly Section[],
  savedIds: ReadonlySet<string>,
  withCategory: boolean,
): PolicySectionInput[] {
  return renumber(sections).map((section) => ({
    ...(savedIds.has(section.id) ? { id: section.id } : {}),
    title: section.title,
    content: section.content,
    language: section.language,
    status: section.status,
    order: section.order,
    lastUpdated: section.lastUpdated,
    ...(withCategory ? { category: section.category ?? DEFAULT_CATEGORY } : {}),
  }));
}
