import {
  loginInput,
  otpInput,
  twoFactorDisableInput,
  twoFactorPolicyInput,
} from "../schemas/auth.js";
import { messageKeyOf } from "../errors.js";
import {
  disableTwoFactor,
  enableTwoFactor,
  setTwoFactorRequired,
  setUpTwoFactor,
} from "../services/two-factor.js";
import { login, logout, sessionMember } from "../services/auth.js";
import { endSession, endSessionsOf, listSessions } from "../services/admin-sessions.js";
import { idInput } from "../schemas/common.js";
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
        // The right password asking for its code is not a failed guess.
        isFailure: (error) =>
          error.code === "UNAUTHORIZED" && messageKeyOf(error).messageKey !== "auth.otpRequired",
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
  /** The caller's open sessions: browser, country, signed in, last seen; which one is this. */
  sessions: adminProcedure.query(({ ctx }) =>
    listSessions(ctx.db, ctx.session.memberId, ctx.session, ctx.now()),
  ),
  /** Ends one of the caller's sessions (the owner: anyone's). */
  endSession: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => endSession(ctx.db, ctx.session, input.id, ctx.now(), ctx.audit)),
  /** Ends every session of the caller but this one. */
  endOtherSessions: adminProcedure.mutation(({ ctx }) =>
    endSessionsOf(ctx.db, ctx.session.memberId, ctx.session.sessionId, ctx.now()),
  ),
  /** A new secret for the authenticator app and its otpauth:// URL (for the QR code). */
  twoFactorSetup: adminProcedure.mutation(({ ctx }) => setUpTwoFactor(ctx.db, ctx.session)),
  /** Turns two-factor sign-in on with a first code; answers the recovery codes, this once. */
  twoFactorEnable: adminProcedure
    .input(otpInput)
    .mutation(({ ctx, input }) =>
      enableTwoFactor(ctx.db, ctx.session, input.otp, ctx.now(), ctx.audit),
    ),
  /** Turns it off: the password and a code (or a recovery code). */
  twoFactorDisable: adminProcedure
    .input(twoFactorDisableInput)
    .use(
      rateLimited("loginFailures", "otp-fail", {
        count: "failures",
        per: "session",
        isFailure: (e) => e.code === "BAD_REQUEST",
      }),
    )
    .mutation(({ ctx, input }) =>
      disableTwoFactor(ctx.db, ctx.session, input, ctx.now(), ctx.audit),
    ),
  /** The owner's switch: two-factor sign-in required of the owner and admins. */
  twoFactorPolicy: adminProcedure
    .input(twoFactorPolicyInput)
    .mutation(({ ctx, input }) => setTwoFactorRequired(ctx.db, input.required, ctx.audit)),
});
