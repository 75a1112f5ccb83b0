import { appError, toErrorResponse, type AnalyticsCollector, type DropReason } from "@bayan/trpc";
import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_MAX_BODY_BYTES,
  ANALYTICS_MAX_EVENTS,
  analyticsCollectInput,
} from "@bayan/trpc/schemas";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sendError } from "./errors.js";
import { quietLevel } from "./logging.js";
import { countAnalyticsDropped } from "./metrics.js";

/** What a refused request is told, by reason (docs/analytics.md, Budgets). */
const REFUSALS = {
  address: { status: 429, message: "Too many analytics events from this address" },
  session_cap: { status: 429, message: "Too many new visits from this address" },
  global: { status: 503, message: "The server takes no more analytics events just now" },
  buffer_full: { status: 503, message: "Analytics events cannot be stored just now" },
} as const;

/**
 * The collection endpoint of the first-party analytics (docs/analytics.md): POST
 * ANALYTICS_COLLECT_PATH with `{ events: [...] }` as JSON (the script's sendBeacon Blob is
 * application/json), at most ANALYTICS_MAX_BODY_BYTES (413 beyond). A bad payload is 400 naming
 * the field and nothing of it is kept; otherwise 202 with no body, answered before any database
 * work: the collector filters and buffers the events, and writes them in batches. Events over a
 * budget are refused whole, before the buffer: 429 (this address sent too much, or started too
 * many visits) or 503 (the server's budget is spent, or its buffer is full), with Retry-After,
 * and counted on /metrics as `analytics_events_dropped_total{reason}`.
 *
 * No access log line per request (warnings and errors only): the endpoint takes every page view
 * of every visitor, and its lines would carry the visitors' addresses the analytics never store.
 * Its requests are still counted by `http_request_duration_seconds` on /metrics.
 */
export function registerAnalytics(
  app: FastifyInstance,
  collector: AnalyticsCollector,
  now: () => Date = () => new Date(),
): void {
  const options = {
    bodyLimit: ANALYTICS_MAX_BODY_BYTES,
    logLevel: quietLevel(app.log.level, "warn"),
  };
  // Every event dropped, here or later (a failed write with no room to wait), is counted.
  const stopCounting = collector.onDrop(countAnalyticsDropped);
  app.addHook("onClose", (_instance, done) => {
    stopCounting();
    done();
  });
  app.post(ANALYTICS_COLLECT_PATH, options, (request, reply) => {
    const { headers } = request;
    const client = {
      ip: request.ip,
      userAgent: headers["user-agent"],
      dnt: headers.dnt === "1",
      gpc: headers["sec-gpc"] === "1",
      host: request.host,
      now: now(),
    };
    reply.header("cache-control", "no-store");
    // Over a budget whatever the events are: refused before they are checked one by one (a
    // flood costs as little as it can).
    const count = eventCount(request.body);
    const early = count === null ? null : collector.precheck(client, count);
    if (early) return refuse(reply, early);
    const parsed = analyticsCollectInput.safeParse(request.body);
    if (!parsed.success) {
      const { status, body } = toErrorResponse(
        appError("BAD_REQUEST", "Invalid analytics events", { cause: parsed.error }),
      );
      return sendError(reply, status, body);
    }
    const { refused } = collector.collect(parsed.data.events, client);
    if (refused) return refuse(reply, refused);
    // Nothing to read: the same 202 whether the events were kept or left out on purpose (a bot,
    // Do Not Track, a page of another site), so a client learns nothing of the filters.
    return reply.code(202).send();
  });
}

/** The number of events a body says it carries (1 to ANALYTICS_MAX_EVENTS), or null. */
function eventCount(body: unknown): number | null {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return null;
  return events.length >= 1 && events.length <= ANALYTICS_MAX_EVENTS ? events.length : null;
}

/** A refusal as the client is told it: 429 or 503, Retry-After, the error body. */
function refuse(reply: FastifyReply, refused: { reason: DropReason; retryAfterSeconds: number }) {
  const { status, message } = REFUSALS[refused.reason];
  reply.header("retry-after", String(refused.retryAfterSeconds));
  return sendError(reply, status, {
    success: false,
    code: status === 429 ? "TOO_MANY_REQUESTS" : "SERVICE_UNAVAILABLE",
    message,
  });
}
