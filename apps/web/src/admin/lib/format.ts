import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { intlLocale } from "../../i18n/format";
import { useOptionalPreferences } from "./preferences";

/** What Settings > Language and region decides about numbers, dates and times. */
export type RegionFormat = Pick<
  Preferences["region"],
  "timezone" | "dateFormat" | "timeFormat" | "numberFormat"
>;

const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin's formatters of numbers, dates and times. With the admin's region settings (loaded
 * from the server when the panel starts): the number format's separators and digits (Arabic-Indic
 * for ar-SA), dates in the chosen order in the chosen time zone, times in 12 or 24 hours; month
 * and weekday names in the interface language. Without them (before they load, or in a test of a
 * lone screen): the interface language's own formats in the browser's time zone. Anything that
 * cannot be formatted is shown as it came (SPEC 8).
 */
export function adminFormatter(language: string, region: RegionFormat | null) {
  const safe =
    <A extends unknown[]>(format: (...args: A) => string) =>
    (...args: A) => {
      try {
        return format(...args);
      } catch {
        return String(args[0]);
      }
    };
  const arabicDigits = region ? region.numberFormat === "ar-SA" : language === "ar";
  /** Month and weekday names in the interface language, digits as the number format has them. */
  const locale = region
    ? `${language === "ar" ? "ar" : "en-US"}-u-nu-${arabicDigits ? "arab" : "latn"}`
    : intlLocale(language);
  const numberLocale = region
    ? arabicDigits
      ? "ar-SA-u-nu-arab"
      : `${region.numberFormat}-u-nu-latn`
    : locale;
  const timeZone = region && region.timezone !== "browser" ? region.timezone : undefined;
  const zoned = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
  /** A calendar day ("2026-11-03") is that day wherever the admin is; an instant is zoned. */
  const instant = (value: string | Date) =>
    typeof value === "string" && CALENDAR_DAY.test(value)
      ? { at: new Date(`${value}T00:00:00Z`), zone: "UTC" }
      : { at: new Date(value), zone: timeZone };
  const digits = (text: string) =>
    arabicDigits ? text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d) : text;

  const number = new Intl.NumberFormat(numberLocale);
  const percent = new Intl.NumberFormat(numberLocale, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const legacyDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const legacyDateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const time = region
    ? zoned({
        hour: region.timeFormat === "24" ? "2-digit" : "numeric",
        minute: "2-digit",
        hourCycle: region.timeFormat === "24" ? "h23" : "h12",
      })
    : new Intl.DateTimeFormat(locale, { timeStyle: "short" });
  const weekday = zoned({ weekday: "long" });
  const monthDay = zoned({ month: "short", day: "numeric" });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });

  const dayParts = (value: string | Date) => {
    const { at, zone } = instant(value);
    if (Number.isNaN(at.getTime())) throw new RangeError("Invalid date");
    const parts = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      ...(zone ? { timeZone: zone } : {}),
    }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? "";
    const monthName = new Intl.DateTimeFormat(locale, {
      month: "short",
      ...(zone ? { timeZone: zone } : {}),
    }).format(at);
    return { year: part("year"), month: part("month"), day: part("day"), monthName };
  };
  const formatDate = (value: string | Date) => {
    if (!region) return legacyDate.format(instant(value).at);
    const { year, month, day, monthName } = dayParts(value);
    switch (region.dateFormat) {
      case "language": {
        const { at, zone } = instant(value);
        return new Intl.DateTimeFormat(locale, {
          dateStyle: "medium",
          ...(zone ? { timeZone: zone } : {}),
        }).format(at);
      }
      case "MM/DD/YYYY":
        return digits(`${month}/${day}/${year}`);
      case "DD/MM/YYYY":
        return digits(`${day}/${month}/${year}`);
      case "YYYY-MM-DD":
        return digits(`${year}-${month}-${day}`);
      case "YYYY/MM/DD":
        return digits(`${year}/${month}/${day}`);
      case "DD-MMM-YYYY":
        return `${digits(day)}-${monthName}-${digits(year)}`;
    }
  };

  return {
    locale,
    /** The admin's time zone (IANA), or undefined for the browser's. */
    timeZone,
    number: safe((value: number) => number.format(value)),
    percent: safe((value: number) => percent.format(value / 100)),
    date: safe(formatDate),
    dateTime: safe((iso: string | Date) =>
      region
        ? `${formatDate(iso)}${language === "ar" ? "، " : ", "}${time.format(new Date(iso))}`
        : legacyDateTime.format(new Date(iso)),
    ),
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
}

export type AdminFormat = ReturnType<typeof adminFormatter>;

/**
 * Numbers, dates and times for every admin screen, as Settings > Language and region says
 * (docs/settings.md); see `adminFormatter`.
 */
export function useAdminFormat(): AdminFormat {
  const { i18n } = useLingui();
  const region = useOptionalPreferences()?.region;
  const timezone = region?.timezone;
  const dateFormat = region?.dateFormat;
  const timeFormat = region?.timeFormat;
  const numberFormat = region?.numberFormat;
  return useMemo(
    () =>
      adminFormatter(
        i18n.locale,
        timezone && dateFormat && timeFormat && numberFormat
          ? { timezone, dateFormat, timeFormat, numberFormat }
          : null,
      ),
    [i18n.locale, timezone, dateFormat, timeFormat, numberFormat],
  );
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

/** The browser's time zone, named ("Asia/Amman"); undefined if the browser will not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
