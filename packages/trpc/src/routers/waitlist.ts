import { idInput, recentQuery } from "../schemas/common.js";
import {
  waitlistExportQuery,
  waitlistJoinInput,
  waitlistListQuery,
  waitlistUpdateInput,
} from "../schemas/waitlist.js";
import { enforceLimit } from "../services/rate-limit.js";
import {
  deleteWaitlistEntry,
  exportWaitlistCsv,
  inviteWaitlistEntry,
  joinWaitlist,
  listWaitlist,
  recentWaitlist,
  updateWaitlistEntry,
  waitlistStats,
} from "../services/waitlist.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";

export const JOIN_SUCCESS_MESSAGE = "You're on the list! We'll notify you when we launch.";

export const waitlistRouter = router({
  join: publicProcedure.input(waitlistJoinInput).mutation(async ({ ctx, input }) => {
    if (ctx.limits) {
      await enforceLimit(ctx.limiter, `waitlist-join:${ctx.clientIp}`, ctx.limits.waitlistJoin);
    }
    const { email, language } = await joinWaitlist(ctx.db, input);
    return { email, language, message: JOIN_SUCCESS_MESSAGE };
  }),
  stats: publicProcedure.query(({ ctx }) => waitlistStats(ctx.db)),

  list: adminProcedure
    .input(waitlistListQuery)
    .query(({ ctx, input }) => listWaitlist(ctx.db, input)),
  recent: adminProcedure
    .input(recentQuery)
    .query(({ ctx, input }) => recentWaitlist(ctx.db, input.days, ctx.now())),
  update: adminProcedure
    .input(waitlistUpdateInput)
    .mutation(({ ctx, input }) => updateWaitlistEntry(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteWaitlistEntry(ctx.db, input.id)),
  invite: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const entry = await inviteWaitlistEntry(ctx.db, input.id, ctx.siteUrl, ctx.now());
    ctx.mailer.notify();
    return {
      entry,
      message: ctx.mailer.configured
        ? "Invitation queued for delivery"
        : "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
    };
  }),
  /** The CSV file, streamed in chunks. */
  exportCsv: adminProcedure
    .input(waitlistExportQuery)
    .query(({ ctx, input }) => exportWaitlistCsv(ctx.db, input)),
});
