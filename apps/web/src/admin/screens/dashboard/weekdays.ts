import { useMemo } from "react";
import { calendarDayFormat, useAdminFormat } from "../../lib/format";

/** A UTC calendar day ("2026-11-23") by its weekday in the interface language ("Mon", "الاثنين"). */
export function useWeekdays() {
  const { locale } = useAdminFormat();
  return useMemo(
    () => ({
      short: calendarDayFormat(locale, { weekday: "short" }),
      long: calendarDayFormat(locale, { weekday: "long" }),
    }),
    [locale],
  );
}
