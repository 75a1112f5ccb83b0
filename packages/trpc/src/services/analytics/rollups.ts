// The daily rollups (docs/analytics.md, Storage) and the pruning of old raw data: the work of the
// `analytics-rollups` and `analytics-retention` scheduled jobs.
import type { Database } from "@bayan/db";
import { sql } from "drizzle-orm";
import { DAY_MS, dayStart, dayString, figuresSql, rowsOf } from "./report.js";

/**
 * A day is rolled up once it has been over this long: events are written in batches (every
 * second) and the previous day's salt lives 30 minutes past midnight, but an event's day is the
 * moment it arrives, so a few minutes are plenty.
 */
export const ROLLUP_DELAY_MS = 10 * 60_000;
/** Most days rolled up by one run (the first run on an old database catches up over a few). */
export const ROLLUP_DAYS_PER_RUN = 60;
/** How far back the rollups go: the longest range of the screen (365 days) and a margin. */
export const ROLLUP_HORIZON_DAYS = 400;

/**
 * Writes the rollups of the finished days that have none yet, oldest first, each day in one
 * transaction (its rows and its mark in analytics_rollup_days), and closes the finished days that
 * were counted live (their rollups are complete: only the visitors remembered for the counting
 * are deleted). Answers the days written or closed.
 */
export async function rollUpAnalytics(
  db: Database,
  now: Date,
  maxDays = ROLLUP_DAYS_PER_RUN,
): Promise<string[]> {
  const finished = dayStart(now.getTime() - ROLLUP_DELAY_MS); // days before this one are over
  const [first] = await rowsOf<{ at: string | null }>(
    db,
    sql`select least(
          (select min(at) from analytics_events),
          (select min(started_at) from analytics_sessions)
        )::text as at`,
  );
  if (!first?.at) return [];
  const start = Math.max(dayStart(new Date(first.at)), finished - ROLLUP_HORIZON_DAYS * DAY_MS);
  if (start >= finished) return [];
  // The days before the first event have nothing to roll up: marked done at once (one statement),
  // so that a long range reads them from the rollups instead of looking for raw data.
  if (start > finished - ROLLUP_HORIZON_DAYS * DAY_MS) {
    await db.execute(sql`
      insert into analytics_rollup_days (day, rolled_at)
      select d::date, ${now.toISOString()}::timestamptz
      from generate_series(${dayString(finished - ROLLUP_HORIZON_DAYS * DAY_MS)}::date,
        ${dayString(start - DAY_MS)}::date, interval '1 day') as d
      on conflict (day) do nothing`);
  }
  const marked = await rowsOf<{ day: string; live: boolean }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, live from analytics_rollup_days
        where day >= ${dayString(start)}::date`,
  );
  const done = new Set(marked.filter((r) => !r.live).map((r) => r.day));
  const live = new Set(marked.filter((r) => r.live).map((r) => r.day));
  const written: string[] = [];
  for (let day = start; day < finished && written.length < maxDays; day += DAY_MS) {
    const date = dayString(day);
    if (done.has(date)) continue;
    if (live.has(date)) {
      await db.execute(sql`
        update analytics_rollup_days set live = false, rolled_at = ${now.toISOString()}::timestamptz
        where day = ${date}::date`);
      written.push(date);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from analytics_rollups where day = ${date}::date`);
      await tx.execute(sql`
        insert into analytics_rollups (day, dimension, key, label, value)
        select day::date, dimension, key, label, round(value)::bigint
        from (${figuresSql(new Date(day), new Date(day + DAY_MS))}) f`);
      await tx.execute(sql`
        insert into analytics_rollup_days (day, rolled_at)
        values (${date}::date, ${now.toISOString()}::timestamptz)
        on conflict (day) do update set rolled_at = excluded.rolled_at`);
    });
    written.push(date);
  }
  await forgetCountedVisitors(db);
  return written;
}

/**
 * Deletes the visitor ids remembered for the live counting of the days now closed, a batch at a
 * time (a flooded day may have many).
 */
async function forgetCountedVisitors(db: Database, batch = RETENTION_BATCH): Promise<void> {
  for (let i = 0; i < RETENTION_MAX_BATCHES; i++) {
    const [gone] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
            delete from analytics_rollup_visitors v
            where (v.day, v.dimension, v.key, v.visitor_id) in (
              select c.day, c.dimension, c.key, c.visitor_id
              from analytics_rollup_visitors c
              join analytics_rollup_days d on d.day = c.day and not d.live
              limit ${batch})
            returning 1)
          select count(*)::int as n from gone`,
    );
    if (Number(gone?.n ?? 0) < batch) return;
  }
}

/** Rows deleted by one statement of the retention job. */
export const RETENTION_BATCH = 5_000;
/** Statements of one run: a backlog larger than this is finished by the next runs. */
export const RETENTION_MAX_BATCHES = 200;

/**
 * Deletes the raw events older than `retentionDays`, then the sessions that started before it,
 * in batches of RETENTION_BATCH rows so that no statement holds the tables long. The rollups
 * (counts only) stay. Answers the rows deleted.
 */
export async function pruneAnalytics(
  db: Database,
  now: Date,
  retentionDays: number,
  batch = RETENTION_BATCH,
): Promise<{ events: number; sessions: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const deleted = { events: 0, sessions: 0 };
  let batches = 0;
  for (const table of ["events", "sessions"] as const) {
    for (;;) {
      if (batches++ >= RETENTION_MAX_BATCHES) return deleted;
      const rows = await rowsOf<{ n: number }>(
        db,
        table === "events"
          ? sql`with gone as (
                  delete from analytics_events where id in (
                    select id from analytics_events where at < ${cutoff}::timestamptz
                    limit ${batch})
                  returning 1)
                select count(*)::int as n from gone`
          : sql`with gone as (
                  delete from analytics_sessions where id in (
                    select id from analytics_sessions where started_at < ${cutoff}::timestamptz
                    limit ${batch})
                  returning 1)
                select count(*)::int as n from gone`,
      );
      const n = Number(rows[0]?.n ?? 0);
      deleted[table] += n;
      if (n < batch) break;
    }
  }
  return deleted;
}
