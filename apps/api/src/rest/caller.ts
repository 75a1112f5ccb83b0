import { createCaller, createContext, type ServerDeps } from "@bayan/trpc";
import type { FastifyReply, FastifyRequest } from "fastify";

export type CallerFor = (request: FastifyRequest) => ReturnType<typeof createCaller>;

/** A tRPC caller acting for this HTTP request: its client address, Authorization header and id. */
export function callerFactory(deps: ServerDeps): CallerFor {
  return (request) =>
    createCaller(
      createContext(deps, {
        clientIp: request.ip,
        userAgent: request.headers["user-agent"],
        host: request.host,
        authorization: request.headers.authorization,
        requestId: String(request.id),
      }),
    );
}

/**
 * The success envelope of DESIGN section 4, with any other field of `options` (the route's
 * `extra`) beside `data` and `message`. The status is the route's own (`status` in its table
 * entry, else 200), set before the handler runs.
 */
export function ok<T>(
  reply: FastifyReply,
  data: T,
  { message, ...extra }: { message?: string; [field: string]: unknown } = {},
) {
  return reply.send({
    success: true,
    data,
    ...(message ? { message } : {}),
    ...extra,
  });
}

/**
 * A procedure's answer that says something (`...said(key)` beside its data), as its data and the
 * message's fields (`message`, `messageKey`, `params`), for `ok(reply, data, said)`.
 */
export function saying<T extends { message: string; messageKey?: unknown; params?: unknown }>({
  message,
  messageKey,
  params,
  ...data
}: T) {
  return {
    data,
    said: { message, ...(messageKey ? { messageKey } : {}), ...(params ? { params } : {}) },
  };
}

/**
 * The list envelope: the rows in `data`, `pagination` beside them, and any other field of the
 * result (the entry's `extra`) beside those.
 */
export function list<T>(
  reply: FastifyReply,
  { items, pagination, ...extra }: { items: T[]; pagination: unknown },
) {
  return reply.send({ success: true, data: items, pagination, ...extra });
}

/**
 * A raw request part (body or query) handed to a procedure as its input. Not checked here on
 * purpose: the procedure's zod `.input()` validates it and answers 400 when it is wrong.
 */
export function unchecked<T>(value: unknown): T {
  return value as T;
}

/**
 * A raw request part (body or query) with the fields the path fixes (`req.params`, a document
 * name) laid over it, as one procedure input. Validated by the procedure, not here.
 */
export function withFields<T>(part: unknown, fields: object): T {
  const base = typeof part === "object" && part !== null ? part : {};
  return unchecked({ ...base, ...fields });
}
