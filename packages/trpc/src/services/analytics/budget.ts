// The collection endpoint's budgets (docs/analytics.md, Budgets): how many events one address and
// the whole server may put into the collector's buffer, and how many visits they may start.
// Decided in memory, per server, before anything is buffered: a refused request is told so (429
// or 503 with Retry-After) and its events are counted by reason on /metrics.
import { SESSION_TIMEOUT_MS, type AnalyticsEventInput } from "../../schemas/analytics.js";

/** Why events were not kept: one label of `analytics_events_dropped_total` each. */
export const dropReasons = ["address", "session_cap", "global", "buffer_full"] as const;
export type DropReason = (typeof dropReasons)[number];

export interface BudgetLimits {
  /** Events one address may send at once, then `addressPerSecond` a second. */
  addressBurst: number;
  addressPerSecond: number;
  /** New visits (sessions) one address may start in an hour (as many at once, then evenly). */
  addressSessionsPerHour: number;
  /**
   * Events the whole server takes a second (a second's worth at once). A tenth of it is the
   * number of new visits it starts a second.
   */
  eventsPerSecond: number;
}

/** docs/analytics.md, Budgets: why these numbers. */
export const DEFAULT_BUDGET: BudgetLimits = {
  addressBurst: 400,
  addressPerSecond: 10,
  addressSessionsPerHour: 100,
  eventsPerSecond: 500,
};

/**
 * A visitor's own pace: an address that has sent at most this many events lately (30 at once,
 * then one a second) is "quiet". Once the server's budget is spent, a quiet address that was let
 * in before may still draw on the reserve: one person browsing keeps being counted through a
 * flood from many addresses, each of which sends far more.
 */
const QUIET_BURST = 30;
const QUIET_PER_SECOND = 1;
/** The reserve, as a share of the server's budget (events and new visits alike). */
const RESERVE_SHARE = 0.25;
/** New visits a second, as a share of the events a second. */
const SESSIONS_SHARE = 0.1;
/** Addresses remembered at most (the least recently let in are forgotten first). */
const MAX_ADDRESSES = 50_000;
/** Visitors (user agent and host) remembered per address, to tell a new visit from a going one. */
const MAX_VISITORS_PER_ADDRESS = 500;
const HOUR_MS = 3_600_000;

/** A token bucket: `capacity` tokens at most, refilled at `perSecond`. */
class Bucket {
  #tokens: number;
  /** The moment of the level; full from the first one asked about. */
  #at = -Infinity;
  readonly #perMs: number;

  constructor(
    readonly capacity: number,
    perSecond: number,
  ) {
    this.#tokens = capacity;
    this.#perMs = perSecond / 1000;
  }

  level(now: number): number {
    // A clock going back (tests, another instance's time) refills nothing.
    if (now > this.#at) {
      this.#tokens = Math.min(this.capacity, this.#tokens + (now - this.#at) * this.#perMs);
      this.#at = now;
    }
    return this.#tokens;
  }

  has(n: number, now: number): boolean {
    return this.level(now) >= n;
  }

  /** Takes `n` (the level may go below zero, down to minus the capacity: a debt to work off). */
  take(n: number, now: number): void {
    this.#tokens = Math.max(-this.capacity, this.level(now) - n);
  }

  /** Milliseconds until `n` tokens are there. */
  waitMs(n: number, now: number): number {
    return Math.max(0, (n - this.level(now)) / this.#perMs);
  }
}

interface AddressState {
  events: Bucket;
  quiet: Bucket;
  sessions: Bucket;
  /** Visitor (host and user agent) -> when its last events were let in (ms). */
  visitors: Map<string, number>;
}

/** What the budgets know of a request: the client address, the visitor, the moment. */
export interface BudgetRequest {
  ip: string;
  userAgent: string | undefined;
  host: string;
  now: Date;
}

export interface Refusal {
  reason: Exclude<DropReason, "buffer_full">;
  retryAfterSeconds: number;
}

/**
 * The budgets of one server. `take` lets a request's events in (and charges them) or answers why
 * not, all at once: a request is never cut in part.
 */
export class CollectionBudget {
  readonly limits: BudgetLimits;
  readonly #addresses = new Map<string, AddressState>();
  readonly #events: Bucket;
  readonly #sessions: Bucket;
  readonly #reserveEvents: Bucket;
  readonly #reserveSessions: Bucket;

