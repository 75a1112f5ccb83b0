import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";

/** A UTC calendar day ("2026-11-23") by its weekday in the interface language ("Mon", "الاثنين"). */
export function useWeekdays() {
  const { locale } = useAdminFormat();
  return useMemo(() => {
    const make = (weekday: "short" | "long") => {
      let formatter: Intl.DateTimeFormat | null = null;
      try {
        formatter = new Intl.DateTimeFormat(locale, { weekday, timeZone: "UTC" });
      } catch {
        formatter = null;
      }
      return (date: string) => {
        try {
          return formatter ? formatter.format(new Date(`${date}T00:00:00Z`)) : date;
        } catch {
          return date;
        }
      };
    };
    return { short: make("short"), long: make("long") };
  }, [locale]);
}
