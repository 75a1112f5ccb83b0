export const TESTIMONIAL_CATEGORIES = ["speaking", "grammar", "vocabulary", "exams"] as const;
export type TestimonialCategory = (typeof TESTIMONIAL_CATEGORIES)[number];
export type TestimonialSort = "recent" | "rating" | "helpful";

export interface Testimonial {
  id: string;
  name: string;
  /** City or role line under the name. */
  detail: string;
  text: string;
  category: TestimonialCategory;
  rating: number;
  helpful: number;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

export interface TestimonialQuery {
  search: string;
  category: TestimonialCategory | "all";
  sort: TestimonialSort;
}

/**
 * Folds text for searching: lower case, Arabic short vowels and tatweel removed, and the alef,
 * yaa and taa marbuta variants unified, so "معلم" finds "معلّم".
 */
export function foldForSearch(text: string) {
  return text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim();
}

/** The testimonials matching the search and category, in the chosen order (ties: newest first). */
export function filterTestimonials(items: readonly Testimonial[], query: TestimonialQuery) {
  const needle = foldForSearch(query.search);
  const matches = items.filter(
    (item) =>
      (query.category === "all" || item.category === query.category) &&
      (needle === "" || foldForSearch(`${item.name} ${item.detail} ${item.text}`).includes(needle)),
  );
  const byDate = (a: Testimonial, b: Testimonial) => b.date.localeCompare(a.date);
  const compare: Record<TestimonialSort, (a: Testimonial, b: Testimonial) => number> = {
    recent: byDate,
    rating: (a, b) => b.rating - a.rating || b.helpful - a.helpful || byDate(a, b),
    helpful: (a, b) => b.helpful - a.helpful || byDate(a, b),
  };
  return matches.sort(compare[query.sort]);
}
