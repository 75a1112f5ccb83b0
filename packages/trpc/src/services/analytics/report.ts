// What the admin reads of the analytics (docs/analytics.md, The figures).
//
// Every figure is a sum of daily figures (a visitor id lives one UTC day), so a report adds up
// days from the daily rollups (`analytics_rollups`): finished days written by the
// `analytics-rollups` job, and today's counted as its events are written (live-rollups.ts). A day
// without rollups (the day of the upgrade, a finished day the job has not rolled up yet) is read
// from the raw events and sessions with the very query the job uses (`figuresSql`).
import {
  analyticsChannels,
  analyticsDevices,
  analyticsEventNames,
  languages,
  type AnalyticsChannel,
  type AnalyticsDevice,
  type AnalyticsEventName,
  type Database,
  type Language,
} from "@bayan/db";
import { sql, type SQL } from "drizzle-orm";
import {
  LIVE_WINDOW_MS,
  type AnalyticsComprehensive,
  type AnalyticsLive,
  type analyticsWeeklyOutput,
} from "../../schemas/analytics.js";
import { growthOf } from "../growth.js";
import type { z } from "zod";

export const DAY_MS = 86_400_000;
/** Longest lists of the pages, referrers and countries panels. */
export const PANEL_LIMIT = 100;

/** The rows of a raw statement, whichever driver ran it (postgres.js: an array; PGlite: .rows). */
export async function rowsOf<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Midnight UTC of the day of `at`, in ms. */
export const dayStart = (at: Date | number) => Math.floor(new Date(at).getTime() / DAY_MS) * DAY_MS;
/** "YYYY-MM-DD" of the UTC day containing `ms`. */
export const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One daily figure: `dimension` "total" (key: visitors, new, sessions, ...) or a breakdown. */
export interface FigureRow {
  day: string | null;
  dimension: string;
  key: string;
  label: string;
  value: number;
}

/**
 * The daily figures of the events in [from, to) and of the sessions that started in it, as rows
 * (day, dimension, key, label, value). The rollup job stores them; the report reads them.
 *
 * - total/visitors: distinct visitor ids with an event that day; total/new: those whose first
 *   session of the day had no `returning` hint; total/sessions, pageviews, events, engagement_ms.
 * - event (name), page (path, title or path): counts of events.
 * - channel, referrer: sessions started that day.
 * - channel_visitors, country, device, language: distinct visitors with an event that day, by
 *   the attribute of the session the event belongs to.
 */
export function figuresSql(from: Date, to: Date): SQL {
  const lo = from.toISOString();
  const hi = to.toISOString();
  return sql`
    with ev as (
      select to_char(e.at at time zone 'UTC', 'YYYY-MM-DD') as day, e.visitor_id, e.session_id,
        e.name::text as name, e.path, e.title, e.engagement_ms
      from analytics_events e
      where e.at >= ${lo}::timestamptz and e.at < ${hi}::timestamptz
    ),
    ss as (
      select to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD') as day, s.visitor_id,
        s.started_at, s.channel::text as channel, s.referrer, s.returning as was_returning
      from analytics_sessions s
      where s.started_at >= ${lo}::timestamptz and s.started_at < ${hi}::timestamptz
    ),
    vd as (
      select distinct ev.day, ev.visitor_id, s.channel::text as channel, s.country,
        s.device::text as device, s.language::text as language
      -- Each session looked up by its key (a plain join would hash every session of the table).
      from (select distinct day, visitor_id, session_id from ev) ev
      cross join lateral (
        select channel, country, device, language from analytics_sessions s
        where s.id = ev.session_id limit 1
      ) s
    )
    select day, 'total' as dimension, 'visitors' as key, '' as label,
      count(distinct visitor_id)::float8 as value from ev group by day
    union all select day, 'total', 'events', '', count(*)::float8 from ev group by day
    union all select day, 'total', 'pageviews', '', count(*)::float8
      from ev where name = 'pageview' group by day
    union all select day, 'total', 'engagement_ms', '', sum(engagement_ms)::float8
      from ev where name = 'engagement' and engagement_ms is not null group by day
    union all select day, 'event', name, '', count(*)::float8 from ev group by day, name
    union all select day, 'page', path, coalesce(nullif(title, ''), path), count(*)::float8
      from ev where name = 'pageview' group by day, path, coalesce(nullif(title, ''), path)
    union all select day, 'total', 'sessions', '', count(*)::float8 from ss group by day
    union all select day, 'total', 'new', '', count(*)::float8
      from (select distinct on (day, visitor_id) day, was_returning from ss
            order by day, visitor_id, started_at) f
      where not was_returning group by day
    union all select day, 'channel', channel, '', count(*)::float8 from ss group by day, channel
    union all select day, 'referrer', referrer, '', count(*)::float8
      from ss where referrer is not null and referrer <> '' group by day, referrer
    union all select day, 'channel_visitors', channel, '', count(distinct visitor_id)::float8
      from vd group by day, channel
    union all select day, 'country', country, '', count(distinct visitor_id)::float8
      from vd where country is not null group by day, country
    union all select day, 'device', device, '', count(distinct visitor_id)::float8
      from vd group by day, device
    union all select day, 'language', language, '', count(distinct visitor_id)::float8
      from vd where language is not null group by day, language`;
}

