import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";

/** "YYYY-MM-DD" as a date in the interface language (a calendar day: no time zone shift). */
export function useDayFormat() {
  const { locale } = useAdminFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return (day: string) => {
      try {
        return format.format(new Date(`${day}T00:00:00Z`));
      } catch {
        return day;
      }
    };
  }, [locale]);
}
