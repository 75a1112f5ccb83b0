import { createCaller, createContext, type ServerDeps } from "@bayan/trpc";
import type { FastifyReply, FastifyRequest } from "fastify";

export type CallerFor = (request: FastifyRequest) => ReturnType<typeof createCaller>;

/** A tRPC caller acting for this HTTP request: its client address and its Authorization header. */
export function callerFactory(deps: ServerDeps): CallerFor {
  return (request) =>
    createCaller(
      createContext(deps, {
        clientIp: request.ip,
        authorization: request.headers.authorization,
      }),
    );
}

/** The success envelope of DESIGN section 4. */
export function ok<T>(
  reply: FastifyReply,
  data: T,
  options: { status?: number; message?: string } = {},
) {
  return reply.code(options.status ?? 200).send({
    success: true,
    data,
    ...(options.message ? { message: options.message } : {}),
  });
}

/**
 * A raw request part (body or query) handed to a procedure as its input. Not checked here on
 * purpose: the procedure's zod `.input()` validates it and answers 400 when it is wrong.
 */
export function unchecked<T>(value: unknown): T {
  return value as T;
}

/** The list envelope: the rows in `data`, and `pagination` beside them. */
export function list<T>(reply: FastifyReply, result: { items: T[]; pagination: unknown }) {
  return reply.send({ success: true, data: result.items, pagination: result.pagination });
}

/** The path id joined to the JSON body, as one procedure input (validated by the procedure). */
export function withId<T>(req: { body: unknown; params: { id: string } }): T {
  const body = typeof req.body === "object" && req.body !== null ? req.body : {};
  return unchecked({ ...body, id: req.params.id });
}
