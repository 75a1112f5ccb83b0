import { z } from "zod";
import { isoDateTime } from "./common.js";

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
  targetDate: z
    .string({ error: "targetDate is required" })
    .trim()
    .refine((v) => v !== "" && !Number.isNaN(Date.parse(v)), {
      error: "targetDate must be a date and time, e.g. 2026-12-31T18:00:00Z",
    }),
  title: z.string().trim().min(1, "title is required").max(200),
  description: z.string().trim().max(1000).default(""),
});
