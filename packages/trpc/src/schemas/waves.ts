// Invitation waves (docs/email-delivery.md, "Invitation waves"): what the waves' calls answer.
import { wavePauseReasons, waveStatuses } from "@bayan/db/enums";
import { z } from "zod";

const n = () => z.number().int();

export const waveOutput = z.object({
  id: z.string(),
  origin: z.enum(["next", "chosen"]).describe("Made from the queue's next entries, or chosen ones"),
  status: z.enum(waveStatuses),
  pausedReason: z
    .enum(wavePauseReasons)
    .nullable()
    .describe("Paused by the administrator, or by itself past 4% bounces or 0.1% complaints"),
  members: n().describe("Every entry the wave was made with"),
  queued: n().describe("Waiting for the sending pace"),
  released: n().describe("Invitations the pace let go"),
  skipped: n().describe("Let go without an email: registered, invited meanwhile or suppressed"),
  sent: n(),
  failed: n(),
  suppressed: n(),
  bounced: n().describe("Hard bounces reported after the invitation went"),
  complained: n().describe("Spam complaints reported after the invitation went"),
  registered: n(),
  returned: n().describe("Given back to the queue when the wave was cancelled"),
  createdAt: z.string(),
  pausedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Wave = z.infer<typeof waveOutput>;

export const paceOutput = z.object({
  day: n().describe("The warm-up's day: 1 on the first day a wave sent anything"),
  daily: n().describe("Today's allowance"),
  hourly: n().describe("This hour's allowance"),
  sentToday: n(),
  sentThisHour: n(),
  available: n().describe("How many more may go now"),
});
export type Pace = z.infer<typeof paceOutput>;

export const wavesListOutput = z.object({ waves: z.array(waveOutput), pace: paceOutput });
export const waveChangeOutput = z.object({ wave: waveOutput, message: z.string() });
