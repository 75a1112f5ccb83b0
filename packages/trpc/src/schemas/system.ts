import { z } from "zod";
import { dateTimeYear, isInDateRange, isoDateTime, safeText } from "./common.js";

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
  targetDate: safeText("targetDate", "dashboard.countdownDateRequired")
    .trim()
    .refine((v) => dateTimeYear(v) !== undefined, {
      error: "dashboard.countdownDateInvalid",
      abort: true,
    })
    // From DATE_YEAR_MIN to DATE_YEAR_MAX (1900 to 9999).
    .refine((v) => isInDateRange(new Date(v).getUTCFullYear()), {
      error: "dashboard.countdownDateOutOfRange",
      abort: true,
    }),
  title: safeText("title").trim().min(1, "dashboard.countdownTitleRequired").max(200),
  description: safeText("description").trim().max(1000).default(""),
});
