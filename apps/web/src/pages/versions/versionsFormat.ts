import type { Language } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { formatWholeNumber } from "../../i18n/format";
import { formatPolicyDate } from "../policy/policyText";

/** Dates and whole numbers as the interface language writes them (the policy page's dates). */
export function useVersionFormat() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return {
    date: (day: string) => formatPolicyDate(day, language),
    number: (value: number) => formatWholeNumber(value, language) ?? String(value),
  };
}

/** Text in a language that may not be the page's: marked with it, so it is read and laid out right. */
export const inLanguage = (text: { language: Language }, page: string) =>
  text.language === page
    ? {}
    : { lang: text.language, dir: text.language === "ar" ? "rtl" : "ltr" };
