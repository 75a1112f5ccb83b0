import { initTRPC } from "@trpc/server";
import type { Context } from "./context.js";
import { fieldErrors, readableMessage } from "./errors.js";
import { verifyAdmin } from "./services/auth.js";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Name each failing field on /trpc too, and say it in words rather than as zod's JSON.
    return {
      ...shape,
      message: readableMessage(error),
      data: { ...shape.data, errors: fieldErrors(error) ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Procedures for the signed-in administrator: a valid, unrevoked bearer token, else 401. */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await verifyAdmin(ctx, ctx.authorization);
  return next({ ctx: { ...ctx, session } });
});
