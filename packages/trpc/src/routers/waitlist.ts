import { waitlistJoinInput } from "../schemas/waitlist.js";
import { enforceLimit } from "../services/rate-limit.js";
import { joinWaitlist, waitlistStats } from "../services/waitlist.js";
import { publicProcedure, router } from "../trpc.js";

export const JOIN_SUCCESS_MESSAGE = "You're on the list! We'll notify you when we launch.";

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistJoinInput).mutation(async ({ ctx, input }) => {
    if (ctx.limits)
      await enforceLimit(ctx.limiter, `waitlist-join:${ctx.clientIp}`, ctx.limits.waitlistJoin);
    const { email, language } = await joinWaitlist(ctx.db, input);
    return { email, language, message: JOIN_SUCCESS_MESSAGE };
  }),
  stats: publicProcedure.query(({ ctx }) => waitlistStats(ctx.db)),
});