  constructor(limits: Partial<BudgetLimits> = {}) {
    this.limits = { ...DEFAULT_BUDGET, ...limits };
    const { eventsPerSecond } = this.limits;
    const sessionsPerSecond = Math.max(1, eventsPerSecond * SESSIONS_SHARE);
    this.#events = new Bucket(eventsPerSecond, eventsPerSecond);
    this.#sessions = new Bucket(sessionsPerSecond, sessionsPerSecond);
    const reserve = eventsPerSecond * RESERVE_SHARE;
    this.#reserveEvents = new Bucket(reserve, reserve);
    this.#reserveSessions = new Bucket(
      Math.max(1, sessionsPerSecond * RESERVE_SHARE),
      sessionsPerSecond * RESERVE_SHARE,
    );
  }

  /** Addresses remembered now (bounded by MAX_ADDRESSES). */
  get addresses(): number {
    return this.#addresses.size;
  }

  /**
   * The refusal `take` would certainly answer for `n` events from this address, whatever they
   * are, or null when it might let them in: a flood is turned away before its events are read
   * one by one. Charges nothing.
   */
  precheck(request: BudgetRequest, n: number): Refusal | null {
    const now = request.now.getTime();
    const address = this.#addresses.get(request.ip);
    if (address && !address.events.has(n, now)) {
      return refusal("address", address.events.waitMs(n, now));
    }
    if (this.#events.has(n, now)) return null;
    const reserveOpen =
      address !== undefined && address.quiet.has(n, now) && this.#reserveEvents.has(n, now);
    return reserveOpen ? null : refusal("global", this.#events.waitMs(n, now));
  }

  /**
   * Lets the events of one request in, charging the address's and the server's budgets, or
   * answers the refusal (nothing charged). `events` are those the collector would keep.
   */
  take(
    request: BudgetRequest,
    events: readonly Pick<AnalyticsEventInput, "name">[],
  ): Refusal | null {
    const now = request.now.getTime();
    const n = events.length;
    const known = this.#addresses.get(request.ip);
    const address = known ?? this.#newAddress();
    if (!address.events.has(n, now)) return refusal("address", address.events.waitMs(n, now));

    // A new visit: events other than engagement time from a visitor not seen for 30 minutes
    // (engagement time alone starts none, and keeps only a going visit going). Only this
    // server's memory is asked: a visitor it has not seen counts as new (at worst one visit too
    // many against the cap, never one too few).
    const visitor = `${request.host.toLowerCase()}|${request.userAgent ?? ""}`;
    const lastSeen = address.visitors.get(visitor);
    const visiting = events.some((e) => e.name !== "engagement");
    const startsVisit =
      visiting && (lastSeen === undefined || now - lastSeen >= SESSION_TIMEOUT_MS);
    const visits = startsVisit ? 1 : 0;
    if (startsVisit && !address.sessions.has(1, now)) {
      return refusal("session_cap", address.sessions.waitMs(1, now));
    }

    let eventPool = this.#events;
    let visitPool = this.#sessions;
    if (!(this.#events.has(n, now) && this.#sessions.has(visits, now))) {
      // The server's budget is spent: only an address let in before, at a visitor's pace, may
      // still come in, on the reserve.
      const reserveOpen =
        known !== undefined &&
        address.quiet.has(n, now) &&
        this.#reserveEvents.has(n, now) &&
        this.#reserveSessions.has(visits, now);
      if (!reserveOpen) {
        return refusal(
          "global",
          Math.max(this.#events.waitMs(n, now), this.#sessions.waitMs(visits, now)),
        );
      }
      eventPool = this.#reserveEvents;
      visitPool = this.#reserveSessions;
    }

    eventPool.take(n, now);
    if (startsVisit) visitPool.take(1, now);
    address.events.take(n, now);
    address.quiet.take(n, now);
    if (startsVisit) address.sessions.take(1, now);
    if (visiting || lastSeen !== undefined) {
      address.visitors.delete(visitor);
      address.visitors.set(visitor, now);
      if (address.visitors.size > MAX_VISITORS_PER_ADDRESS) {
        address.visitors.delete(address.visitors.keys().next().value!);
      }
    }
    // Most recently let in last: the first ones are forgotten when there are too many.
    this.#addresses.delete(request.ip);
    this.#addresses.set(request.ip, address);
    if (this.#addresses.size > MAX_ADDRESSES) {
      this.#addresses.delete(this.#addresses.keys().next().value!);
    }
    return null;
  }

  #newAddress(): AddressState {
    const { addressBurst, addressPerSecond, addressSessionsPerHour } = this.limits;
    return {
      events: new Bucket(addressBurst, addressPerSecond),
      quiet: new Bucket(QUIET_BURST, QUIET_PER_SECOND),
      sessions: new Bucket(addressSessionsPerHour, addressSessionsPerHour / (HOUR_MS / 1000)),
      visitors: new Map(),
    };
  }
}

function refusal(reason: Refusal["reason"], waitMs: number): Refusal {
  // Whole seconds, rounded up (past a rounding error of the refill's arithmetic).
  return { reason, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000 - 1e-6)) };
}
