import { suppressionChangeActions, suppressionReasons } from "@bayan/db/enums";
import { z } from "zod";
import {
  emailSchema,
  isoDateTime,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
} from "./common.js";

export { suppressionChangeActions, suppressionReasons };
export const suppressionReasonSchema = z
  .enum(suppressionReasons)
  .describe(
    "Why the address is never mailed: not-me (the person said it is not theirs), unsubscribed, " +
      "hard-bounce, complaint (reported as spam), soft-bounces (three in a week), erased (the " +
      "person erased their data), manual (an administrator added it)",
  );

/** The suppression screen's list: newest first, by a search on the address and by reason. */
export const suppressionListQuery = paginationQuery.extend({
  /**
   * Part of the address, any case; % and _ are taken literally. A whole address also finds its
   * row by its normalized key: another spelling of the same inbox, or an erased person's row.
   */
  search: optionalQuery(safeText("Search").trim().max(254)),
  reason: optionalQuery(suppressionReasonSchema),
});
export type SuppressionListQuery = z.input<typeof suppressionListQuery>;

/** The longest note an administrator may keep with an add. */
export const SUPPRESSION_NOTE_MAX = 500;

/** Add an address: it is never mailed again (reason `manual`, source `admin`), with a note. */
export const suppressionAddInput = z.object({
  email: emailSchema,
  note: safeText("Note")
    .trim()
    .max(SUPPRESSION_NOTE_MAX, { error: "suppressions.noteTooLong", abort: true })
    .optional()
    .transform((note) => note || undefined),
});
export type SuppressionAddInput = z.input<typeof suppressionAddInput>;

/** A row of the list by its key: the SHA-256 (hex) of the normalized address. */
export const suppressionKeyInput = z.object({
  keyHash: safeText("keyHash")
    .min(1)
    .max(100)
    .describe("The SHA-256 (hex) of the normalized address: the row's key; anything else is 404"),
});

export const suppressionOutput = z.object({
  id: z.string().describe("The row's key, the same as `keyHash`"),
  keyHash: z.string().describe("The SHA-256 (hex) of the normalized address"),
  email: z
    .string()
    .nullable()
    .describe("The address; null once the person erased their data (only the hash is kept)"),
  reason: suppressionReasonSchema,
  source: z
    .string()
    .describe(
      "Where it came from: one-click, page (unsubscribe), waitlist (This wasn't me), admin, or " +
        "the mail provider whose event it was (ses, postmark, generic)",
    ),
  createdAt: isoDateTime,
});
export type SuppressionDto = z.infer<typeof suppressionOutput>;

export const suppressionListOutput = z.object({
  items: z.array(suppressionOutput),
  pagination: paginationOutput,
});

/** An administrator's add or removal, as recorded. */
export const suppressionChangeOutput = z.object({
  id: z.string(),
  action: z.enum(suppressionChangeActions),
  reason: suppressionReasonSchema.describe("The address's reason at that time"),
  email: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
});
export type SuppressionChangeDto = z.infer<typeof suppressionChangeOutput>;
