import { languages } from "@bayan/db/enums";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../rules/index.js";

export { languages };
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export { EMAIL_PATTERN };

/** An email as stored: trimmed, lower-cased, of the spec's shape, at most 254 characters. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "Email is required", abort: true })
  .max(EMAIL_MAX_LENGTH, { error: "Email is too long", abort: true })
  .regex(EMAIL_PATTERN, { error: "Invalid email address", abort: true });

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.iso.datetime();

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
  page: z.coerce.number().int().min(1).default(1),
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