/**
 * The figures of the UTC days from `startDay` (midnight, ms) up to `now`: the days with rollups
 * (finished days rolled up by the job, and today's, counted as its events are written) from the
 * rollups, summed in the database and kept per day for the totals; the others (a day the job has
 * not rolled up yet, the day of the upgrade) from raw data.
 */
async function figures(
  db: Database,
  startDay: number,
  now: Date,
  totalsOnly = false,
): Promise<FigureRow[]> {
  const today = dayStart(now);
  const first = dayString(startDay);
  const last = dayString(today);
  const only = totalsOnly ? sql`and dimension = 'total'` : sql``;
  // Both at once (the rollups of the marked days only, as the raw data is read for the others).
  const [marked, stored] = await Promise.all([
    rowsOf<{ day: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days
          where day >= ${first}::date and day <= ${last}::date`,
    ),
    rowsOf<FigureRow>(
      db,
      sql`select case when dimension = 'total' then to_char(day, 'YYYY-MM-DD') end as day,
            dimension, key, label, sum(value)::float8 as value
          from analytics_rollups
          where day in (select day from analytics_rollup_days
                        where day >= ${first}::date and day <= ${last}::date) ${only}
          group by 1, 2, 3, 4`,
    ),
  ]);
  const rolled = new Set(marked.map((r) => r.day));
  const rows: FigureRow[] = stored;
  // The days without rollups from the raw data, in one statement from the first of them to the
  // last (never a day with rollups at either end: today's events are not read when it has them).
  let rawFrom: number | null = null;
  let rawTo = startDay;
  for (let day = startDay; day <= today; day += DAY_MS) {
    if (rolled.has(dayString(day))) continue;
    rawFrom ??= day;
    rawTo = day + DAY_MS;
  }
  if (rawFrom === null) return rows.map((r) => ({ ...r, value: Number(r.value) }));
  const raw = await rowsOf<FigureRow>(
    db,
    figuresSql(new Date(rawFrom), new Date(Math.min(rawTo, now.getTime() + 1))),
  );
  for (const row of raw) {
    if (row.day !== null && rolled.has(row.day)) continue;
    if (totalsOnly && row.dimension !== "total") continue;
    rows.push(row);
  }
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

/** Sums of the rows of one dimension by key (and label), most first, then by key. */
function breakdown(
  rows: FigureRow[],
  dimension: string,
): { key: string; label: string; value: number }[] {
  const sums = new Map<string, { key: string; label: string; value: number }>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const id = `${row.key}\u0000${row.label}`;
    const entry = sums.get(id) ?? { key: row.key, label: row.label, value: 0 };
    entry.value += row.value;
    sums.set(id, entry);
  }
  return [...sums.values()]
    .filter((e) => e.value > 0)
    .sort(
      (a, b) => b.value - a.value || a.key.localeCompare(b.key) || a.label.localeCompare(b.label),
    );
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isChannel = isOneOf<AnalyticsChannel>(analyticsChannels);
const isDevice = isOneOf<AnalyticsDevice>(analyticsDevices);
const isEventName = isOneOf<AnalyticsEventName>(analyticsEventNames);
const isLanguage = isOneOf<Language>(languages);

/** SPEC 7's comprehensive answer for the last `days` UTC days up to `now`, and more. */
export async function analyticsReport(
  db: Database,
  days: number,
  now: Date,
): Promise<AnalyticsComprehensive> {
  const today = dayStart(now);
  const startDay = today - (days - 1) * DAY_MS;
  const from = new Date(startDay);
  const [rows, joins] = await Promise.all([
    figures(db, startDay, now),
    rowsOf<{
      channel: string | null;
      joins: number;
      confirmed: number;
      invited: number;
      registered: number;
    }>(
      db,
      // Confirmed: of those joins, the ones that confirmed their address within the range.
      sql`select channel::text as channel, count(*)::int as joins,
            (count(*) filter (where confirmed_at >= ${from.toISOString()}::timestamptz
              and confirmed_at <= ${now.toISOString()}::timestamptz))::int as confirmed,
            (count(*) filter (where status in ('notified', 'registered')))::int as invited,
            (count(*) filter (where status = 'registered'))::int as registered
          from waitlist_entries
          where created_at >= ${from.toISOString()}::timestamptz
            and created_at <= ${now.toISOString()}::timestamptz
          group by channel`,
    ),
  ]);

  // Totals per day, then of the range.
  const perDay = new Map<string, Record<string, number>>();
  const total: Record<string, number> = {};
  for (const row of rows) {
    if (row.dimension !== "total" || row.day === null) continue;
    const day = perDay.get(row.day) ?? {};
    day[row.key] = (day[row.key] ?? 0) + row.value;
    perDay.set(row.day, day);
    total[row.key] = (total[row.key] ?? 0) + row.value;
  }
  const daily: AnalyticsComprehensive["daily"] = [];
  for (let day = startDay; day <= today; day += DAY_MS) {
    const date = dayString(day);
    const figures = perDay.get(date) ?? {};
    daily.push({
      date,
      visitors: figures.visitors ?? 0,
      sessions: figures.sessions ?? 0,
      pageViews: figures.pageviews ?? 0,
    });
  }

  const channelVisitors = new Map(breakdown(rows, "channel_visitors").map((e) => [e.key, e.value]));
  const joinsByChannel = new Map(joins.map((j) => [j.channel, j]));
  const funnelTotal = {
    visitors: total.visitors ?? 0,
    joins: 0,
    confirmed: 0,
    invited: 0,
    registered: 0,
  };
  for (const j of joins) {
    funnelTotal.joins += Number(j.joins);
    funnelTotal.confirmed += Number(j.confirmed);
    funnelTotal.invited += Number(j.invited);
    funnelTotal.registered += Number(j.registered);
  }

  return {
    range: { days, from: from.toISOString(), to: now.toISOString() },
    metrics: {
      activeUsers: total.visitors ?? 0,
      newUsers: total.new ?? 0,
      sessions: total.sessions ?? 0,
      userEngagementDuration: Math.round((total.engagement_ms ?? 0) / 1000),
      screenPageViews: total.pageviews ?? 0,
      eventCount: total.events ?? 0,
    },
    channelData: breakdown(rows, "channel")
      .filter((e) => isChannel(e.key))
      .map((e) => ({ channel: e.key as AnalyticsChannel, sessions: e.value })),
    events: breakdown(rows, "event")
      .filter((e) => isEventName(e.key))
      .map((e) => ({ name: e.key as AnalyticsEventName, count: e.value })),
    pageViewsData: breakdown(rows, "page")
      .slice(0, PANEL_LIMIT)
      .map((e) => ({ title: e.label, path: e.key, views: e.value })),
    countryData: breakdown(rows, "country")
      .slice(0, PANEL_LIMIT)
      .map((e) => ({ country: e.key, users: e.value })),
    daily,
    devices: breakdown(rows, "device")
      .filter((e) => isDevice(e.key))
      .map((e) => ({ device: e.key as AnalyticsDevice, users: e.value })),
    referrers: breakdown(rows, "referrer")
      .slice(0, PANEL_LIMIT)
      .map((e) => ({ referrer: e.key, sessions: e.value })),
    languages: breakdown(rows, "language")
      .filter((e) => isLanguage(e.key))
      .map((e) => ({ language: e.key as Language, users: e.value })),
    funnel: {
      total: funnelTotal,
      // Joins without a channel (no script, Do Not Track, a REST client) count in the total only.
      byChannel: analyticsChannels
        .map((channel) => {
          const j = joinsByChannel.get(channel);
          return {
            channel,
            visitors: channelVisitors.get(channel) ?? 0,
            joins: Number(j?.joins ?? 0),
            confirmed: Number(j?.confirmed ?? 0),
            invited: Number(j?.invited ?? 0),
            registered: Number(j?.registered ?? 0),
          };
        })
        .filter((step) => step.visitors > 0 || step.joins > 0),
    },
  };
}

/**
 * Visitors with an event in the last 5 minutes, and their pages (each on its last event's). Read
 * from the sessions (their last event's time and page), one row per visit rather than per event:
 * a flood of events does not make it slower.
 */
export async function liveVisitors(db: Database, now: Date): Promise<AnalyticsLive> {
  const pages = await rowsOf<{ path: string; visitors: number }>(
    db,
    sql`select path, count(*)::int as visitors from (
          select distinct on (visitor_id) visitor_id,
            coalesce(last_path, landing_page) as path
          from analytics_sessions
          where last_seen_at > ${new Date(now.getTime() - LIVE_WINDOW_MS).toISOString()}::timestamptz
            and last_seen_at <= ${now.toISOString()}::timestamptz
          order by visitor_id, last_seen_at desc
        ) last
        group by path order by visitors desc, path`,
  );
  const list = pages.map((p) => ({ path: p.path, visitors: Number(p.visitors) }));
  return { visitors: list.reduce((sum, p) => sum + p.visitors, 0), pages: list };
}

/**
 * Visitors per day of the last 7 UTC days, oldest first (the dashboard's weekly chart), and their
 * sum against the 7 days before (its trend).
 */
export async function weeklyVisitors(
  db: Database,
  now: Date,
): Promise<z.infer<typeof analyticsWeeklyOutput>> {
  const today = dayStart(now);
  const startDay = today - 6 * DAY_MS;
  const rows = await figures(db, startDay - 7 * DAY_MS, now, true);
  const visitors = new Map<string, number>();
  for (const row of rows) {
    if (row.key === "visitors" && row.day !== null)
      visitors.set(row.day, (visitors.get(row.day) ?? 0) + row.value);
  }
  const days: z.infer<typeof analyticsWeeklyOutput>["days"] = [];
  let previous = 0;
  for (let day = startDay - 7 * DAY_MS; day <= today; day += DAY_MS) {
    const date = dayString(day);
    const count = visitors.get(date) ?? 0;
    if (day < startDay) previous += count;
    else days.push({ date, weekday: new Date(day).getUTCDay(), visitors: count });
  }
  const count = days.reduce((sum, day) => sum + day.visitors, 0);
  return { days, visitors: growthOf(7, count, previous) };
}
