// What the manager's table shows of a document: filtered, sorted and cut into pages in the browser
// (the whole document is small and loaded at once).
import type { Language, SectionStatus } from "@bayan/trpc/rules";
import { documentOrder, type Section } from "./sectionRules";
import type { PolicySortColumn } from "./search";

export interface SectionFilters {
  search?: string;
  language?: Language;
  status?: SectionStatus;
}

export interface SectionSort {
  column: PolicySortColumn;
  direction: "asc" | "desc";
}

export interface SectionStats {
  total: number;
  published: number;
  en: number;
  ar: number;
}

export function sectionStats(sections: readonly Section[]): SectionStats {
  return {
    total: sections.length,
    published: sections.filter((s) => s.status === "published").length,
    en: sections.filter((s) => s.language === "en").length,
    ar: sections.filter((s) => s.language === "ar").length,
  };
}

/** Search in title and content (any case), language and status. */
export function filterSections(sections: readonly Section[], filters: SectionFilters): Section[] {
  const needle = filters.search?.trim().toLocaleLowerCase() ?? "";
  return sections.filter(
    (s) =>
      (!filters.language || s.language === filters.language) &&
      (!filters.status || s.status === filters.status) &&
      (needle === "" ||
        s.title.toLocaleLowerCase().includes(needle) ||
        s.content.toLocaleLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const LANGUAGE_RANK: Record<Language, number> = { en: 0, ar: 1 };

const COMPARE: Record<PolicySortColumn, (a: Section, b: Section) => number> = {
  order: (a, b) => a.order - b.order || LANGUAGE_RANK[a.language] - LANGUAGE_RANK[b.language],
  title: (a, b) => collator.compare(a.title, b.title),
  content: (a, b) => collator.compare(a.content, b.content),
  status: (a, b) => collator.compare(a.status, b.status),
  lastUpdated: (a, b) =>
    a.lastUpdated < b.lastUpdated ? -1 : a.lastUpdated > b.lastUpdated ? 1 : 0,
};

/**
 * Sorted by a column, ascending or descending; without a sort (SPEC 4 "Sorting": the third click)
 * the document's order: English first, then Arabic, each by order. Ties keep the document's order.
 */
export function sortSections(sections: readonly Section[], sort: SectionSort | null): Section[] {
  const base = documentOrder(sections);
  if (!sort) return base;
  const sign = sort.direction === "asc" ? 1 : -1;
  const compare = COMPARE[sort.column];
  return base
    .map((section, index) => ({ section, index }))
    .sort((a, b) => sign * compare(a.section, b.section) || a.index - b.index)
    .map(({ section }) => section);
}

/** The last page there is (at least 1), so a page beyond the end shows the last one. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The first `max` characters of the content on one line, with an ellipsis when cut. */
export function excerpt(content: string, max = 100): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).trimEnd()}…`;
}
