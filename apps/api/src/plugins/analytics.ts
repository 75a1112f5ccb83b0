import { appError, toErrorResponse, type AnalyticsCollector } from "@bayan/trpc";
import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_MAX_BODY_BYTES,
  analyticsCollectInput,
} from "@bayan/trpc/schemas";
import type { FastifyInstance } from "fastify";
import { sendError } from "./errors.js";
import { quietLevel } from "./logging.js";

/**
 * The collection endpoint of the first-party analytics (docs/analytics.md): POST
 * ANALYTICS_COLLECT_PATH with `{ events: [...] }` as JSON (the script's sendBeacon Blob is
 * application/json), at most ANALYTICS_MAX_BODY_BYTES (413 beyond). A bad payload is 400 naming
 * the field and nothing of it is kept; otherwise 202 with no body, answered before any database
 * work: the collector filters and buffers the events, and writes them in batches.
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
  app.post(ANALYTICS_COLLECT_PATH, options, (request, reply) => {
    const parsed = analyticsCollectInput.safeParse(request.body);
    if (!parsed.success) {
      const { status, body } = toErrorResponse(
        appError("BAD_REQUEST", "Invalid analytics events", parsed.error),
      );
      return sendError(reply, status, body);
    }
    const { headers } = request;
    collector.accept(parsed.data.events, {
      ip: request.ip,
      userAgent: headers["user-agent"],
      dnt: headers.dnt === "1",
      gpc: headers["sec-gpc"] === "1",
      host: request.host,
      now: now(),
    });
    // Nothing to cache, nothing to read: the same 202 whatever became of the events.
    return reply.code(202).header("cache-control", "no-store").send();
  });
}
