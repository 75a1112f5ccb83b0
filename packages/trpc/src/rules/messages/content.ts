// The privacy policy's and the terms of service's sections, as the admin saves them.

export const CONTENT_ADMIN = {
  "content.privacySaved": "Privacy Policy updated successfully",
  "content.termsSaved": "Terms of Service updated successfully",
  // A section's fields (schemas/content.ts).
  "content.titleRequired": "Title is required",
  "content.titleBlank": "Title must not be blank",
  "content.titleTooLong": "Title is too long",
  "content.contentRequired": "Content is required",
  "content.contentBlank": "Content must not be blank",
  "content.contentTooLong": "Content is too long",
  "content.orderInvalid": "Order must be a whole number from 1 to 10000",
  "content.dateInvalid":
    "lastUpdated must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01",
  // Published versions (docs/policy-versions.md).
  "content.summaryTooLong": "A change summary is at most 500 characters",
  "content.effectiveInPast": "The effective date cannot be before today",
  "content.versionNotFound": "This version does not exist",
  "content.versionRestored": "Version {number} was published again as version {newNumber}",
  "content.versionAlreadyInEffect": "This version is the one in effect already",
} as const;
