import { loginInput } from "../schemas/auth.js";
import { login, logout, sessionMember } from "../services/auth.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

export const authRouter = router({
  /**
   * Only failed sign-ins count against the address (at most 5 in 15 minutes, then 429 until the
   * window ends): an administrator who types the password right is never slowed down.
   */
  login: publicProcedure
    .input(loginInput)
    .use(
      rateLimited("loginFailures", "login-fail", {
        count: "failures",
        message: "auth.tooManyFailures",
      }),
    )
    .mutation(({ ctx, input }) => login(ctx, input)),
  logout: adminProcedure.mutation(({ ctx }) => logout(ctx.db, ctx.session, ctx.now())),
  /** The session and who it is: the member, their role and what it allows (docs/team.md). */
  session: adminProcedure.query(async ({ ctx }) => ({
    authenticated: true as const,
    expiresAt: ctx.session.expiresAt.toISOString(),
    member: await sessionMember(ctx.db, ctx.session),
  })),
});
