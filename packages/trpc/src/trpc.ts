import { initTRPC, type TRPCError } from "@trpc/server";
import type { Context, RateLimits } from "./context.js";
import { appError, databaseUnavailable, toErrorResponse } from "./errors.js";
import {
  PROCEDURE_PERMISSIONS,
  roleMayCall,
  type AdminProcedurePath,
} from "./rules/permissions.js";
import type { MessageKey } from "./rules/messages.js";
import { mustRecord } from "./rules/audited.js";
import { auditTrail } from "./services/audit.js";
import { sessionActor, twoFactorMissing, verifyAdmin, type AdminSession } from "./services/auth.js";
import { enforceLimit, tooManyRequests } from "./services/rate-limit.js";
import { isDatabaseUnavailable } from "./unavailable.js";

/**
 * An error's key, or null: named, so that the declarations of every procedure's error shape refer
 * to it rather than spell out the whole vocabulary (which outgrows what tsc will write).
 */
export type ErrorMessageKey = MessageKey | null;

const t = initTRPC.context<Context>().create({
  /**
   * The /trpc answer carries what the REST adapter's body carries (`toErrorResponse`, one mapping
   * for both): each failing field in words rather than zod's JSON, and for a fault only a generic
   * message and the request id. The fault's text (SQL, parameters, a token id) and its stack are
   * for the server log alone.
   */
  errorFormatter({ shape, error, ctx }) {
    const { status, body } = toErrorResponse(error);
    const messageKey: ErrorMessageKey = body.messageKey ?? null;
    if (status >= 500) {
      const { code, httpStatus, path } = shape.data;
      return {
        ...shape,
        message: body.message,
        data: {
          code,
          httpStatus,
          ...(path === undefined ? {} : { path }),
          errors: null,
          messageKey,
          params: null,
          ...(status === 500 && ctx?.requestId ? { requestId: ctx.requestId } : {}),
        },
      };
    }
    return {
      ...shape,
      message: body.message,
      data: {
        ...shape.data,
        errors: body.errors ?? null,
        // The message's key in the vocabulary and its parameters (docs/messages.md).
        messageKey,
        params: body.params ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Under every procedure: a database that cannot be reached (connection refused, reset or timed
 * out, a server shutting down) is SERVICE_UNAVAILABLE, answered 503 with Retry-After by both
 * transports, rather than a 500.
 */
const databaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    if (isDatabaseUnavailable(result.error.cause)) throw databaseUnavailable(result.error.cause);
  }
  return result;
});

export const publicProcedure = t.procedure.use(databaseOutage);

/**
 * Procedures for a signed-in team member: a valid, unrevoked bearer token, else 401; and a role
 * with the permission the procedure needs (rules/permissions.ts, by its path), else 403. The call
 * gets `ctx.audit`, its audit trail; a change that records nothing in it is a fault
 * (rules/audited.ts).
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next, path, type }) => {
  const session = await verifyAdmin(ctx, ctx.authorization);
  // Required of the role and not on yet: only the session's own calls (turning it on among them).
  if (!path.startsWith("auth.") && (await twoFactorMissing(ctx.db, session))) {
    throw appError("FORBIDDEN", "auth.twoFactorRequired");
  }
  if (!roleMayCall(session.role, path)) {
    // A procedure missing from the table is refused to everyone (a test names it).
    const permission = PROCEDURE_PERMISSIONS[path as AdminProcedurePath] ?? "none";
    throw appError("FORBIDDEN", "auth.forbidden", { params: { permission } });
  }
  const audit = auditTrail(sessionActor(session, ctx.clientIp), ctx.now);
  const result = await next({ ctx: { ...ctx, session, audit } });
  if (result.ok && audit.recorded === 0 && mustRecord(type, path)) unrecorded(path);
  return result;
});

/**
 * A successful admin change that left no row in the audit log: a fault in the code. Outside
 * production (the tests) the call fails, so a test of the change names it; in production the
 * change is made already, so it is logged.
 */
function unrecorded(path: string): void {
  const message = `${path} changed something and recorded nothing in the audit log`;
  if (process.env.NODE_ENV !== "production") throw new Error(message);
  console.error(message);
}

interface RateLimitOptions {
  /**
   * "calls" (default): every call counts, and the one past the limit is 429.
   * "failures": only failed guesses count (`isFailure`: by default, calls answered UNAUTHORIZED, a
   * wrong password); once the limit is reached every call is 429 until the window ends, so the
   * address is never locked out for good.
   */
  count?: "calls" | "failures";
  /** Which failed calls are failed guesses (with `count: "failures"`). */
  isFailure?: (error: TRPCError) => boolean;
  /**
   * What is counted besides the prefix: the client's address (default), or for a signed-in
   * caller its session, so that a stolen token cannot guess from many addresses.
   */
  per?: "address" | "session";
  /** The 429's message: a key of the vocabulary. */
  message?: MessageKey | (string & {});
}

const unauthorized = (error: TRPCError) => error.code === "UNAUTHORIZED";

/**
 * Limits a procedure per client address (`ctx.clientIp`), or per admin session, with the rule
 * `ctx.limits[rule]`, counted under `${keyPrefix}:${address or session}`; `ctx.limits` null lifts
 * it (benchmarks). Use it after `.input()`: a call with bad input is answered 400 without using up
 * the allowance.
 */
export function rateLimited(
  rule: keyof RateLimits,
  keyPrefix: string,
  options: RateLimitOptions = {},
) {
  return t.middleware(async ({ ctx, next }) => {
    const limit = ctx.limits?.[rule];
    if (!limit) return next();
    const session = (ctx as { session?: AdminSession }).session;
    const who = options.per === "session" && session ? session.sessionId : ctx.clientIp;
    const key = `${keyPrefix}:${who}`;
    if (options.count !== "failures") {
      await enforceLimit(ctx.limiter, key, limit, options.message);
      return next();
    }
    // Every call takes its place before it runs, so calls sent together cannot all be checked
    // before the first failure is counted; a call that did not fail that way gives it back.
    const verdict = await ctx.limiter.take(key, limit);
    if (!verdict.allowed) throw tooManyRequests(verdict, options.message);
    const result = await next();
    const isFailure = options.isFailure ?? unauthorized;
    if (result.ok || !isFailure(result.error)) await ctx.limiter.giveBack(key, limit);
    return result;
  });
}
