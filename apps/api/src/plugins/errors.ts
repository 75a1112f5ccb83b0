import {
  DATABASE_UNAVAILABLE_MESSAGE,
  ERROR_STATUS,
  INTERNAL_ERROR_MESSAGE,
  HashingBusyError,
  RETRY_AFTER_SECONDS,
  RateLimitedError,
  isDatabaseUnavailable,
  toErrorResponse,
  type ErrorBody,
  type ErrorCode,
} from "@bayan/trpc";
import { messageText, type MessageKey } from "@bayan/trpc/rules/messages";
import { TRPCError } from "@trpc/server";
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { countMetric } from "./metrics.js";

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** Clearer words for the transport errors Fastify raises before a route runs. */
const TRANSPORT_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "common.malformedJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "common.emptyJson",
  FST_ERR_CTP_BODY_TOO_LARGE: "common.bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "common.jsonOnly",
};

export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * One error shape for the whole REST adapter (DESIGN section 4): a TRPCError thrown by a
 * procedure keeps its code, Fastify's own client errors (bad JSON, too large, wrong type, rate
 * limited) keep their status, a database that cannot be reached is 503, and anything else is a
 * 500 whose details only reach the log. Every 503, on /api and /trpc alike, says when to retry.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook("onSend", (_request, reply, payload, done) => {
    // The tRPC adapter sends a fetch Response, whose status Fastify copies only after this hook.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 503 && !reply.hasHeader("retry-after")) {
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    }
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof TRPCError) {
      const { status, body } = toErrorResponse(error);
      if (error.cause instanceof RateLimitedError || error.cause instanceof HashingBusyError) {
        reply.header("retry-after", String(error.cause.retryAfterSeconds));
      }
      if (status >= 500) logFault(request.log, error);
      return sendError(reply, status, status === 500 ? { ...body, ...requestRef(request) } : body);
    }
    const status = error.statusCode ?? 500;
    const code = CODE_BY_STATUS.get(status);
    if (status < 500 && code) {
      const key = TRANSPORT_MESSAGES[error.code];
      return sendError(reply, status, {
        success: false,
        code,
        ...(key ? { message: messageText(key), messageKey: key } : { message: error.message }),
      });
    }
    logFault(request.log, error);
    if (isDatabaseUnavailable(error)) {
      return sendError(reply, 503, {
        success: false,
        code: "SERVICE_UNAVAILABLE",
        message: DATABASE_UNAVAILABLE_MESSAGE,
        messageKey: "common.databaseUnavailable",
      });
    }
    return sendError(reply, 500, {
      success: false,
      code: "INTERNAL_SERVER_ERROR",
      message: INTERNAL_ERROR_MESSAGE,
      messageKey: "common.internalError",
      ...requestRef(request),
    });
  });
}

/**
 * Logs a fault (a 500, or a 503 for the database) in full with the request's logger, and counts
 * the database ones in `database_errors_total`. Used by the REST adapter and the tRPC endpoint.
 */
export function logFault(log: FastifyBaseLogger, error: unknown) {
  // A full hashing queue is load, not a fault: counted, not logged once per refused call.
  if (error instanceof TRPCError && error.cause instanceof HashingBusyError) {
    countMetric("password_hashing_busy_total");
    return;
  }
  if (isDatabaseUnavailable(error)) countMetric("database_errors_total");
  log.error({ err: error }, "request failed");
}

function requestRef(request: FastifyRequest) {
  return { requestId: String(request.id) };
}
