// The analytics' scheduled jobs (docs/analytics.md, Storage and retention), run by JobRunner.
import type { ScheduledJob } from "../jobs.js";
import { pruneAnalytics, rollUpAnalytics } from "./rollups.js";
import { pruneSalts } from "./visitor.js";

export const DEFAULT_ANALYTICS_RETENTION_DAYS = 400;

export function analyticsJobs(options: { retentionDays?: number } = {}): ScheduledJob[] {
  const retentionDays = options.retentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS;
  return [
    {
      // Deletes yesterday's salt once its 30 minutes of grace have passed: checked often.
      name: "analytics-salts",
      intervalMs: 5 * 60_000,
      run: (db, now) => pruneSalts(db, now),
    },
    {
      name: "analytics-rollups",
      intervalMs: 15 * 60_000,
      leaseMs: 30 * 60_000,
      run: (db, now) => rollUpAnalytics(db, now),
    },
    {
      name: "analytics-retention",
      intervalMs: 6 * 60 * 60_000,
      leaseMs: 30 * 60_000,
      run: (db, now) => pruneAnalytics(db, now, retentionDays),
    },
  ];
}
