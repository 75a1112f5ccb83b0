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

/** Whole numbers in the interface language; plain text on failure. */
export function useNumberFormat(options?: Intl.NumberFormatOptions) {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const key = JSON.stringify(options ?? {});
  return useMemo(() => {
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat(locale, JSON.parse(key) as Intl.NumberFormatOptions);
    } catch {
      formatter = null;
    }
    return (value: number) => (formatter ? formatter.format(value) : String(value));
  }, [locale, key]);
}
