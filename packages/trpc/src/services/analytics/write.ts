// Writing one batch of the collector's buffer (docs/analytics.md, Visitors and sessions): the
// visitors' ids, their sessions found or started, the counters moved on, the events inserted and
// today's rollups moved on, all in one transaction.
import {
  analyticsSessions,
  type AnalyticsChannel,
  type AnalyticsDevice,
  type Database,
} from "@bayan/db";
import { and, desc, gt, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { SESSION_TIMEOUT_MS, type AnalyticsEventInput } from "../../schemas/analytics.js";
import { classifyChannel, deviceClass, referralCode, utmTags } from "./classify.js";
import { countryIn, countryReader } from "./geo.js";
import {
  addToLiveRollups,
  openLiveDays,
  type CountedEvent,
  type CountedSession,
  type StartedSession,
} from "./live-rollups.js";
import { dayString } from "./report.js";
import { inSlices, jsonParam, turnEvery } from "./rows.js";
import { visitorIds, type SaltStore } from "./visitor.js";

export interface PendingEvent {
  input: AnalyticsEventInput;
  path: string;
  query: URLSearchParams;
  /** The referrer's host, or null. */
  referrer: string | null;
}

export interface PendingRequest {
  ip: string;
  userAgent: string;
  host: string;
  at: Date;
  events: PendingEvent[];
}

/** A buffered request once its visitor is known (the address and user agent left behind). */
interface ResolvedRequest {
  today: string;
  yesterday: string | null;
  at: Date;
  country: string | null;
  uaType: string | undefined;
  siteHosts: string[];
  events: PendingEvent[];
}

/** A session as a batch sees it: found open in the database, or started by the batch. */
interface SessionState {
  id: string;
  visitorId: string;
  lastSeenAt: Date;
  /** The path of its latest event in the batch (null: none later than the database's). */
  lastPath: string | null;
  /** What its visitors are counted by in today's rollups. */
  counted: CountedSession;
  /** The row to insert, for a session the batch started. */
  created: typeof analyticsSessions.$inferInsert | null;
  pageviews: number;
  events: number;
  engagementMs: number;
}

/** What a write needs of its collector: the salts and its caches. */
export interface WriteContext {
  salts: SaltStore;
  uaType: (userAgent: string) => string | undefined;
  siteHosts: (host: string) => string[];
}

/** Writes one batch of buffered requests, in one transaction (rejects when it fails). */
export async function writeBatch(
  db: Database,
  batch: PendingRequest[],
  env: WriteContext,
): Promise<void> {
  const geo = await countryReader();
  // The visitor's ids and what the request says of it; the address and user agent go no further.
  const requests: ResolvedRequest[] = [];
  for (const [i, request] of batch.entries()) {
    // Let waiting requests be answered now and then: this loop is CPU work.
    await turnEvery(i);
    const ids = await visitorIds(
      db,
      { ip: request.ip, userAgent: request.userAgent, host: request.host, now: request.at },
      { create: true, salts: env.salts },
    );
    requests.push({
      today: ids.today!,
      yesterday: ids.yesterday,
      at: request.at,
      country: countryIn(geo, request.ip),
      uaType: env.uaType(request.userAgent),
      siteHosts: env.siteHosts(request.host),
      events: request.events,
    });
  }
  requests.sort((a, b) => a.at.getTime() - b.at.getTime());

  const ids = new Set<string>();
  let earliest = Infinity;
  for (const r of requests) {
    ids.add(r.today);
    if (r.yesterday) ids.add(r.yesterday);
    // An engagement event reaches back over the visible time it reports (see below).
    let reach = 0;
    for (const e of r.events) reach = Math.max(reach, e.input.engagementMs ?? 0);
    earliest = Math.min(earliest, r.at.getTime() - reach - SESSION_TIMEOUT_MS);
  }

  const days = new Set(requests.map((r) => dayString(r.at.getTime())));
  await db.transaction(async (tx) => {
    // Today's rollups are counted here (live-rollups.ts): asked before the events are in.
    const live = await openLiveDays(tx, [...days], new Date());
    const open = await tx
      .select({
        id: analyticsSessions.id,
        visitorId: analyticsSessions.visitorId,
        lastSeenAt: analyticsSessions.lastSeenAt,
        channel: analyticsSessions.channel,
        country: analyticsSessions.country,
        device: analyticsSessions.device,
        language: analyticsSessions.language,
      })
      .from(analyticsSessions)
      .where(
        and(
          sql`${analyticsSessions.visitorId} = any(array(select jsonb_array_elements_text(${jsonParam([...ids])})))`,
          gt(analyticsSessions.lastSeenAt, new Date(earliest)),
        ),
      )
      .orderBy(desc(analyticsSessions.lastSeenAt));
    // Each visitor id's latest session (the rows come latest first).
    const byVisitor = new Map<string, SessionState>();
    for (const row of open) {
      if (byVisitor.has(row.visitorId)) continue;
      const { channel, country, device, language } = row;
      byVisitor.set(row.visitorId, {
        id: row.id,
        visitorId: row.visitorId,
        lastSeenAt: row.lastSeenAt,
        lastPath: null,
        counted: { channel, country, device, language },
        created: null,
        pageviews: 0,
        events: 0,
        engagementMs: 0,
      });
    }

    const touched = new Set<SessionState>();
    const eventRows: EventRecord[] = [];
    const counted: CountedEvent[] = [];
    const started: StartedSession[] = [];
    for (const [i, r] of requests.entries()) {
      await turnEvery(i);
      for (const event of r.events) {
        const { input } = event;
        const at = r.at.getTime();
        const engagement = input.name === "engagement" ? (input.engagementMs ?? 0) : null;
        // The visitor's latest session, under today's id or (just after midnight) yesterday's.
        let session = byVisitor.get(r.today);
        const before = r.yesterday ? byVisitor.get(r.yesterday) : undefined;
        if (before && (!session || before.lastSeenAt > session.lastSeenAt)) session = before;
        // An engagement event reports visible time up to now: the visit went on over that time.
        const startedAt = at - (engagement ?? 0);
        if (!session || startedAt - session.lastSeenAt.getTime() >= SESSION_TIMEOUT_MS) {
          // Engagement time alone does not make a visit: it is dropped when no session is open.
          if (engagement !== null) continue;
          session = newSession(r, event, deviceClass(r.uaType, input.width));
          started.push(startedSession(session));
        }
        if (session.lastSeenAt.getTime() < at) session.lastSeenAt = r.at;
        if (session.lastSeenAt.getTime() <= at) session.lastPath = event.path;
        // A session continued past midnight goes on under the new day's id.
        session.visitorId = r.today;
        byVisitor.set(r.today, session);
        touched.add(session);
        session.events += 1;
        if (input.name === "pageview") session.pageviews += 1;
        if (engagement !== null) session.engagementMs += engagement;
        eventRows.push({
          session_id: session.id,
          visitor_id: r.today,
          at: r.at,
          name: input.name,
          path: event.path,
          title: input.title || null,
          props: input.props && Object.keys(input.props).length > 0 ? input.props : null,
          engagement_ms: engagement,
        });
        counted.push({
          at: r.at,
          visitorId: r.today,
          name: input.name,
          path: event.path,
          title: input.title || null,
          engagementMs: engagement,
          session: session.counted,
        });
      }
    }
    if (eventRows.length === 0) return;

    // Each statement takes its rows as one JSON parameter (jsonb_to_recordset): building a
    // statement with a parameter per value cost more CPU than the database spent on it.
    const created = [...touched].filter((s) => s.created !== null);
    await inSlices(created.map(sessionRecord), (rows) =>
      tx.execute(sql`
        insert into analytics_sessions (id, visitor_id, started_at, last_seen_at, landing_page,
          channel, referrer, utm_source, utm_medium, utm_campaign, country, device, language,
          "returning", pageviews, events, engagement_ms, last_path)
        select id, visitor_id, started_at, last_seen_at, landing_page, channel, referrer,
          utm_source, utm_medium, utm_campaign, country, device, language, "returning", pageviews,
          events, engagement_ms, last_path
        from jsonb_to_recordset(${jsonParam(rows)}) as r(id uuid,
          visitor_id text, started_at timestamptz, last_seen_at timestamptz, landing_page text,
          channel analytics_channel, referrer text, utm_source text, utm_medium text,
          utm_campaign text, country text, device analytics_device, language language,
          "returning" boolean, pageviews int, events int, engagement_ms bigint,
          last_path text)`),
    );
    // Increments, so two servers writing the same session at once both count.
    const deltas = [...touched]
      .filter((s) => s.created === null)
      .map((s) => ({
        id: s.id,
        visitor_id: s.visitorId,
        pageviews: s.pageviews,
        events: s.events,
        engagement_ms: s.engagementMs,
        last_seen_at: s.lastSeenAt,
        last_path: s.lastPath,
      }));
    await inSlices(deltas, (rows) =>
      tx.execute(sql`
        update analytics_sessions as s set
          visitor_id = v.visitor_id,
          pageviews = s.pageviews + v.pageviews,
          events = s.events + v.events,
          engagement_ms = s.engagement_ms + v.engagement_ms,
          last_seen_at = greatest(s.last_seen_at, v.last_seen_at),
          last_path = case when v.last_seen_at >= s.last_seen_at
            then coalesce(v.last_path, s.last_path) else s.last_path end
        from jsonb_to_recordset(${jsonParam(rows)}) as v(id uuid, visitor_id text,
          pageviews int, events int, engagement_ms bigint, last_seen_at timestamptz,
          last_path text)
        where s.id = v.id`),
    );
    await inSlices(eventRows, (rows) =>
      tx.execute(sql`
        insert into analytics_events (session_id, visitor_id, at, name, path, title, props,
          engagement_ms)
        select session_id, visitor_id, at, name, path, title, props, engagement_ms
        from jsonb_to_recordset(${jsonParam(rows)}) as r(session_id uuid, visitor_id text,
          at timestamptz, name analytics_event_name, path text, title text, props jsonb,
          engagement_ms int)`),
    );
    await addToLiveRollups(tx, live, counted, started);
  });
}

/** An analytics_events row, named as its columns. */
interface EventRecord {
  session_id: string;
  visitor_id: string;
  at: Date;
  name: AnalyticsEventInput["name"];
  path: string;
  title: string | null;
  props: AnalyticsEventInput["props"] | null;
  engagement_ms: number | null;
}

/** A session the batch started, as an analytics_sessions row named as its columns. */
function sessionRecord(s: SessionState) {
  const c = s.created!;
  return {
    id: s.id,
    visitor_id: s.visitorId,
    started_at: c.startedAt,
    last_seen_at: s.lastSeenAt,
    landing_page: c.landingPage,
    channel: c.channel,
    referrer: c.referrer,
    utm_source: c.utmSource,
    utm_medium: c.utmMedium,
    utm_campaign: c.utmCampaign,
    country: c.country,
    device: c.device,
    language: c.language,
    returning: c.returning,
    pageviews: s.pageviews,
    events: s.events,
    engagement_ms: s.engagementMs,
    last_path: s.lastPath,
  };
}

/** A session the batch started, as today's rollups count it. */
function startedSession(s: SessionState): StartedSession {
  const c = s.created!;
  return {
    startedAt: c.startedAt,
    visitorId: c.visitorId,
    channel: c.channel,
    referrer: c.referrer ?? null,
    returning: c.returning ?? false,
  };
}

/** A session started by `event`: its landing page, channel, referrer, tags, country, device. */
function newSession(
  request: { today: string; at: Date; country: string | null; siteHosts: string[] },
  event: PendingEvent,
  device: AnalyticsDevice,
): SessionState {
  const tags = utmTags(event.query);
  const siteHosts = request.siteHosts.map((h) => h.replace(/:\d+$/, "").replace(/^www\./, ""));
  const outside =
    event.referrer !== null && !siteHosts.includes(event.referrer) ? event.referrer : null;
  const channel: AnalyticsChannel = classifyChannel({
    ...tags,
    referralCode: referralCode(event.query),
    referrer: outside,
    siteHosts,
  });
  const id = randomUUID();
  const language = event.input.language ?? null;
  return {
    id,
    visitorId: request.today,
    lastSeenAt: request.at,
    lastPath: event.path,
    counted: { channel, country: request.country, device, language },
    created: {
      id,
      visitorId: request.today,
      startedAt: request.at,
      lastSeenAt: request.at,
      landingPage: event.path,
      channel,
      referrer: outside,
      ...tags,
      country: request.country,
      device,
      language,
      returning: event.input.returning ?? false,
    },
    pageviews: 0,
    events: 0,
    engagementMs: 0,
  };
}
