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

const summary = safeText("Summary").trim().max(500, { error: "content.summaryTooLong" });

/**
 * How a save publishes (docs/policy-versions.md): each language whose published sections changed
 * becomes a new version, in effect from `effectiveOn` (default today), with a change summary in
 * both languages; `material` announces it to the people concerned before it takes effect.
 */
export const policyPublishOptions = z.object({
  effectiveOn: calendarDate(DATE_ERROR).optional(),
  summaryEn: summary.default(""),
  summaryAr: summary.default(""),
  material: z.boolean().default(false),
});

export const policySaveInput = z.object({
  document: policyDocumentSchema,
  sections: z.array(policySectionInput).max(200),
  publish: policyPublishOptions.optional(),
});

export const policyVersionsQuery = z.object({
  document: policyDocumentSchema,
  language: z.preprocess((v) => (v === "" ? undefined : v), languageSchema.optional()),
});

export const policyNoticesQuery = z.object({ language: languageSchema });

export const policyNoticeOutput = z.object({
  id: z.string(),
  document: policyDocumentSchema,
  language: languageSchema,
  effectiveOn: z.iso.date(),
  summaryEn: z.string(),
  summaryAr: z.string(),
});

export const policyVersionInput = z.object({
  document: policyDocumentSchema,
  id: z.uuid({ error: "content.versionNotFound" }),
});

/** A version as listed: what changed and when, without its text. */
export const policyVersionOutput = z.object({
  id: z.string(),
  number: z.number().int(),
  language: languageSchema,
  effectiveOn: z.iso.date(),
  summaryEn: z.string(),
  summaryAr: z.string(),
  material: z.boolean(),
  publishedAt: z.string(),
  /** in effect now, taking effect later, or replaced by a newer one. */
  state: z.enum(["inEffect", "upcoming", "past"]),
});
export type PolicyVersionDto = z.infer<typeof policyVersionOutput>;

export const policyVersionDetailOutput = policyVersionOutput.extend({
  sections: z.array(
    z.object({
      title: z.string(),
      content: z.string(),
      order: z.number().int(),
      category: termsCategorySchema.nullable(),
      lastUpdated: z.iso.date(),
    }),
  ),
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
