// Collection (docs/analytics.md): events accepted by the endpoint are filtered at once, held to
// the budgets, buffered in memory, and written in batches: sessions found or started, their
// counters moved on, the events inserted and today's rollups moved on, one transaction per batch.
import type { Database } from "@bayan/db";
import type { AnalyticsEventInput } from "../../schemas/analytics.js";
import { CollectionBudget, type BudgetLimits, type DropReason } from "./budget.js";
import { isBot, isSpamReferrer, pageOf, referrerHost, uaDeviceType } from "./classify.js";
import { sharedSalts, type SaltStore } from "./visitor.js";
import { writeBatch, type PendingEvent, type PendingRequest } from "./write.js";

export { attributionFor, type Attribution } from "./attribution.js";

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
  /**
   * The budgets of this server (budget.ts; its defaults when absent), or false for none
   * (RATE_LIMITS=off, benchmarks only).
   */
  budget?: Partial<BudgetLimits> | false;
}

/** What became of one request's events. */
export interface CollectOutcome {
  /** Events buffered (0 for a bot, Do Not Track, or nothing of this site). */
  kept: number;
  /** Set when events were refused: why, how many, and when to try again. */
  refused?: { reason: DropReason; events: number; retryAfterSeconds: number };
}

/** Told of every event dropped (refused, or lost when the buffer overflowed), by reason. */
export type DropListener = (reason: DropReason, events: number) => void;

/** Retry-After of a request refused because the buffer is full (the database is slow or down). */
const BUFFER_FULL_RETRY_SECONDS = 5;

/** Events written in one transaction at most. */
const WRITE_CHUNK = 2_000;
/**
 * User agents whose device type is remembered (parsing one takes tens of microseconds): a launch
 * brings thousands of browser versions, and with 2,000 kept the benchmark's 5,000 parsed nearly
 * every one again.
 */
const UA_CACHE_SIZE = 20_000;

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
  readonly #budget: CollectionBudget | null;
  readonly #dropListeners = new Set<DropListener>();
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
    this.#budget = options.budget === false ? null : new CollectionBudget(options.budget);
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

  /** Calls `listener` for every event dropped from now on; answers how to stop. */
  onDrop(listener: DropListener): () => void {
    this.#dropListeners.add(listener);
    return () => this.#dropListeners.delete(listener);
  }

  #drop(reason: DropReason, events: number): void {
    for (const listener of this.#dropListeners) listener(reason, events);
  }

  /**
   * Before a request's events are read one by one: the refusal the budgets would certainly
   * answer for `events` events from this client (told to the drop listeners), or null.
   */
  precheck(request: CollectRequest, events: number): CollectOutcome["refused"] | null {
    if (!this.#budget || this.#closed || request.dnt || request.gpc || isBot(request.userAgent)) {
      return null;
    }
    const refusal = this.#budget.precheck(request, events);
    if (!refusal) return null;
    this.#drop(refusal.reason, events);
    return { ...refusal, events };
  }

  /** `collect`, answering only how many events were kept. */
  accept(events: readonly AnalyticsEventInput[], request: CollectRequest): number {
    return this.collect(events, request).kept;
  }

  /**
   * Takes the events of one request (already validated): drops them all for a bot, DNT or GPC,
   * and each one whose page is not on this site or whose referrer is spam; holds the rest to the
   * budgets (all of them or none) and buffers them while there is room. No database work:
   * answers at once what became of them; every refused event is told to the drop listeners.
   */
  collect(events: readonly AnalyticsEventInput[], request: CollectRequest): CollectOutcome {
    if (this.#closed || request.dnt || request.gpc || isBot(request.userAgent)) return { kept: 0 };
    const hosts = this.#siteHosts(request.host);
    const kept: PendingEvent[] = [];
    for (const input of events) {
      const page = pageOf(input.url, hosts);
      if (!page) continue;
      const referrer = referrerHost(input.referrer);
      if (isSpamReferrer(referrer)) continue;
      kept.push({ input, path: page.path, query: page.query, referrer });
    }
    if (kept.length === 0) return { kept: 0 };
    const refusal = this.#budget?.take(
      request,
      kept.map((e) => e.input),
    );
    if (refusal) {
      this.#drop(refusal.reason, kept.length);
      return { kept: 0, refused: { ...refusal, events: kept.length } };
    }
    if (this.#buffered + kept.length > this.#maxBuffered) {
      this.#dropped += kept.length;
      this.#drop("buffer_full", kept.length);
      if (!this.#overflowing) {
        // Said once until a write succeeds again, not for every request.
        this.#overflowing = true;
        this.#onError(new Error(`analytics: ${this.#maxBuffered} events waiting, dropping more`));
      }
      return {
        kept: 0,
        refused: {
          reason: "buffer_full",
          events: kept.length,
          retryAfterSeconds: BUFFER_FULL_RETRY_SECONDS,
        },
      };
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
    return { kept: kept.length };
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
    // The one remembered longest goes (a Map keeps the order they came in).
    if (this.#uaTypes.size >= UA_CACHE_SIZE)
      this.#uaTypes.delete(this.#uaTypes.keys().next().value!);
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
        await writeBatch(this.#db, batch, {
          salts: this.#salts,
          uaType: (ua) => this.#uaType(ua),
          siteHosts: (host) => this.#siteHosts(host),
        });
        this.#overflowing = false;
      } catch (error) {
        if (this.#buffered + count <= this.#maxBuffered) {
          this.#buffer.unshift(...batch);
          this.#buffered += count;
        } else {
          this.#dropped += count;
          this.#drop("buffer_full", count);
        }
        throw error;
      }
    }
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}
