// The admin's courses: their form's rules, a missing course, the thumbnail's refusals, and what
// the REST routes say when a change is saved.

export const COURSES_ADMIN = {
  "courses.notFound": "Course not found",
  "courses.created": "Course created",
  "courses.updated": "Course updated",
  "courses.deleted": "Course deleted",
  "courses.thumbnailSaved": "Thumbnail saved",
  "courses.thumbnailRemoved": "Thumbnail removed",
  // The thumbnail upload's refusals (services/course-media.ts).
  "courses.imageEmpty": "The image is empty",
  "courses.imageTooLarge": "The image is larger than 2 MB",
  "courses.notAnImage": "The file is not a PNG, JPEG or WebP image",
  // setThumbnail's input from a tRPC client (the REST route sends the bytes it received).
  "courses.imageNotBytes": "image must be the file's bytes",
  // The course's fields (schemas/courses.ts), each with its one reason.
  "courses.titleRequired": "Title is required",
  "courses.titleTooLong": "Title must be at most 200 characters",
  "courses.descriptionTooLong": "Description must be at most 5,000 characters",
  "courses.instructorRequired": "Instructor is required",
  "courses.instructorTooLong": "Instructor must be at most 100 characters",
  "courses.priceInvalid":
    "Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)",
  "courses.priceCurrencyMismatch":
    "The price has more decimals than this currency takes: change the price with it",
  "courses.studentsInvalid": "Students must be a whole number from 0 to 1,000,000",
  "courses.lessonsInvalid": "Lessons must be a whole number from 0 to 10,000",
  "courses.durationInvalid": "Duration must be a whole number from 0 to 10,000",
  "courses.completionInvalid": "Completion must be a whole number from 0 to 100",
  "courses.startDateInvalid":
    "Start date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01",
  "courses.endDateInvalid":
    "End date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01",
  "courses.endBeforeStart": "End date must not be before the start date",
  "courses.nothingToChange": "Nothing to change: give at least one field",
  // The dashboard's completion bars: the period they cover.
  "courses.periodInvalid": "days must be 30, 90 or 365",
} as const;
