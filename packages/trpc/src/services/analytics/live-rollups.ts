// Today's rollups (docs/analytics.md, Daily rollups): the figures of a day that is still going on,
// counted as its events are written, in the transaction that writes them. A report then reads
// today from `analytics_rollups` like any finished day: a few hundred rows whatever the number of
// the day's events. The counts are those of `figuresSql` on the raw data, added up event by event.
import type { AnalyticsChannel, AnalyticsDevice, Database, Language } from "@bayan/db";
import { sql } from "drizzle-orm";
import { dayString, rowsOf } from "./report.js";
import { inSlices, jsonParam, turnEvery } from "./rows.js";

/** What a statement of the collector's transaction runs on. */
type Executor = Pick<Database, "execute">;

/** The attributes of a session that its visitors are counted by. */
export interface CountedSession {
  channel: AnalyticsChannel;
  country: string | null;
  device: AnalyticsDevice;
  language: Language | null;
}

/** An event written by the batch, with the session it belongs to. */
export interface CountedEvent {
  at: Date;
  visitorId: string;
  name: string;
  path: string;
  title: string | null;
  engagementMs: number | null;
  session: CountedSession;
}

/** A session the batch started. */
export interface StartedSession {
  startedAt: Date;
  visitorId: string;
  channel: AnalyticsChannel;
  referrer: string | null;
  returning: boolean;
}

interface Sum {
  day: string;
  dimension: string;
  key: string;
  label: string;
  value: number;
}

/** A visitor counted once in a figure of a day; `value` is what it adds (0 or 1). */
interface Once {
  day: string;
  dimension: string;
  key: string;
  visitor_id: string;
  value: number;
}

/**
 * Adds the events and the sessions of a batch to the rollups of their days, for the days counted
 * live. Called in the batch's transaction, before its rows are inserted: `openLiveDays` must see
 * the day without them.
 */
export async function openLiveDays(tx: Executor, days: string[], now: Date): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  // A day is counted live from its first event on: it is opened (marked live) by the write that
  // finds it neither marked nor with any event. A day that already had events when the counting
  // began (the day of the upgrade) stays read from the raw data until the job rolls it up. Two
  // servers opening the same day both see it live (the second one's insert updates nothing and
  // returns the row).
  const rows = await rowsOf<{ day: string; live: boolean; opened: boolean }>(
    tx,
    sql`with d as (
          select value::date as day from jsonb_array_elements_text(${jsonParam(days)})
        ),
        opened as (
          insert into analytics_rollup_days (day, rolled_at, live)
          select d.day, ${now.toISOString()}::timestamptz, true from d
          where not exists (select 1 from analytics_rollup_days r where r.day = d.day)
            and not exists (
              select 1 from analytics_events e
              where e.at >= d.day::timestamp at time zone 'UTC'
                and e.at < (d.day + 1)::timestamp at time zone 'UTC'
            )
          on conflict (day) do update set live = analytics_rollup_days.live
          returning day, live, xmax = 0 as inserted
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(o.live, r.live, false) as live,
          coalesce(o.inserted, false) as opened
        from d
        left join opened o on o.day = d.day
        left join analytics_rollup_days r on r.day = d.day`,
  );
  // A day opened here starts from nothing (rows of an earlier opening whose mark was deleted).
  const opened = rows.filter((r) => r.opened).map((r) => r.day);
  if (opened.length > 0) {
    const list = sql`(select value::date from jsonb_array_elements_text(${jsonParam(opened)}))`;
    await tx.execute(sql`delete from analytics_rollups where day in ${list}`);
    await tx.execute(sql`delete from analytics_rollup_visitors where day in ${list}`);
  }
  return new Set(rows.filter((r) => r.live).map((r) => r.day));
}

/**
 * Adds the batch's events and started sessions (in the order they started) to the rollups of
 * the `live` days. Each distinct figure (visitors, new visitors, visitors by channel, country,
 * device, language) counts a visitor once a day: `analytics_rollup_visitors` remembers who is
 * counted, and only the rows this call inserts add to the figure, so two servers never count
 * one visitor twice. The rollups are moved on by increments, rows locked in one order.
 */
