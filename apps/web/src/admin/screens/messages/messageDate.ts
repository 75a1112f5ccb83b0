/** How SPEC 9 shows a message's date, by how many calendar days ago it was. */
export type MessageDateForm = "time" | "yesterday" | "weekday" | "monthDay";

const DAY_MS = 86_400_000;

/** Midnight of the date's day, in the browser's time zone, as a day number (DST-proof). */
const dayNumber = (date: Date) =>
  Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

/**
 * SPEC 9's rule: today shows the time; 1 day ago 'Yesterday'; under 7 days the weekday;
 * otherwise (older, or a date ahead of the clock) month and day.
 */
export function messageDateForm(date: Date, now: Date): MessageDateForm {
  const days = dayNumber(now) - dayNumber(date);
  if (days === 0) return "time";
  if (days === 1) return "yesterday";
  if (days > 1 && days < 7) return "weekday";
  return "monthDay";
}

/** The date in its SPEC 9 form, with the admin's formatters and the word for 'Yesterday'. */
export function messageDateText(
  iso: string,
  now: Date,
  format: {
    time: (d: Date) => string;
    weekday: (d: Date) => string;
    monthDay: (d: Date) => string;
  },
  yesterday: string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const form = messageDateForm(date, now);
  return form === "yesterday" ? yesterday : format[form](date);
}
