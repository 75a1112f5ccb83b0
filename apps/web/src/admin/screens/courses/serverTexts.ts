import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useErrorTextOf } from "../../lib/errorText";

/**
 * The server's answers to the courses calls, in English as it sends them (the shared zod schemas
 * in @bayan/trpc/schemas/courses.ts, services/courses.ts and services/course-media.ts), each with
 * its translation. A text missing here is shown as it came.
 */
export const LOAD_FAILED_TEXT = "Failed to fetch courses data";
export const COURSE_NOT_FOUND_TEXT = "Course not found";
/** The thumbnail route's refusals (THUMBNAIL_MESSAGES in services/course-media.ts). */
export const IMAGE_TOO_LARGE_TEXT = "The image is larger than 2 MB";
export const NOT_AN_IMAGE_TEXT = "The file is not a PNG, JPEG or WebP image";
export const IMAGE_EMPTY_TEXT = "The image is empty";

const COURSES_TEXTS: ServerTexts = {
  [LOAD_FAILED_TEXT]: msg`Failed to fetch courses data`,
  [COURSE_NOT_FOUND_TEXT]: msg`Course not found`,
  [IMAGE_TOO_LARGE_TEXT]: msg`The image is larger than 2 MB`,
  [NOT_AN_IMAGE_TEXT]: msg`The file is not a PNG, JPEG or WebP image`,
  [IMAGE_EMPTY_TEXT]: msg`The image is empty`,
  "Title is required": msg`Title is required`,
  "Title must be at most 200 characters": msg`Title must be at most 200 characters`,
  "Description must be at most 5,000 characters": msg`Description must be at most 5,000 characters`,
  "Instructor is required": msg`Instructor is required`,
  "Instructor must be at most 100 characters": msg`Instructor must be at most 100 characters`,
  "Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)": msg`Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)`,
  "The price has more decimals than this currency takes: change the price with it": msg`The price has more decimals than this currency takes: change the price with it`,
  "Students must be a whole number from 0 to 1,000,000": msg`Students must be a whole number from 0 to 1,000,000`,
  "Lessons must be a whole number from 0 to 10,000": msg`Lessons must be a whole number from 0 to 10,000`,
  "Duration must be a whole number from 0 to 10,000": msg`Duration must be a whole number from 0 to 10,000`,
  "Completion must be a whole number from 0 to 100": msg`Completion must be a whole number from 0 to 100`,
  "Start date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01": msg`Start date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01`,
  "End date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01": msg`End date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01`,
  "End date must not be before the start date": msg`End date must not be before the start date`,
  "Nothing to change: give at least one field": msg`Nothing to change: give at least one field`,
  "Database unavailable": msg`Database unavailable`,
  "Unauthorized - please login again": msg`Unauthorized - please login again`,
};

/** The server's courses answers in the interface language; unknown ones as they came. */
export function useCoursesServerText() {
  return useServerText(COURSES_TEXTS);
}

/** What went wrong with a courses call, for a person (see `useErrorTextOf`). */
export function useErrorText() {
  return useErrorTextOf(useCoursesServerText());
}
