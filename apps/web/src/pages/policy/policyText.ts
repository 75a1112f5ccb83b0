import { intlLocale } from "../../i18n/format";
/** SPEC 9: both documents are first dated 15 May 2025; shown when no section carries a date. */
export const DEFAULT_POLICY_DATE = "2025-05-15";

/** Plain text split into paragraphs on blank lines (the content is never treated as HTML). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** The newest "YYYY-MM-DD" among the sections, or the documents' first date when there is none. */
export function newestDate(sections: readonly { lastUpdated: string }[]): string {
  let newest: string | null = null;
  for (const { lastUpdated } of sections) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(lastUpdated) && (newest === null || lastUpdated > newest)) {
      newest = lastUpdated;
    }
  }
  return newest ?? DEFAULT_POLICY_DATE;
}

/**
 * "15 May 2025" in English (day first, as the spec writes it) and the Arabic form in Arabic; the raw
 * date if formatting fails.
 */
export function formatPolicyDate(date: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`));
  } catch {
    return date;
  }
}
