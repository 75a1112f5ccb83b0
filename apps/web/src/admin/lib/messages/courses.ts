import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { COURSES_ADMIN } from "@bayan/trpc/rules/messages/courses";

/** The words of the courses keys (COURSES_ADMIN): the form's rules, the thumbnail's refusals. */
export const COURSES_TEXTS = {
  "courses.notFound": msg`Course not found`,
  "courses.created": msg`Course created`,
  "courses.updated": msg`Course updated`,
  "courses.deleted": msg`Course deleted`,
  "courses.thumbnailSaved": msg`Thumbnail saved`,
  "courses.thumbnailRemoved": msg`Thumbnail removed`,
  "courses.imageEmpty": msg`The image is empty`,
  "courses.imageTooLarge": msg`The image is larger than 2 MB`,
  "courses.notAnImage": msg`The file is not a PNG, JPEG or WebP image`,
  "courses.imageNotBytes": msg`The image must be sent as the file's bytes`,
  "courses.titleRequired": msg`Title is required`,
  "courses.titleTooLong": msg`Title must be at most 200 characters`,
  "courses.descriptionTooLong": msg`Description must be at most 5,000 characters`,
  "courses.instructorRequired": msg`Instructor is required`,
  "courses.instructorTooLong": msg`Instructor must be at most 100 characters`,
  "courses.priceInvalid": msg`Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)`,
  "courses.priceCurrencyMismatch": msg`The price has more decimals than this currency takes: change the price with it`,
  "courses.studentsInvalid": msg`Students must be a whole number from 0 to 1,000,000`,
  "courses.lessonsInvalid": msg`Lessons must be a whole number from 0 to 10,000`,
  "courses.durationInvalid": msg`Duration must be a whole number from 0 to 10,000`,
  "courses.completionInvalid": msg`Completion must be a whole number from 0 to 100`,
  "courses.startDateInvalid": msg`Start date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01`,
  "courses.endDateInvalid": msg`End date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01`,
  "courses.endBeforeStart": msg`End date must not be before the start date`,
  "courses.nothingToChange": msg`Nothing to change: give at least one field`,
  "courses.periodInvalid": msg`The period must be 30, 90 or 365 days`,
} satisfies Record<keyof typeof COURSES_ADMIN, MessageDescriptor>;
