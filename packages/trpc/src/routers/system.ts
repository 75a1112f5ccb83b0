import { said } from "../rules/messages.js";
import { countdownUpdateInput } from "../schemas/system.js";
import { getCountdown, updateCountdown } from "../services/countdown.js";
import { health, serverTime, systemStats } from "../services/system.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";

export const systemRouter = router({
  health: publicProcedure.query(({ ctx }) => health(ctx.db, ctx.dbKind, ctx.startedAt, ctx.now())),
  time: publicProcedure.query(({ ctx }) => serverTime(ctx.now())),
  countdown: publicProcedure.query(({ ctx }) => getCountdown(ctx.db, ctx.now())),
  setCountdown: adminProcedure.input(countdownUpdateInput).mutation(async ({ ctx, input }) => ({
    countdown: await updateCountdown(ctx.db, input, ctx.now(), ctx.audit),
    ...said("dashboard.countdownUpdated"),
  })),
  stats: adminProcedure.query(({ ctx }) =>
    systemStats(ctx.db, ctx.dbKind, ctx.startedAt, ctx.now()),
  ),
});
