import { CURRENCY_DIGITS, currencies, type CourseDto } from "@bayan/trpc/schemas";
import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";

type Currency = CourseDto["currency"];

/**
 * A course's price in its currency, in the admin's locale (useAdminFormat's), with the currency's
 * own digits (JOD has 3: 12.500 JOD). A value Intl cannot format is shown as it came.
 */
export function usePriceFormat() {
  const { locale } = useAdminFormat();
  return useMemo(() => {
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
      return formatter ? formatter.format(price) : `${price} ${currency}`;
    };
  }, [locale]);
}
