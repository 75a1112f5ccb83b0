import { z } from "zod";
import {
  emailSchema,
  idInput,
  isoDateTime,
  languageSchema,
  optionalQuery,
  paginationQuery,
} from "./common.js";

export const waitlistStatuses = ["pending", "notified", "registered"] as const;
export const waitlistStatusSchema = z.enum(waitlistStatuses);

export const waitlistJoinInput = z.object({
  email: emailSchema,
  source: z.string().trim().min(1).max(64).default("landing-page"),
  language: languageSchema.default("en"),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinInput>;

export const waitlistJoinOutput = z.object({
  email: z.string(),
  language: languageSchema,
});

export const waitlistStatsOutput = z.object({
  totalInQueue: z.number().int(),
  pendingCount: z.number().int(),
  notifiedCount: z.number().int(),
  registeredCount: z.number().int(),
});
export type WaitlistStats = z.infer<typeof waitlistStatsOutput>;

export { QUEUE_DISPLAY_OFFSET, waitlistEmailError } from "../rules/index.js";

export const waitlistListQuery = paginationQuery.extend({
  status: optionalQuery(waitlistStatusSchema),
  search: optionalQuery(z.string().trim().max(254)),
});

export const waitlistExportQuery = waitlistListQuery.pick({ status: true, search: true });

/** What PATCH /waitlist/{id} takes in its body. */
export const waitlistUpdateBody = z.object({
  status: waitlistStatusSchema.optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
});

export const waitlistUpdateInput = idInput
  .extend(waitlistUpdateBody.shape)
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: "Nothing to change: give status or notes",
  });

export const waitlistEntryOutput = z.object({
  id: z.string(),
  email: z.string(),
  status: waitlistStatusSchema,
  source: z.string(),
  language: languageSchema,
  referralCode: z.string().nullable(),
  interests: z.string().nullable(),
  notes: z.string().nullable(),
  device: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Display fields (SPEC 3): the part of the email before the at sign, the sign-up date, sent. */
  name: z.string(),
  registrationDate: isoDateTime,
  sentStatus: z.enum(["sent", "none"]),
});
export type WaitlistEntryDto = z.infer<typeof waitlistEntryOutput>;
