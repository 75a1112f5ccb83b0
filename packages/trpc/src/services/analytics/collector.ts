// Collection (docs/analytics.md): events accepted by the endpoint are filtered at once, buffered
// in memory, and written in batches: sessions found or started, their counters moved on, the
// events inserted, one transaction per batch.
import {
  analyticsSessions,
  type AnalyticsChannel,
  type AnalyticsDevice,
  type Database,
} from "@bayan/db";
import { and, desc, gt, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { SESSION_TIMEOUT_MS, type AnalyticsEventInput } from "../../schemas/analytics.js";
import {
  classifyChannel,
  deviceClass,
  isBot,
  isSpamReferrer,
  pageOf,
  referrerHost,
  uaDeviceType,
  utmTags,
} from "./classify.js";
import { countryIn, countryReader } from "./geo.js";
import { sharedSalts, visitorIds, type SaltStore } from "./visitor.js";

/** What the endpoint knows of the request that carried the events. */
export interface CollectRequest {
  /** The client address (Fastify's `request.ip`, TRUST_PROXY applied). */
  ip: string;
  userAgent: string | undefined;
  /** `DNT: 1` / `Sec-GPC: 1`: the events are dropped. */
  dnt: boolean;
  gpc: boolean;
  /** The site host the request was sent to (`request.host`), part of the visitor id. */
  host: string;
  now: Date;
}

export interface CollectorOptions {
  /** How often the buffer is written; 0 writes only at `maxBatch` and on `flush()` (tests). */
  flushIntervalMs?: number;
  /** A write starts as soon as this many events are buffered. */
  maxBatch?: number;
  /** Events held at most (the database is slow or down); beyond, new ones are dropped. */
  maxBuffered?: number;
  /** The site's public address: its host is accepted in event URLs besides the request's host. */
  siteUrl?: string;
  /**
   * Told of a write that failed (its events are kept for the next one while there is room), and
   * once when the buffer is full and events start being dropped.
   */
  onError?: (error: unknown) => void;
  /** The salts' cache (tests give each simulated server its own). */
  salts?: SaltStore;
}

interface PendingEvent {
  input: AnalyticsEventInput;
  path: string;
  query: URLSearchParams;
  /** The referrer's host, or null. */
  referrer: string | null;
}

interface PendingRequest {
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
  /** The row to insert, for a session the batch started. */
  created: typeof analyticsSessions.$inferInsert | null;
  pageviews: number;
  events: number;
  engagementMs: number;
}

/** Requests resolved between two turns of the event loop during a write. */
const YIELD_EVERY = 200;
/** Rows written by one statement at most. */
const INSERT_SLICE = 250;
/** Events written in one transaction at most. */
const WRITE_CHUNK = 2_000;
/** User agents whose device type is remembered (parsing one takes tens of microseconds). */
const UA_CACHE_SIZE = 2_000;

export class AnalyticsCollector {
  readonly #db: Database;
  readonly #maxBatch: number;
  readonly #maxBuffered: number;
  readonly #siteHost: string | null;
  readonly #onError: (error: unknown) => void;
  readonly #salts: SaltStore;
  readonly #timer: NodeJS.Timeout | undefined;
  readonly #uaTypes = new Map<string, string | undefined>();
  readonly #hostLists = new Map<string, string[]>();
  #buffer: PendingRequest[] = [];
  #buffered = 0;
  #dropped = 0;
  #closed = false;
  #overflowing = false;
  #soon = false;
  #queued: Promise<void> | null = null;
  #tail: Promise<void> = Promise.resolve();

  constructor(db: Database, options: CollectorOptions = {}) {
    this.#db = db;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#maxBuffered = options.maxBuffered ?? 50_000;
    this.#siteHost = options.siteUrl ? hostOf(options.siteUrl) : null;
    this.#onError =
      options.onError ?? ((error) => console.error("analytics: a write failed", error));
    this.#salts = options.salts ?? sharedSalts;
    const interval = options.flushIntervalMs ?? 1_000;
    if (interval > 0) {
      this.#timer = setInterval(() => {
        if (this.#buffer.length > 0) this.flush().catch(this.#onError);
      }, interval);
      this.#timer.unref();
    }
  }

  /** Events waiting to be written. */
  get pending(): number {
    return this.#buffered;
  }

  /** Events dropped because the buffer was full. */
  get dropped(): number {
    return this.#dropped;
  }

  /**
   * Takes the events of one request (already validated): drops them all for a bot, DNT or GPC,
   * and each one whose page is not on this site or whose referrer is spam; buffers the rest.
   * No database work: answers at once how many were kept.
   */
  accept(events: readonly AnalyticsEventInput[], request: CollectRequest): number {
    if (this.#closed || request.dnt || request.gpc || isBot(request.userAgent)) return 0;
    const hosts = this.#siteHosts(request.host);
    const kept: PendingEvent[] = [];
    for (const input of events) {
      const page = pageOf(input.url, hosts);
      if (!page) continue;
      const referrer = referrerHost(input.referrer);
      if (isSpamReferrer(referrer)) continue;
      kept.push({ input, path: page.path, query: page.query, referrer });
    }
    if (kept.length === 0) return 0;
    if (this.#buffered + kept.length > this.#maxBuffered) {
      this.#dropped += kept.length;
      if (!this.#overflowing) {
        // Said once until a write succeeds again, not for every request.
        this.#overflowing = true;
        this.#onError(new Error(`analytics: ${this.#maxBuffered} events waiting, dropping more`));
      }
      return 0;
    }
    this.#buffer.push({
      ip: request.ip,
      userAgent: request.userAgent!,
      host: request.host.toLowerCase(),
      at: request.now,
      events: kept,
    });
    this.#buffered += kept.length;
    if (this.#buffered >= this.#maxBatch && !this.#soon) {
      this.#soon = true;
      setImmediate(() => {
        this.#soon = false;
        this.flush().catch(this.#onError);
      });
    }
    return kept.length;
  }

  /**
   * Writes everything buffered so far (and what arrives meanwhile). Writes never overlap; a
   * failed one keeps its events for the next while there is room, and rejects.
   */
  flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    const run = this.#tail.then(() => {
      this.#queued = null;
      return this.#writeAll();
    });
    this.#queued = run;
    this.#tail = run.catch(() => {});
    return run;
  }

  /** Stops the timer, refuses new events and writes the buffer (graceful shutdown). */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.flush().catch(this.#onError);
  }

  #siteHosts(host: string): string[] {
    let hosts = this.#hostLists.get(host);
    if (!hosts) {
      hosts = [host.toLowerCase()];
      if (this.#siteHost && this.#siteHost !== hosts[0]) hosts.push(this.#siteHost);
      if (this.#hostLists.size > 100) this.#hostLists.clear();
      this.#hostLists.set(host, hosts);
    }
    return hosts;
  }

  #uaType(userAgent: string): string | undefined {
    if (this.#uaTypes.has(userAgent)) return this.#uaTypes.get(userAgent);
    const type = uaDeviceType(userAgent);
    if (this.#uaTypes.size >= UA_CACHE_SIZE) this.#uaTypes.clear();
    this.#uaTypes.set(userAgent, type);
    return type;
  }

  async #writeAll(): Promise<void> {
    while (this.#buffer.length > 0) {
      let take = 0;
      let count = 0;
      while (take < this.#buffer.length && count < WRITE_CHUNK) {
        count += this.#buffer[take]!.events.length;
        take += 1;
      }
      const batch = this.#buffer.splice(0, take);
      this.#buffered -= count;
      try {
        await this.#write(batch);
        this.#overflowing = false;
      } catch (error) {
        if (this.#buffered + count <= this.#maxBuffered) {
          this.#buffer.unshift(...batch);
          this.#buffered += count;
        } else {
          this.#dropped += count;
        }
        throw error;
      }
    }
  }

  async #write(batch: PendingRequest[]): Promise<void> {
    const db = this.#db;
    const geo = await countryReader();
    // The visitor's ids and what the request says of it; the address and user agent go no further.
    const requests: ResolvedRequest[] = [];
    for (const [i, request] of batch.entries()) {
      // Let waiting requests be answered now and then: this loop is CPU work.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(setImmediate);
      const ids = await visitorIds(
        db,
        { ip: request.ip, userAgent: request.userAgent, host: request.host, now: request.at },
        { create: true, salts: this.#salts },
      );
      requests.push({
        today: ids.today!,
        yesterday: ids.yesterday,
        at: request.at,
        country: countryIn(geo, request.ip),
        uaType: this.#uaType(request.userAgent),
        siteHosts: this.#siteHosts(request.host),
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

    await db.transaction(async (tx) => {
      const open = await tx
        .select({
          id: analyticsSessions.id,
          visitorId: analyticsSessions.visitorId,
          lastSeenAt: analyticsSessions.lastSeenAt,
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
        byVisitor.set(row.visitorId, {
          ...row,
          created: null,
          pageviews: 0,
          events: 0,
          engagementMs: 0,
        });
      }

      const touched = new Set<SessionState>();
      const eventRows: EventRecord[] = [];
      for (const r of requests) {
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
          }
          if (session.lastSeenAt.getTime() < at) session.lastSeenAt = r.at;
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
            "returning", pageviews, events, engagement_ms)
          select id, visitor_id, started_at, last_seen_at, landing_page, channel, referrer,
            utm_source, utm_medium, utm_campaign, country, device, language, "returning", pageviews,
            events, engagement_ms
          from jsonb_to_recordset(${jsonParam(rows)}) as r(id uuid,
            visitor_id text, started_at timestamptz, last_seen_at timestamptz, landing_page text,
            channel analytics_channel, referrer text, utm_source text, utm_medium text,
            utm_campaign text, country text, device analytics_device, language language,
            "returning" boolean, pageviews int, events int, engagement_ms bigint)`),
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
        }));
      await inSlices(deltas, (rows) =>
        tx.execute(sql`
          update analytics_sessions as s set
            visitor_id = v.visitor_id,
            pageviews = s.pageviews + v.pageviews,
            events = s.events + v.events,
            engagement_ms = s.engagement_ms + v.engagement_ms,
            last_seen_at = greatest(s.last_seen_at, v.last_seen_at)
          from jsonb_to_recordset(${jsonParam(rows)}) as v(id uuid, visitor_id text,
            pageviews int, events int, engagement_ms bigint, last_seen_at timestamptz)
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
    });
  }
}

/**
 * Runs `write` on slices of `rows`, with a turn of the event loop between them: embedded PGlite
 * runs each statement on this thread, and the requests waiting for an answer should not wait for
 * the whole batch.
 */
async function inSlices<T>(rows: T[], write: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_SLICE) {
    if (from > 0) await new Promise(setImmediate);
    await write(rows.slice(from, from + INSERT_SLICE));
  }
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

/**
 * Rows as one JSON text parameter, read as jsonb (cast from text, so that no driver encodes the
 * string as JSON a second time). Dates become ISO strings.
 */
const jsonParam = (rows: unknown) => sql`${JSON.stringify(rows)}::text::jsonb`;

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
  const channel: AnalyticsChannel = classifyChannel({ ...tags, referrer: outside, siteHosts });
  const id = randomUUID();
  return {
    id,
    visitorId: request.today,
    lastSeenAt: request.at,
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
      language: event.input.language ?? null,
      returning: event.input.returning ?? false,
    },
    pageviews: 0,
    events: 0,
    engagementMs: 0,
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Where a signup or a contact message came from: the visitor's session (docs/analytics.md). */
export interface Attribution {
  channel: AnalyticsChannel;
  country: string | null;
  landingPage: string;
}

/**
 * The channel, country and landing page of the visitor's latest session (found by the visitor id
 * of this request: address, user agent, host, day), or null when there is none (no script, Do
 * Not Track, a bot, a REST client). Reads only: never creates the day's salt.
 */
export async function attributionFor(
  db: Database,
  request: { ip: string; userAgent: string | undefined; host: string; now: Date },
  salts: SaltStore = sharedSalts,
): Promise<Attribution | null> {
  if (isBot(request.userAgent)) return null;
  const ids = await visitorIds(
    db,
    { ip: request.ip, userAgent: request.userAgent!, host: request.host, now: request.now },
    { create: false, salts },
  );
  const candidates = [ids.today, ids.yesterday].filter((id): id is string => id !== null);
  if (candidates.length === 0) return null;
  const [row] = await db
    .select({
      channel: analyticsSessions.channel,
      country: analyticsSessions.country,
      landingPage: analyticsSessions.landingPage,
    })
    .from(analyticsSessions)
    .where(inArray(analyticsSessions.visitorId, candidates))
    .orderBy(desc(analyticsSessions.lastSeenAt))
    .limit(1);
  return row ?? null;
}
