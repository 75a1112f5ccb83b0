import { languages } from "@bayan/db/enums";
import { z } from "zod";
import { EMAIL_HIDDEN_CHARACTERS, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../rules/index.js";
import type { MessageKey } from "../rules/messages.js";

export { languages };
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export { EMAIL_HIDDEN_CHARACTERS, EMAIL_PATTERN };

/**
 * Characters text cannot carry into PostgreSQL: NUL (U+0000), which a text column refuses, and
 * half of a surrogate pair (\p{Cs} under the u flag), which UTF-8 cannot encode. Either would fail
 * in the database as a 500; the schemas answer 400 naming the field instead.
 */
const NUL_CHARACTER = "\u0000";
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Every text input starts here: a string PostgreSQL can store and search. `field` names it in
 * the messages (`common.textNul`: "Subject must not contain NUL characters"); `typeError` (a key)
 * replaces zod's message for a missing or non-string value. Chain `.trim()`, `.min()`, `.max()`
 * and so on after it.
 */
export function safeText(field: string, typeError?: string) {
  return z
    .string(typeError ? { error: typeError } : undefined)
    .refine((v) => !v.includes(NUL_CHARACTER), {
      error: "common.textNul",
      params: { field },
      abort: true,
    })
    .refine((v) => !UNPAIRED_SURROGATE.test(v), {
      error: "common.textSurrogate",
      params: { field },
      abort: true,
    });
}

/** The largest value of a PostgreSQL integer (int4) column or parameter. */
export const INT4_MAX = 2_147_483_647;

/**
 * An email field as stored: trimmed and lower-cased (the unique index compares it so), at most
 * 254 characters, without control or invisible characters (a right-to-left override or a
 * zero-width space would make two addresses look alike), of the spec's shape with exactly one at
 * sign. `messages` are the form's own words (keys) for a missing and a misshapen email.
 */
export function emailField(messages: { required: MessageKey; invalid: MessageKey }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: "common.emailTooLong", abort: true })
    .refine((v) => !EMAIL_HIDDEN_CHARACTERS.test(v), {
      error: "common.emailHidden",
      abort: true,
    })
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    .refine((v) => v.indexOf("@") === v.lastIndexOf("@"), {
      error: "common.emailOneAt",
      abort: true,
    });
}

/** An email as stored (the waitlist's words): see `emailField`. */
export const emailSchema = emailField({
  required: "common.emailRequired",
  invalid: "common.emailInvalid",
});

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.iso.datetime();

/**
 * The years a date input may fall in. Wider ranges pass JavaScript's Date but not the database
 * or the clients: year 0 and negative years are refused by PostgreSQL, `+275760-...` cannot be
 * written back as a four-digit ISO year, and nothing in the product is dated before 1900.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9999;

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PART =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Whether year, month and day name a day of the calendar (2027-02-30 does not). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (setUTCFullYear: years below 100 too).
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/** Whether a year is in the accepted range (DATE_YEAR_MIN to DATE_YEAR_MAX). */
export const isInDateRange = (year: number) => year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;

/** The year of a `YYYY-MM-DD` day that exists, else undefined (2027-02-30, 0000-02-29). */
export function calendarDateYear(value: string): number | undefined {
  const m = DATE_PART.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDay(year, month, day) ? year : undefined;
}

/**
 * The year of an ISO 8601 date and time with its offset (`Z` or `+03:00`) on a day that exists,
 * at a time of day that exists, else undefined. `Date.parse` alone is too lenient: it takes
 * 2027-02-30 as 2027-03-02.
 */
export function dateTimeYear(value: string): number | undefined {
  const m = DATE_TIME_PART.exec(value);
  if (!m) return undefined;
  // Hour, minute, second, offset hours, offset minutes (absent ones are 0), each within its limit.
  const clock = [m[4], m[5], m[6], m[8], m[9]].map((part) => Number(part ?? 0));
  const limits = [23, 59, 59, 23, 59];
  return clock.every((n, i) => n <= limits[i]!) ? calendarDateYear(value.slice(0, 10)) : undefined;
}

/**
 * A date input (`YYYY-MM-DD`): a day that exists, from 1900 to 9999; `error` (the field's key)
 * says so.
 */
export function calendarDate(error: MessageKey) {
  return z.iso.date({ error }).refine((v) => isInDateRange(calendarDateYear(v) ?? 0), {
    error,
    abort: true,
  });
}

/** A query string's empty value (`?status=`) counts as absent. */
const blankAsAbsent = (v: unknown) => (v === "" ? undefined : v);

/** A query-string field: an empty value counts as absent. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

// The list options below take a query string's empty value as absent like `optionalQuery`, but
// without a preprocess step, so tRPC clients see their exact input types.

/** A yes/no filter: a boolean from tRPC, or `true`/`false` in a query string; absent if empty. */
export const optionalBooleanQuery = z
  .union([z.boolean(), z.enum(["true", "false", ""])])
  .optional()
  .transform((v) => (v === "" || v === undefined ? undefined : v === true || v === "true"));

export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** A list's sort direction: `asc` or `desc`, descending unless given. */
export const sortDirQuery = z
  .enum([...sortDirections, ""])
  .optional()
  .transform((v): SortDirection => v || "desc");

/** A list's sort column: one of `fields`, `fallback` unless given. */
export function sortByQuery<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: T[number],
) {
  return z
    .enum([...fields, ""])
    .optional()
    .transform((v): T[number] => v || fallback);
}

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** The look-back window of a "recent" list, in days: default 7, at most 365. */
export const recentQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(7),
});

export const paginationOutput = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationOutput>;

/** A row id in a path. Any string: an id that names nothing is 404, whatever its shape. */
export const idInput = z.object({ id: z.string().min(1).max(100) });
