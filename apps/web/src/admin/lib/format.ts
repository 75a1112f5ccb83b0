import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { intlLocale } from "../../i18n/format";

/**
 * Numbers, dates and times in the interface language (Arabic with Arabic-Indic digits), in the
 * browser's time zone. Anything that cannot be formatted is shown as it came (SPEC 8).
 */
export function useAdminFormat() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  return useMemo(() => {
    const safe =
      <T>(format: (value: T) => string) =>
      (value: T) => {
        try {
          return format(value);
        } catch {
          return String(value);
        }
      };
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "long" });
    const monthDay = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    return {
      locale,
      number: safe((value: number) => number.format(value)),
      percent: safe((value: number) =>
        new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
          value / 100,
        ),
      ),
      date: safe((iso: string | Date) => date.format(new Date(iso))),
      dateTime: safe((iso: string | Date) => dateTime.format(new Date(iso))),
      /** The time of day alone ("4:00 AM"), for a line under the date. */
      time: safe((iso: string | Date) => time.format(new Date(iso))),
      /** The day of the week alone ("Tuesday"). */
      weekday: safe((iso: string | Date) => weekday.format(new Date(iso))),
      /** Month and day without the year ("Nov 3"). */
      monthDay: safe((iso: string | Date) => monthDay.format(new Date(iso))),
      /** "5 minutes ago", "yesterday", "in 3 days". */
      relative: safe((iso: string | Date, now?: number) => {
        const from = now ?? new Date().getTime();
        const seconds = Math.round((new Date(iso).getTime() - from) / 1000);
        const steps: [Intl.RelativeTimeFormatUnit, number][] = [
          ["second", 60],
          ["minute", 60],
          ["hour", 24],
          ["day", 30],
          ["month", 12],
          ["year", Infinity],
        ];
        let value = seconds;
        for (const [unit, size] of steps) {
          if (Math.abs(value) < size) return relative.format(value, unit);
          value = Math.round(value / size);
        }
        return relative.format(value, "year");
      }),
    };
  }, [locale]);
}

/**
 * A formatter of UTC calendar days ("2026-11-03") in `locale` with `options` (e.g. weekday or
 * month and day): the day as it reads in UTC, whatever the browser's time zone. A value that
 * cannot be formatted is shown as it came.
 */
export function calendarDayFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (date: string) => string {
  const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (date) => {
    try {
      return formatter.format(new Date(`${date}T00:00:00Z`));
    } catch {
      return date;
    }
  };
}