export async function addToLiveRollups(
  tx: Executor,
  live: Set<string>,
  events: CountedEvent[],
  started: StartedSession[],
): Promise<void> {
  if (live.size === 0) return;
  const sums = new Map<string, Sum>();
  const add = (day: string, dimension: string, key: string, label: string, value: number) => {
    const id = `${day}\u0000${dimension}\u0000${key}\u0000${label}`;
    const sum = sums.get(id);
    if (sum) sum.value += value;
    else sums.set(id, { day, dimension, key, label, value });
  };
  const onceRows = new Map<string, Once>();
  const once = (day: string, dimension: string, key: string, visitorId: string, value = 1) => {
    const id = onceId({ day, dimension, key, visitor_id: visitorId });
    // The first one stands (for new visitors: the visitor's first session of the day).
    if (!onceRows.has(id)) onceRows.set(id, { day, dimension, key, visitor_id: visitorId, value });
  };

  for (const [i, e] of events.entries()) {
    await turnEvery(i);
    const day = dayString(e.at.getTime());
    if (!live.has(day)) continue;
    add(day, "total", "events", "", 1);
    add(day, "event", e.name, "", 1);
    if (e.name === "pageview") {
      add(day, "total", "pageviews", "", 1);
      add(day, "page", e.path, e.title || e.path, 1);
    }
    if (e.name === "engagement" && e.engagementMs !== null) {
      add(day, "total", "engagement_ms", "", e.engagementMs);
    }
    once(day, "total", "visitors", e.visitorId);
    once(day, "channel_visitors", e.session.channel, e.visitorId);
    if (e.session.country !== null) once(day, "country", e.session.country, e.visitorId);
    once(day, "device", e.session.device, e.visitorId);
    if (e.session.language !== null) once(day, "language", e.session.language, e.visitorId);
  }
  for (const s of started) {
    const day = dayString(s.startedAt.getTime());
    if (!live.has(day)) continue;
    add(day, "total", "sessions", "", 1);
    add(day, "channel", s.channel, "", 1);
    if (s.referrer) add(day, "referrer", s.referrer, "", 1);
    // New: the visitor's first session of the day said nothing of an earlier visit.
    once(day, "total", "new", s.visitorId, s.returning ? 0 : 1);
  }

  const firsts = inKeyOrder(onceRows);
  await inSlices(firsts, async (slice) => {
    const inserted = await rowsOf<Omit<Once, "value">>(
      tx,
      sql`insert into analytics_rollup_visitors (day, dimension, key, visitor_id)
          select day, dimension, key, visitor_id
          from jsonb_to_recordset(${jsonParam(slice)})
            as r(day date, dimension text, key text, visitor_id text)
          on conflict do nothing
          returning to_char(day, 'YYYY-MM-DD') as day, dimension, key, visitor_id`,
    );
    for (const row of inserted) {
      const counted = onceRows.get(onceId(row));
      if (counted) add(counted.day, counted.dimension, counted.key, "", counted.value);
    }
  });

  const rows = inKeyOrder(sums).filter((s) => s.value !== 0);
  await inSlices(rows, (slice) =>
    tx.execute(sql`
      insert into analytics_rollups (day, dimension, key, label, value)
      select day, dimension, key, label, value
      from jsonb_to_recordset(${jsonParam(slice)})
        as r(day date, dimension text, key text, label text, value bigint)
      order by day, dimension collate "C", key collate "C", label collate "C"
      on conflict (day, dimension, key, label)
        do update set value = analytics_rollups.value + excluded.value`),
  );
}

const onceId = (r: Omit<Once, "value">) =>
  `${r.day}\u0000${r.dimension}\u0000${r.key}\u0000${r.visitor_id}`;
/**
 * The values of a map keyed by their ids, in the ids' code-point order: the same in every process
 * (the rows' lock order). The keys are compared as they are, not built again for each comparison.
 */
function inKeyOrder<T>(rows: Map<string, T>): T[] {
  return [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
