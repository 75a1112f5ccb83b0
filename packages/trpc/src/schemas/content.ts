import { sectionStatuses, termsCategories } from "@bayan/db/enums";
import { z } from "zod";
import { languageSchema } from "./common.js";

export const policyDocuments = ["privacy-policy", "terms-of-service"] as const;
export const policyDocumentSchema = z.enum(policyDocuments);
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export { sectionStatuses, termsCategories };
export const termsCategorySchema = z.enum(termsCategories);

const nonBlank = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} must not be blank`, abort: true })
    .max(max, { error: `${field} is too long`, abort: true });

/** One section as the admin sends it. A numeric `id` keeps an existing section's identity. */
export const policySectionInput = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int().positive()]).optional(),
  title: nonBlank("Title", 200),
  content: nonBlank("Content", 20_000),
  language: languageSchema,
  status: z.enum(sectionStatuses),
  order: z.number({ error: "Order must be a whole number" }).int().min(1),
  category: termsCategorySchema.optional(),
  lastUpdated: z.iso.date().optional(),
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
