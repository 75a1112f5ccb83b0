import { sectionStatuses, termsCategories } from "@bayan/db/enums";
import { z } from "zod";
import type { CONTENT_ADMIN } from "../rules/messages/content.js";
import { calendarDate, languageSchema, safeText } from "./common.js";

export const policyDocuments = ["privacy-policy", "terms-of-service"] as const;
export const policyDocumentSchema = z.enum(policyDocuments);
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export { sectionStatuses, termsCategories };
export const termsCategorySchema = z.enum(termsCategories);

type ContentMessage = keyof typeof CONTENT_ADMIN;

/** A text field that must say something: its reasons when missing, blank or too long. */
const nonBlank = (
  field: string,
  max: number,
  errors: { required: ContentMessage; blank: ContentMessage; tooLong: ContentMessage },
) =>
  safeText(field, errors.required)
    .trim()
    .min(1, { error: errors.blank, abort: true })
    .max(max, { error: errors.tooLong, abort: true });

/** The highest position a section can take: beyond any real document, far below int4's limit. */
export const SECTION_ORDER_MAX = 10_000;
const ORDER_ERROR = "content.orderInvalid";
/** A section's date (`YYYY-MM-DD`): a day that exists, from 1900 to 9999. */
const DATE_ERROR = "content.dateInvalid";

/** One section as the admin sends it. A numeric `id` keeps an existing section's identity. */
export const policySectionInput = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).optional(),
  title: nonBlank("Title", 200, {
    required: "content.titleRequired",
    blank: "content.titleBlank",
    tooLong: "content.titleTooLong",
  }),
  content: nonBlank("Content", 20_000, {
    required: "content.contentRequired",
    blank: "content.contentBlank",
    tooLong: "content.contentTooLong",
  }),
  language: languageSchema,
  status: z.enum(sectionStatuses),
  order: z
    .number({ error: ORDER_ERROR })
    .int({ error: ORDER_ERROR })
    .min(1, { error: ORDER_ERROR })
    .max(SECTION_ORDER_MAX, { error: ORDER_ERROR }),
  category: termsCategorySchema.optional(),
  lastUpdated: calendarDate(DATE_ERROR).optional(),
});
export type PolicySectionInput = z.input<typeof policySectionInput>;

export const policySaveInput = z.object({
  document: policyDocumentSchema,
  sections: z.array(policySectionInput).max(200),
});

export const publicPolicyQuery = z.object({
  document: policyDocumentSchema,
  language: z.preprocess((v) => (v === "" ? undefined : v), languageSchema.optional()),
});

export const policySectionOutput = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  order: z.number().int(),
  lastUpdated: z.iso.date(),
  status: z.enum(sectionStatuses),
  language: languageSchema,
  category: termsCategorySchema.nullable(),
});
export type PolicySectionDto = z.infer<typeof policySectionOutput>;
