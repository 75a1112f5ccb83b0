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

/** The options of `Intl.NumberFormat` that `formatWholeNumber` writes without Intl. */
export interface WholeNumberOptions {
  /** Thousands separators (default true). */
  useGrouping?: boolean;
  /** Leading zeros up to this many digits (default 1): the countdown's "05". */
  minimumIntegerDigits?: number;
}

/**
 * A whole number as `Intl.NumberFormat(intlLocale(language), options)` writes it (2,500 / ٢٬٥٠٠;
 * 2026 / ٢٠٢٦ ungrouped; 05 / ٠٥ with two digits), without Intl: the first Intl formatter of a
 * page starts ICU, which took 130 ms of a slowed phone's main thread while the landing loaded
 * (docs/landing-speed.md). Other numbers (fractions, negatives, huge ones) return null and go
 * through Intl.
 */
export function formatWholeNumber(
  value: number,
  language: string,
  { useGrouping = true, minimumIntegerDigits = 1 }: WholeNumberOptions = {},
): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const arabic = language === "ar";
  const digits = String(value).padStart(minimumIntegerDigits, "0");
  const grouped = useGrouping ? digits.replace(/\B(?=(\d{3})+$)/g, arabic ? "٬" : ",") : digits;
  return arabic
    ? grouped.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit)
    : grouped;
}

const WHOLE_NUMBER_OPTIONS = new Set(["useGrouping", "minimumIntegerDigits"]);

/** Whole numbers in the interface language; plain text on failure. */
export function useNumberFormat(options?: Intl.NumberFormatOptions) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const locale = intlLocale(language);
  const key = JSON.stringify(options ?? {});
  return useMemo(() => {
    const parsed = JSON.parse(key) as Intl.NumberFormatOptions;
    // Whole numbers with only these options need no formatter (and no ICU) at all.
    if (Object.keys(parsed).every((option) => WHOLE_NUMBER_OPTIONS.has(option))) {
      const whole = parsed as WholeNumberOptions;
      let formatter: Intl.NumberFormat | null = null;
      return (value: number) => {
        const quick = formatWholeNumber(value, language, whole);
        if (quick !== null) return quick;
        formatter ??= new Intl.NumberFormat(locale, parsed);
        return formatter.format(value);
      };
    }
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat(locale, parsed);
    } catch {
      formatter = null;
    }
    return (value: number) => (formatter ? formatter.format(value) : String(value));
  }, [language, locale, key]);
}
