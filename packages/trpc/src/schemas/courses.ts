import {
  courseCategories,
  courseLevels,
  courseStatuses,
  currencies,
} from "@bayan/db/platform-enums";
import { z } from "zod";
import type { COURSES_ADMIN } from "../rules/messages/courses.js";
import {
  calendarDate,
  idInput,
  isoDateTime,
  languageSchema,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
  sortByQuery,
  sortDirQuery,
} from "./common.js";

export { courseCategories, courseLevels, courseStatuses, currencies };
export const courseStatusSchema = z.enum(courseStatuses);
export const courseCategorySchema = z.enum(courseCategories);
export const courseLevelSchema = z.enum(courseLevels);
export const currencySchema = z.enum(currencies);
export type CourseStatus = z.infer<typeof courseStatusSchema>;
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** SPEC 9: the admin's course cards cut the description at 100 characters. */
export const COURSE_EXCERPT_LENGTH = 100;
/** Courses per page of the admin's grid. */
export const COURSES_PAGE_SIZE = 12;

/** Digits after the point in each currency (the Jordanian dinar has 1,000 fils). */
export const CURRENCY_DIGITS: Record<(typeof currencies)[number], number> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  JOD: 3,
  SAR: 2,
  AED: 2,
};

/** The most digits after the point any currency has (the dinar's 3). */
const MAX_CURRENCY_DIGITS = Math.max(...Object.values(CURRENCY_DIGITS));

/**
 * Digits after the point of a number in its shortest form, as a client wrote it (JSON's 12.50
 * is 12.5: 1; 99999.999: 3; 1e-7: 7).
 */
export function decimalsOf(value: number): number {
  const [mantissa = "", exponent = "0"] = String(value).toLowerCase().split("e");
  return Math.max(0, (mantissa.split(".")[1] ?? "").length - Number(exponent));
}

/** Whether a price can be kept exactly in the currency's minor unit (12.345 USD cannot). */
export function priceFitsCurrency(price: number, currency: (typeof currencies)[number]): boolean {
  return decimalsOf(price) <= CURRENCY_DIGITS[currency];
}

/** A decimal written as text, as a form field holds it: "19.5", "40", "-1" (then out of range). */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A number field: a JSON number, or a decimal in a string. Anything else is refused with the
 * field's own reason: booleans, arrays, objects, null, NaN, Infinity (JSON's 1e999), and strings
 * that are not plain decimals ("", " 7", "0x10", "1e3", "Infinity"), which `z.coerce` took as
 * numbers (true as 1, [] and "" as 0, "0x10" as 16).
 */
/** A key of the courses' vocabulary (rules/messages/courses.ts): a field's reason. */
type CourseMessage = keyof typeof COURSES_ADMIN;

const numberField = (error: CourseMessage) =>
  z
    .union([z.number(), z.string().regex(DECIMAL_TEXT).transform(Number)], { error })
    .pipe(z.number({ error }));

/** A whole number from 0 to `max`; `error` says so for the field. */
const count = (error: CourseMessage, max = 1_000_000) =>
  numberField(error).pipe(
    z
      .number()
      .int({ error, abort: true })
      .min(0, { error, abort: true })
      .max(max, { error, abort: true }),
  );

/** The price's one reason: range, and no more decimals than the currency has (CURRENCY_DIGITS). */
const PRICE_ERROR = "courses.priceInvalid";

/** Every field of a course (SPEC 3) as the admin writes it. */
const courseFields = {
  title: safeText("Title", "courses.titleRequired")
    .trim()
    .min(1, { error: "courses.titleRequired" })
    .max(200, { error: "courses.titleTooLong" }),
  description: safeText("Description").trim().max(5000, { error: "courses.descriptionTooLong" }),
  instructor: safeText("Instructor", "courses.instructorRequired")
    .trim()
    .min(1, { error: "courses.instructorRequired" })
    .max(100, { error: "courses.instructorTooLong" }),
  status: courseStatusSchema,
  category: courseCategorySchema,
  level: courseLevelSchema,
  language: languageSchema,
  // The currency's own decimals are checked with it (`priceInCurrency`; an edit of the price
  // alone against the stored currency, in services/courses.ts).
  price: numberField(PRICE_ERROR).pipe(
    z
      .number()
      .min(0, { error: PRICE_ERROR, abort: true })
      .max(100_000, { error: PRICE_ERROR, abort: true })
      .refine((v) => decimalsOf(v) <= MAX_CURRENCY_DIGITS, { error: PRICE_ERROR, abort: true }),
  ),
  currency: currencySchema,
  startDate: calendarDate("courses.startDateInvalid").nullable(),
  endDate: calendarDate("courses.endDateInvalid").nullable(),
  students: count("courses.studentsInvalid"),
  lessons: count("courses.lessonsInvalid", 10_000),
  durationHours: count("courses.durationInvalid", 10_000),
  completion: count("courses.completionInvalid", 100),
};

