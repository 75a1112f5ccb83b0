import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CONTENT_ADMIN } from "@bayan/trpc/rules/messages/content";

/** The words of the policy documents' keys (CONTENT_ADMIN): a save, a section's rules. */
export const CONTENT_TEXTS = {
  "content.privacySaved": msg`Privacy Policy updated successfully`,
  "content.termsSaved": msg`Terms of Service updated successfully`,
  "content.titleRequired": msg`Title is required`,
  "content.titleBlank": msg`Title must not be blank`,
  "content.titleTooLong": msg`Title is too long`,
  "content.contentRequired": msg`Content is required`,
  "content.contentBlank": msg`Content must not be blank`,
  "content.contentTooLong": msg`Content is too long`,
  "content.orderInvalid": msg`Order must be a whole number from 1 to 10,000`,
  "content.dateInvalid": msg`The date must be a real date from 1900-01-01 to 9999-12-31, e.g. 2026-05-01`,
  "content.summaryTooLong": msg`A change summary is at most 500 characters`,
  "content.effectiveInPast": msg`The effective date cannot be before today`,
  "content.versionNotFound": msg`This version does not exist`,
  "content.versionRestored": msg`Version {number} was published again as version {newNumber}`,
  "content.versionAlreadyInEffect": msg`This version is the one in effect already`,
} satisfies Record<keyof typeof CONTENT_ADMIN, MessageDescriptor>;
