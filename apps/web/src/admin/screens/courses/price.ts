import { CURRENCY_DIGITS, currencies, type CourseDto } from "@bayan/trpc/schemas";
import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";

type Currency = CourseDto["currency"];

/** Unicode's first-strong isolate and its end (U+2068, U+2069): a `<bdi>` inside a string. */
const ISOLATE = "\u2068";
const END_ISOLATE = "\u2069";

/**
 * Prices in `locale`, with each currency's own digits (JOD has 3: 12.500 JOD). The currency
 * symbol is isolated from the figure: Arabic writes the amount first ("٤٩٫٠٠ US$", the number on
 * the right), and in a right-to-left line the bidirectional algorithm would otherwise carry the
 * "$" of "US$" over to the other side of the letters ("$US ٤٩٫٠٠"). An Arabic symbol (د.أ.) keeps
 * its own direction inside the isolate. A value Intl cannot format is shown as it came.
 */
export function priceFormatter(locale: string) {
  const formatters = new Map<Currency, Intl.NumberFormat>(
    currencies.flatMap((currency) => {
      try {
        const digits = CURRENCY_DIGITS[currency];
        const formatter = new Intl.NumberFormat(locale, {
          style: "currency",
          currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        return [[currency, formatter] as const];
      } catch {
        return [];
      }
    }),
  );
  return (price: number, currency: Currency) => {
    const formatter = formatters.get(currency);
    if (!formatter) return `${price} ${currency}`;
    return formatter
      .formatToParts(price)
      .map(({ type, value }) => (type === "currency" ? `${ISOLATE}${value}${END_ISOLATE}` : value))
      .join("");
  };
}

/** A course's price in its currency, in the admin's locale (useAdminFormat's). */
export function usePriceFormat() {
  const { locale } = useAdminFormat();
  return useMemo(() => priceFormatter(locale), [locale]);
}