/** End not before start, when both are given (named on endDate). */
function datesInOrder(v: { startDate?: string | null; endDate?: string | null }) {
  return !v.startDate || !v.endDate || v.endDate >= v.startDate;
}
const DATES_ERROR = { message: "courses.endBeforeStart", path: ["endDate"] };

/** A price given with its currency has no more decimals than the currency (named on price). */
function priceInCurrency(v: { price?: number; currency?: (typeof currencies)[number] }) {
  return (
    v.price === undefined || v.currency === undefined || priceFitsCurrency(v.price, v.currency)
  );
}
const PRICE_IN_CURRENCY = { message: PRICE_ERROR, path: ["price"] };

// Strict: a field the API does not know (a misspelt "priceMinor") is a 400, not silently dropped.
export const courseCreateInput = z
  .strictObject({
    ...courseFields,
    description: courseFields.description.default(""),
    status: courseFields.status.default("draft"),
    language: courseFields.language.default("ar"),
    price: courseFields.price.default(0),
    currency: courseFields.currency.default("USD"),
    startDate: courseFields.startDate.optional(),
    endDate: courseFields.endDate.optional(),
    students: courseFields.students.default(0),
    lessons: courseFields.lessons.default(0),
    durationHours: courseFields.durationHours.default(0),
    completion: courseFields.completion.default(0),
  })
  .refine(datesInOrder, DATES_ERROR)
  .refine(priceInCurrency, PRICE_IN_CURRENCY);
export type CourseCreateInput = z.input<typeof courseCreateInput>;

/** PATCH /courses/{id}: any of the fields. */
export const courseUpdateBody = z.strictObject(courseFields).partial();
export const courseUpdateInput = z
  .strictObject({ ...idInput.shape, ...courseUpdateBody.shape })
  .refine((v) => Object.entries(v).some(([key, value]) => key !== "id" && value !== undefined), {
    message: "courses.nothingToChange",
  })
  .refine(datesInOrder, DATES_ERROR)
  .refine(priceInCurrency, PRICE_IN_CURRENCY);

export const courseSortFields = ["updatedAt", "title", "students", "completion"] as const;

/** SPEC 2.11's search and filters: title, instructor or description; status; category. */
export const courseListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(COURSES_PAGE_SIZE),
  search: optionalQuery(safeText("Search").trim().max(200)),
  status: optionalQuery(courseStatusSchema),
  category: optionalQuery(courseCategorySchema),
  sortBy: sortByQuery(courseSortFields, "updatedAt"),
  sortDir: sortDirQuery,
});
export type CourseListQuery = z.input<typeof courseListQuery>;

export const courseOutput = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  status: courseStatusSchema,
  category: courseCategorySchema,
  level: courseLevelSchema,
  language: languageSchema,
  price: z.number(),
  currency: currencySchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  students: z.number().int(),
  lessons: z.number().int(),
  durationHours: z.number().int(),
  completion: z.number().int(),
  /** Where the thumbnail is served (cached for good: a new image gets a new address), or null. */
  thumbnailUrl: z.string().nullable(),
  lastUpdated: isoDateTime,
  createdAt: isoDateTime,
});
export type CourseDto = z.infer<typeof courseOutput>;

export const courseListOutput = z.object({
  items: z.array(courseOutput),
  pagination: paginationOutput,
});

export const courseStatsOutput = z.object({
  total: z.number().int(),
  byStatus: z.object({ published: z.number(), draft: z.number(), archived: z.number() }),
  students: z.number().int(),
  /** Average completion of the published courses, weighted by students; null with none. */
  averageCompletion: z.number().nullable(),
});

/** The dashboard's completion bars (SPEC 2.9): the period the courses ran in. */
export const completionPeriods = [30, 90, 365] as const;
export const courseCompletionQuery = z.object({
  days: z.coerce
    .number({ error: "courses.periodInvalid" })
    .refine((v) => (completionPeriods as readonly number[]).includes(v), {
      error: "courses.periodInvalid",
    })
    .default(30),
});
export const courseCompletionOutput = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    completion: z.number().int(),
    students: z.number().int(),
  }),
);
