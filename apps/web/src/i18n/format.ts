import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/** Whole numbers in the interface language (Arabic-Indic digits in Arabic); plain text on failure. */
export function useNumberFormat(options?: Intl.NumberFormatOptions) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
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
