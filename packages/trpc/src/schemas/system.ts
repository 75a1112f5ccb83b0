import { z } from "zod";
import {
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  dateTimeYear,
  isInDateRange,
  isoDateTime,
  safeText,
} from "./common.js";

export { FALLBACK_COUNTDOWN_DAYS, timeRemaining } from "../rules/index.js";

export const timeRemainingSchema = z.object({
  days: z.number().int(),
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
  totalSeconds: z.number().int(),
});
export type TimeRemaining = z.infer<typeof timeRemainingSchema>;

export const countdownOutput = z.object({
  targetDate: isoDateTime,
  title: z.string(),
  description: z.string(),
  isCompleted: z.boolean(),
  timeRemaining: timeRemainingSchema,
});
export type Countdown = z.infer<typeof countdownOutput>;

export const healthOutput = z.object({
  status: z.literal("ok"),
  database: z.object({
    kind: z.enum(["postgres", "pglite"]),
    status: z.literal("up"),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number().int(),
  timestamp: isoDateTime,
});

export const timeOutput = z.object({
  now: isoDateTime,
  timestamp: z.number().int(),
  timezone: z.literal("UTC"),
});

export const countdownUpdateInput = z.object({
  // An ISO 8601 date and time with its offset, on a day that exists (not 2027-02-30, which
  // Date.parse would take as 2027-03-02), in years the database and the clients can hold.
  targetDate: safeText("targetDate", "targetDate is required")
    .trim()
    .refine((v) => dateTimeYear(v) !== undefined, {
      error: "targetDate must be a date and time, e.g. 2026-12-31T18:00:00Z",
      abort: true,
    })
    .refine((v) => isInDateRange(new Date(v).getUTCFullYear()), {
      error: `targetDate must be from the year ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
      abort: true,
    }),
  title: safeText("title").trim().min(1, "title is required").max(200),
  description: safeText("description").trim().max(1000).default(""),
});
