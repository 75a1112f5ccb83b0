import {
  analyticsComprehensiveOutput,
  analyticsLiveOutput,
  analyticsMetrics,
  analyticsRangeQuery,
  analyticsWeeklyOutput,
} from "../schemas/analytics.js";
import { analyticsReport, liveVisitors, weeklyVisitors } from "../services/analytics/report.js";
import { adminProcedure, router } from "../trpc.js";

/** The admin's reading of the first-party analytics (docs/analytics.md). */
export const analyticsRouter = router({
  /** SPEC 7 GET /analytics: the six figures of the range. */
  summary: adminProcedure
    .input(analyticsRangeQuery)
    .output(analyticsMetrics)
    .query(async ({ ctx, input }) => {
      const report = await analyticsReport(ctx.db, input.timeRange, ctx.now());
      return report.metrics;
    }),
  /** SPEC 7 GET /analytics/comprehensive: figures, panels, and the series beyond the spec. */
  comprehensive: adminProcedure
    .input(analyticsRangeQuery)
    .output(analyticsComprehensiveOutput)
    .query(({ ctx, input }) => analyticsReport(ctx.db, input.timeRange, ctx.now())),
  live: adminProcedure
    .output(analyticsLiveOutput)
    .query(({ ctx }) => liveVisitors(ctx.db, ctx.now())),
  weekly: adminProcedure
    .output(analyticsWeeklyOutput)
    .query(({ ctx }) => weeklyVisitors(ctx.db, ctx.now())),
});
