import { idInput, recentQuery } from "../schemas/common.js";
import {
  waitlistExportQuery,
  waitlistIdsInput,
  waitlistInviteNextInput,
  waitlistJoinInput,
  waitlistListQuery,
  waitlistUpdateInput,
} from "../schemas/waitlist.js";
import {
  deleteWaitlistEntries,
  deleteWaitlistEntry,
  exportWaitlistCsv,
  getWaitlistEntry,
  inviteNextWaitlistEntries,
  inviteWaitlistEntries,
  inviteWaitlistEntry,
  joinWaitlist,
  listWaitlist,
  recentWaitlist,
  updateWaitlistEntry,
  waitlistStats,
} from "../services/waitlist.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

export const JOIN_SUCCESS_MESSAGE = "You're on the list! We'll notify you when we launch.";

/** What an invite answers with: honest about whether the mail can go out at all. */
const inviteMessage = (smtpConfigured: boolean, many: boolean) =>
  smtpConfigured
    ? `${many ? "Invitations" : "Invitation"} queued for delivery`
    : many
      ? "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)"
      : "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";

export const waitlistRouter = router({
  join: publicProcedure
    .input(waitlistJoinInput)
    .use(rateLimited("waitlistJoin", "waitlist-join"))
    .mutation(async ({ ctx, input }) => {
      const { email, language } = await joinWaitlist(ctx.db, input);
      return { email, language, message: JOIN_SUCCESS_MESSAGE };
    }),
  stats: publicProcedure.query(({ ctx }) => waitlistStats(ctx.db)),

  list: adminProcedure
    .input(waitlistListQuery)
    .query(({ ctx, input }) => listWaitlist(ctx.db, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getWaitlistEntry(ctx.db, input.id)),
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
    return { entry, message: inviteMessage(ctx.mailer.configured, false) };
  }),
  /** Invites the chosen entries (registered ones and unknown ids are skipped), in one go. */
  inviteMany: adminProcedure.input(waitlistIdsInput).mutation(async ({ ctx, input }) => {
    const result = await inviteWaitlistEntries(ctx.db, input.ids, ctx.siteUrl, ctx.now());
    if (result.invited > 0) ctx.mailer.notify();
    return { ...result, message: inviteMessage(ctx.mailer.configured, true) };
  }),
  /** Invites the `count` oldest pending entries; concurrent calls never pick the same entry. */
  inviteNext: adminProcedure.input(waitlistInviteNextInput).mutation(async ({ ctx, input }) => {
    const result = await inviteNextWaitlistEntries(ctx.db, input.count, ctx.siteUrl, ctx.now());
    if (result.invited > 0) ctx.mailer.notify();
    return { ...result, message: inviteMessage(ctx.mailer.configured, true) };
  }),
  deleteMany: adminProcedure
    .input(waitlistIdsInput)
    .mutation(({ ctx, input }) => deleteWaitlistEntries(ctx.db, input.ids)),
  /** The CSV file, streamed in chunks, with the list's filters and order. */
  exportCsv: adminProcedure
    .input(waitlistExportQuery)
    .query(({ ctx, input }) => exportWaitlistCsv(ctx.db, input)),
});
