import { outbox, outboxStatuses, withTimeout, type Database } from "@bayan/db";
import { appRouter, bearerToken, dropReasons, type DropReason } from "@bayan/trpc";
import client from "@platformatic/prom-client";
import { count } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyMetricsModule, { type IMetricsPluginOptions } from "fastify-metrics";
import { createHash, timingSafeEqual } from "node:crypto";
import { trpcProcedures } from "./access.js";
import { quietLevel } from "./logging.js";

// A CommonJS module whose plugin is its `default` export.
const fastifyMetrics = fastifyMetricsModule.default;

/** Where Prometheus scrapes. */
export const METRICS_PATH = "/metrics";

/**
 * Counters of events in this process, for any part of the server to feed. The increment API is
 * one call, `countMetric(name)` (or `countMetric(name, n)`); Prometheus sums them over instances.
 */
const counterRegistry = new client.Registry();
const counter = (name: string, help: string) =>
  new client.Counter({ name, help, registers: [counterRegistry] });
const COUNTERS = {
  /** Emails the sender handed to SMTP. */
  outbox_sent_total: counter("outbox_sent_total", "Emails delivered to the SMTP server"),
  /** Emails that failed for good (after their retries). */
  outbox_failed_total: counter("outbox_failed_total", "Emails given up on after their retries"),
  outbox_suppressed_total: counter(
    "outbox_suppressed_total",
    "Emails not sent: the address is on the suppression list",
  ),
  /** The rate limiter's store (Redis) failed and a request was let through or limited locally. */
  rate_limiter_errors_total: counter(
    "rate_limiter_errors_total",
    "Rate limiter store errors (e.g. Redis unreachable)",
  ),
  /** A request failed because the database could not be reached or did not answer in time. */
  database_errors_total: counter(
    "database_errors_total",
    "Requests failed because the database was unreachable or too slow (answered 503)",
  ),
  /** A sign-in or password call refused because the instance's password hashing was full. */
  password_hashing_busy_total: counter(
    "password_hashing_busy_total",
    "Calls refused (503) because this instance's password hashing queue was full",
  ),
};

export type CounterName = keyof typeof COUNTERS;

/**
 * Analytics events not kept, by reason (docs/analytics.md, Budgets): refused at the collection
 * endpoint by an address's budget (`address`), its cap of new visits (`session_cap`) or the
 * server's budget (`global`), or because the buffer was full (`buffer_full`, also events lost
 * when a failed write found no room to wait in). Every reason starts at 0, so each has a series.
 */
const analyticsDropped = new client.Counter({
  name: "analytics_events_dropped_total",
  help: "Analytics events not kept, by reason: address, session_cap, global, buffer_full",
  labelNames: ["reason"],
  registers: [counterRegistry],
});
for (const reason of dropReasons) analyticsDropped.inc({ reason }, 0);

/** Counts analytics events not kept, e.g. `countAnalyticsDropped("global", 20)`. */
export function countAnalyticsDropped(reason: DropReason, events: number): void {
  analyticsDropped.inc({ reason }, events);
}

/**
 * Adds to one of the process counters, e.g. `countMetric("database_errors_total")`. Cheap and
 * safe to call whether or not /metrics is enabled.
 */
export function countMetric(name: CounterName, by = 1): void {
  COUNTERS[name].inc(by);
}

/** A process counter's value now (what /metrics would show for it in this process). */
export async function counterValue(name: CounterName): Promise<number> {
  return (await COUNTERS[name].get()).values[0]?.value ?? 0;
}

/** How long the scrape waits for the outbox counts before leaving them out. */
const OUTBOX_COUNT_TIMEOUT_MS = 1_000;

/** A constant-time comparison of the presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = bearerToken(header);
  if (!presented) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

const KNOWN_PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route label of the latency histogram: the route's pattern, except that a /trpc call is
 * labelled by its procedure (`/trpc/waitlist.join`), and a batch by `/trpc/(batch)`, so the
 * label set stays bounded whatever a client puts in the address.
 */
function routeLabel(request: FastifyRequest): string {
  const procedures = trpcProcedures(request.url);
  if (procedures) {
    const [only] = procedures;
    if (procedures.length === 1 && only && KNOWN_PROCEDURES.has(only)) return `/trpc/${only}`;
    return procedures.length > 1 ? "/trpc/(batch)" : "/trpc/(unknown)";
  }
  return request.routeOptions.url ?? "(unknown)";
}

type PluginRegistry = NonNullable<IMetricsPluginOptions["defaultMetrics"]["register"]>;

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token Prometheus sends. Unset: no /metrics and no collection. */
  token: string | undefined;
  /** Read at scrape time for the outbox gauge (one count per status, cluster-wide). */
  db: Database;
}

/**
 * Prometheus metrics at GET /metrics through fastify-metrics: `http_request_duration_seconds`
 * per method, route and status; Node's process metrics; the process counters above; and
 * `outbox_messages{status}`, counted in the database at scrape time (the same on every
 * instance). Only `Authorization: Bearer <METRICS_TOKEN>` opens it: anything else gets the
 * site's ordinary 404, as if there were no such path.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const { token, db } = options;
  if (!token) return;
  // One registry per server (tests build many), merged with the process counters when scraped.
  const registry = new client.Registry();
  // Registered in `registry` by its constructor; `collect` runs at every scrape.
  new client.Gauge({
    name: "outbox_messages",
    help: "Emails in the outbox by status (queued, sent, failed), counted in the database",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      try {
        const rows = await withTimeout(
          db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
          OUTBOX_COUNT_TIMEOUT_MS,
        );
        this.reset();
        // Every status, 0 included, so an alert on "failed > 0" has a series to read.
        for (const status of outboxStatuses) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.n);
      } catch (error) {
        this.reset();
        countMetric("database_errors_total");
        app.log.warn({ err: error }, "metrics: could not count the outbox");
      }
    },
  });

  // fastify-metrics is typed against @prometheus-io/client but prefers @platformatic/prom-client
  // (its faster fork, the one installed here) at run time; the two differ only in types.
  const pluginRegistry = registry as unknown as PluginRegistry;
  const pluginOptions: Partial<IMetricsPluginOptions> = {
    promClient: client as unknown as IMetricsPluginOptions["promClient"],
    endpoint: null,
    defaultMetrics: { enabled: true, register: pluginRegistry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: {
          registers: [pluginRegistry],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        },
        // Not collected, but made all the same: in this server's registry, not the process's.
        summary: { registers: [pluginRegistry] },
      },
    },
  };
  await app.register(fastifyMetrics, pluginOptions);

  app.get(
    METRICS_PATH,
    {
      logLevel: quietLevel(app.log.level, "warn"),
      onRequest: (request: FastifyRequest, reply: FastifyReply, done) => {
        if (tokenMatches(request.headers.authorization, token)) return done();
        reply.callNotFound();
      },
    },
    async (_request, reply) => {
      const merged = client.Registry.merge([registry, counterRegistry]);
      return reply
        .type(merged.contentType)
        .header("cache-control", "no-store")
        .send(await merged.metrics());
    },
  );
}
