import type { Database, DatabaseKind } from "@bayan/db";
import type { AnalyticsCollector } from "./services/analytics/collector.js";
import type { OutboxSender } from "./services/email/outbox/sender.js";
import type { RateLimiter, RateRule } from "./services/rate-limit.js";

/**
 * Webhooks (docs/email-delivery.md, "Webhooks"): whether private destinations are taken
 * (WEBHOOKS_ALLOW_PRIVATE), and the sender that tries the administrator's test event or
 * redelivery at once (services/webhooks/sender.ts).
 */
export interface WebhookDeps {
  allowPrivate: boolean;
  deliverNow(ids: readonly string[], waitMs?: number): Promise<void>;
  /** Every address of a host name (DNS unless given; tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** Without a sender (benchmarks, tests that do not send): nothing is tried at once. */
const NO_WEBHOOK_SENDER: WebhookDeps = { allowPrivate: false, deliverNow: () => Promise.resolve() };

/** The per-client-address limits (DESIGN section 6). */
export interface RateLimits {
  /** Failed admin sign-ins. */
  loginFailures: RateRule;
  /** Public waitlist joins. */
  waitlistJoin: RateRule;
  /** The waitlist's link pages: confirmation, "This wasn't me", a new link, the status page. */
  waitlistLink: RateRule;
  /** Public contact messages. */
  contact: RateRule;
  /** Registrations from an invitation link (every attempt counts). */
  registration: RateRule;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailures: { max: 5, windowMs: 15 * 60_000 },
  waitlistJoin: { max: 10, windowMs: 60_000 },
  waitlistLink: { max: 60, windowMs: 60_000 },
  contact: { max: 5, windowMs: 10 * 60_000 },
  registration: { max: 10, windowMs: 10 * 60_000 },
};

/** What the server hands every request: built once at start-up. */
export interface ServerDeps {
  db: Database;
  dbKind: DatabaseKind;
  startedAt: Date;
  /** The key admin tokens are signed with (HS256). */
  jwtKey: Uint8Array;
  limiter: RateLimiter;
  /** Per-address limits; null lifts them all (benchmarks only). */
  limits: RateLimits | null;
  /**
   * Told when mail is queued, so it goes out without waiting for the next round; `deliverNow`
   * tries an admin's just-queued email at once and says how it went.
   */
  mailer: Pick<OutboxSender, "notify" | "deliverNow" | "configured">;
  /** The site's public address, for links in emails. */
  siteUrl: string;
  /** Where uploaded files (course thumbnails) are kept: DATA_DIR/uploads. */
  uploadsDir: string;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Buffers and writes the public pages' analytics events (the collection endpoint's). */
  analytics?: AnalyticsCollector;
  /** Webhooks' options and sender; none: private destinations refused, nothing sent at once. */
  webhooks?: WebhookDeps;
}

/** What every procedure can use. Built per request by the transport (tRPC or REST). */
export interface Context extends Required<Omit<ServerDeps, "analytics">> {
  /** The client's address as the server trusts it (socket, or forwarded through a trusted proxy). */
  clientIp: string;
  /** The `User-Agent` header and the host the request was sent to: the analytics visitor id. */
  userAgent: string | undefined;
  host: string;
  /** The raw `Authorization` header, if any; adminProcedure verifies it. */
  authorization: string | undefined;
  /** The id the transport logs this request under, shown in a 500's answer; if it has one. */
  requestId: string | undefined;
}

const systemClock = () => new Date();

export function createContext(
  deps: ServerDeps,
  request: {
    clientIp: string;
    authorization?: string | undefined;
    requestId?: string | undefined;
    userAgent?: string | undefined;
    host?: string | undefined;
  },
): Context {
  // Property by property rather than `...deps`: built on every request, and a fixed shape keeps it
  // cheap (the spread showed up at 6% of a request's CPU time in a profile).
  return {
    db: deps.db,
    dbKind: deps.dbKind,
    startedAt: deps.startedAt,
    jwtKey: deps.jwtKey,
    limiter: deps.limiter,
    limits: deps.limits,
    mailer: deps.mailer,
    siteUrl: deps.siteUrl,
    uploadsDir: deps.uploadsDir,
    now: deps.now ?? systemClock,
    webhooks: deps.webhooks ?? NO_WEBHOOK_SENDER,
    clientIp: request.clientIp,
    userAgent: request.userAgent,
    host: request.host ?? "",
    authorization: request.authorization,
    requestId: request.requestId,
  };
}
