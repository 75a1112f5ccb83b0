import { z } from "zod";
import { emailSchema, languageSchema } from "./common.js";

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

/** The landing page shows the queue as the stored total plus this offset (SPEC 9). */
export const QUEUE_DISPLAY_OFFSET = 2500;

/**
 * The waitlist form's client check (SPEC 5): an empty field (after trimming) has no error;
 * otherwise the email must have the spec's shape.
 */
export function waitlistEmailError(value: string): "invalid" | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return emailSchema.safeParse(trimmed).success ? null : "invalid";
}
