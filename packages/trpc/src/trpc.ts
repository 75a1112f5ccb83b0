import { initTRPC } from "@trpc/server";
import type { Context } from "./context.js";
import { appError, fieldErrors } from "./errors.js";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Name each failing field on /trpc too, not only in the message string.
    return { ...shape, data: { ...shape.data, errors: fieldErrors(error) ?? null } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Procedures for the signed-in administrator; anyone else gets 401. */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.admin) throw appError("UNAUTHORIZED", "Unauthorized - please login again");
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});
