import type { ERROR_STATUS, ErrorCode } from "@bayan/trpc";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CallerFor } from "./caller.js";

/** Where the REST adapter is mounted; every table path is relative to it. */
export const API_PREFIX = "/api";

/** An HTTP status the API answers errors with (`ERROR_STATUS` in @bayan/trpc). */
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** `{ id: string }` for "/waitlist/:id", and so on for each `:name` in a path. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : unknown;

type Handler<Request extends FastifyRequest> = (
  caller: CallerFor,
  req: Request,
  reply: FastifyReply,
) => Promise<unknown>;

/** One /api operation: what the server does for it and what the OpenAPI document says of it. */
export interface RouteSpec<Path extends string = string> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Relative to API_PREFIX, path ids as `:id` (the document shows them as `{id}`). */
  path: Path;
  tag: string;
  summary: string;
  /**
   * For the document: admin paths are marked with bearer auth and list 401. The procedure
   * (`adminProcedure`) is what enforces it; a test checks the two agree.
   */
  access: "public" | "admin";
  /**
   * A public route whose answer concerns one person (a registration link): never cached, like an
   * admin answer, and for this site's own pages only (no CORS).
   */
  personal?: true;
  /**
   * A public read whose answer is the same for every caller (queue counts, the countdown): kept
   * as prepared bytes for the rest of the second, with an ETag (rest/shared-answers.ts). Such a
   * route takes no query.
   */
  shared?: true;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Shape of `data` in the success envelope. */
  data?: z.ZodType;
  /** A list: `data` is an array of `data`, and `pagination` comes beside it (use `list`). */
  list?: boolean;
  /** Fields of the envelope beside `data` and `pagination` (an object schema). */
  extra?: z.ZodObject;
  /** Success status, set before the handler runs (200 unless given). */
  status?: 201;
  /** Answers that are not the envelope (login, CSV). */
  raw?: { contentType: string; schema: z.ZodType };
  /** Error statuses beyond 401 (admin) and 500. */
  errors: ErrorStatus[];
  /** A larger body limit than the public one. */
  bodyLimit?: number;
  /**
   * The body is a file's bytes (a Buffer in `req.body`), sent with one of these content types,
   * at most `maxBytes` (413 beyond, 415 for another type).
   */
  upload?: { contentTypes: readonly string[]; maxBytes: number };
  /** One line: the call onto `caller(req)` and how its result goes into the envelope. */
  handler: Handler<FastifyRequest<{ Params: PathParams<Path> }>>;
}

/** A table entry with its path's params forgotten, as the registrar and the document read it. */
export type Route = Omit<RouteSpec, "handler"> & { handler: Handler<FastifyRequest> };

/** Declares one entry; the handler's `req.params` is typed from the path. */
export function route<Path extends string>(spec: RouteSpec<Path>): Route {
  return {
    ...spec,
    // Fastify parses `req.params` from this same path, so they have the path's names.
    handler: (caller, req, reply) =>
      spec.handler(caller, req as FastifyRequest<{ Params: PathParams<Path> }>, reply),
  };
}

/** The path as the OpenAPI document spells it: "/api/waitlist/{id}". */
export function openApiPath(path: string): string {
  return API_PREFIX + path.replace(/:(\w+)/g, "{$1}");
}
