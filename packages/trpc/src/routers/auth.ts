import { loginInput } from "../schemas/auth.js";
import { login, logout } from "../services/auth.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";

/** With limits lifted (benchmarks), failures are still counted but never block. */
const UNLIMITED = { max: Number.POSITIVE_INFINITY, windowMs: 60_000 };

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) =>
      login(
        { ...ctx, loginRule: ctx.limits?.loginFailures ?? UNLIMITED },
        ctx.clientIp,
        input.password,
      ),
    ),
  logout: adminProcedure.mutation(({ ctx }) => logout(ctx.db, ctx.session, ctx.now())),
  session: adminProcedure.query(({ ctx }) => ({
    authenticated: true as const,
    expiresAt: ctx.session.expiresAt.toISOString(),
  })),
});
