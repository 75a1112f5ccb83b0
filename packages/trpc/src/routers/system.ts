import { getCountdown } from "../services/countdown.js";
import { health, serverTime } from "../services/system.js";
import { publicProcedure, router } from "../trpc.js";

export const systemRouter = router({
  health: publicProcedure.query(({ ctx }) => health(ctx.db, ctx.dbKind, ctx.startedAt, ctx.now())),
  time: publicProcedure.query(({ ctx }) => serverTime(ctx.now())),
  countdown: publicProcedure.query(({ ctx }) => getCountdown(ctx.db, ctx.now())),
});
