import type { TimeRemaining } from "@bayan/trpc/rules";
import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";

/**
 * What the dashboard formats beyond useAdminFormat: a signed percentage ("+12%", "−3%"), a date
 * and time with its zone ("Jan 19, 2027, 6:14 PM GMT+3"), the zone's offset, and a time left in
 * words ("56 days, 23 hours, 5 minutes"). Units come from Intl, so Arabic gets its own plural
 * forms and digits without a catalog entry per number.
 */
export function useDashboardFormat() {
  const format = useAdminFormat();
  const { locale } = format;
  return useMemo(() => {
    const safe =
      <A extends unknown[]>(fn: (...args: A) => string) =>
      (...args: A) => {
        try {
          return fn(...args);
        } catch {
          return String(args[0]);
        }
      };
    const signed = new Intl.NumberFormat(locale, {
      style: "percent",
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    const zoned = new Intl.DateTimeFormat(locale, {
      dateStyle: "full",
      timeStyle: "short",
    });
    const zoneName = new Intl.DateTimeFormat(locale, { timeZoneName: "longOffset" });
    const unit = (name: "day" | "hour" | "minute") =>
      new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" });
    const units = { day: unit("day"), hour: unit("hour"), minute: unit("minute") };
    const list = new Intl.ListFormat(locale, { style: "long", type: "unit" });
    return {
      ...format,
      signedPercent: safe((value: number) => signed.format(value / 100)),
      /** The full date and time in the browser's zone ("Tuesday, January 19, 2027 at 6:14 PM"). */
      fullDateTime: safe((iso: string) => zoned.format(new Date(iso))),
      /** The browser zone's offset at that moment ("GMT+03:00"). */
      offset: safe(
        (iso: string) =>
          zoneName.formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName")?.value ?? "",
      ),
      /** Days, hours and minutes left (the zero ones left out, minutes kept when all are zero). */
      timeLeft: safe((remaining: TimeRemaining) => {
        const parts: string[] = [];
        if (remaining.days > 0) parts.push(units.day.format(remaining.days));
        if (remaining.hours > 0) parts.push(units.hour.format(remaining.hours));
        if (remaining.minutes > 0 || parts.length === 0)
          parts.push(units.minute.format(remaining.minutes));
        return list.format(parts);
      }),
    };
  }, [format, locale]);
}
