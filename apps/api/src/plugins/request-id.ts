import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header a request id arrives in (from a proxy or a client) and is echoed back in. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * An incoming id is kept when it is short and plain (letters, digits, `-`, `_`, `.`, `:`, up to
 * 128 characters: a UUID, a proxy's hex id, a trace id); anything else could forge log lines or
 * bloat them, and is replaced by a new UUID.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when it is sane, else a random UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the request id in `X-Request-Id` on every answer: successes, errors and 404s (the hook
 * runs first, before routing decides anything), so a user's report can be matched to the log.
 */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
