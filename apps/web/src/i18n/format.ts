import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/**
 * The locale for numbers and dates (Intl): US English (prices in $), Arabic with Arabic-Indic
 * digits (٢٬٥٠٠). Spelled out rather than left to the
 * locale's default, which changes between ICU versions: the prerender (Node) and every browser
 * must write the same digits, or hydration fails.
 */
export function intlLocale(language: string): string {
  return language === "ar" ? "ar-u-nu-arab" : "en-US";
}

const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";

/**
 * A whole number, grouped by thousands, as `Intl.NumberFormat(intlLocale(language))` writes it
 * (2,500 / ٢٬٥٠٠), without Intl: the first Intl formatter of a page starts ICU, which took
 * 130 ms of a slowed phone's main thread while the landing loaded (docs/landing-speed.md). Other
 * numbers (fractions, negatives, huge ones) return null and go through Intl.
 */
export function formatWholeNumber(value: number, language: string): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const arabic = language === "ar";
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, arabic ? "٬" : ",");
  return arabic
    ? grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit)
    : grouped;
}

/** Whole numbers in the interface language; plain text on failure. */
export function useNumberFormat(options?: Intl.NumberFormatOptions) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const locale = intlLocale(language);
  const key = JSON.stringify(options ?? {});
  return useMemo(() => {
    // Plain whole numbers need no formatter (and no ICU) at all.
    if (key === "{}") {
      let formatter: Intl.NumberFormat | null = null;
      return (value: number) => {
        const quick = formatWholeNumber(value, language);
        if (quick !== null) return quick;
        formatter ??= new Intl.NumberFormat(locale);
        return formatter.format(value);
      };
    }
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat(locale, JSON.parse(key) as Intl.NumberFormatOptions);
    } catch {
      formatter = null;
    }
    return (value: number) => (formatter ? formatter.format(value) : String(value));
  }, [language, locale, key]);
}
