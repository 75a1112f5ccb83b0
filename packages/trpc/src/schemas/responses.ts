// Shapes of answers that have no input schema of their own: used by the OpenAPI document and
// checked against real answers by the API's contract tests.
import { z } from "zod";
import { isoDateTime } from "./common.js";
import { contactStatsOutput } from "./contact.js";
import { countdownOutput } from "./system.js";
import { waitlistStatsOutput, waitlistStatusSchema } from "./waitlist.js";

export const deletedOutput = z.object({ id: z.string() });
export const loggedOutOutput = z.object({ loggedOut: z.literal(true) });

export const dashboardOutput = z.object({
  waitlist: waitlistStatsOutput,
  contacts: contactStatsOutput,
  system: z.object({ countdownTimer: countdownOutput }),
});

export const recentActivityOutput = z.object({
  recentWaitlistSignups: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      createdAt: isoDateTime,
      status: waitlistStatusSchema,
    }),
  ),
  recentContacts: z.array(z.object({ id: z.string(), name: z.string(), createdAt: isoDateTime })),
  activities: z.array(
    z.object({
      type: z.enum(["waitlist", "contact"]),
      user: z.string(),
      action: z.string(),
      time: isoDateTime,
    }),
  ),
});

export const growthOutput = z.object({
  days: z.number().int(),
  count: z.number().int(),
  previousCount: z.number().int(),
  changePercent: z.number().nullable(),
});

export const overviewOutput = z.object({
  waitlist: z.object({
    total: z.number().int(),
    byStatus: z.object({ pending: z.number(), notified: z.number(), registered: z.number() }),
    growth: z.object({ last7Days: growthOutput, last30Days: growthOutput }),
  }),
  contacts: z.object({
    total: z.number().int(),
    byStatus: z.object({
      new: z.number(),
      read: z.number(),
      replied: z.number(),
      archived: z.number(),
      spam: z.number(),
    }),
    growth: z.object({ last7Days: growthOutput, last30Days: growthOutput }),
  }),
});

export const systemStatsOutput = z.object({
  uptimeSeconds: z.number().int(),
  startedAt: isoDateTime,
  node: z.string(),
  memory: z.object({
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
  }),
  database: z.object({ kind: z.enum(["postgres", "pglite"]), sizeBytes: z.number() }),
  rows: z.record(z.string(), z.number().int()),
});
