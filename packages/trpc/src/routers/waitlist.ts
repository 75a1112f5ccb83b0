import { idInput, recentQuery } from "../schemas/common.js";
import {
  waitlistExportQuery,
  waitlistIdsInput,
  waitlistInviteNextInput,
  waitlistJoinInput,
  waitlistListQuery,
  waitlistUpdateInput,
} from "../schemas/waitlist.js";
import { exportWaitlistCsv } from "../services/waitlist/export.js";
import {
  inviteNextWaitlistEntries,
  inviteWaitlistEntries,
  inviteWaitlistEntry,
} from "../services/waitlist/invite.js";
import { joinWaitlist } from "../services/waitlist/join.js";
import {
  deleteWaitlistEntries,
  deleteWaitlistEntry,
  getWaitlistEntry,
  listWaitlist,
  recentWaitlist,
  updateWaitlistEntry,
  withInvitationOutcome,
} from "../services/waitlist/list.js";
import { waitlistStats } from "../services/waitlist/stats.js";
import {
  countOutcomes,
  deliveryMessage,
  saidWithLastError,
  type DeliveryTexts,
} from "../services/email/outbox/outcomes.js";
import { messageText, said, type Said } from "../rules/messages.js";
import type { Context } from "../context.js";
import { requestAttribution } from "../services/analytics/attribution.js";
import type { WaitlistEntryDto } from "../schemas/waitlist.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

export const JOIN_SUCCESS_MESSAGE = messageText("waitlist.joined");

/** What an invite answers with: true to what became of the email (see `deliveryMessage`). */
export const INVITE_TEXTS: DeliveryTexts = {
  sent: "waitlist.inviteSent",
  queued: "waitlist.inviteQueued",
  failed: "waitlist.inviteFailed",
  notConfigured: "waitlist.inviteNotDelivered",
};
export const INVITES_TEXTS: DeliveryTexts = {
  sent: "waitlist.invitesSent",
  queued: "waitlist.invitesQueued",
  failed: "waitlist.invitesFailed",
  notConfigured: "waitlist.invitesNotDelivered",
};
/** A bulk invite that found nobody to invite. */
export const NO_INVITATION_MESSAGE = messageText("waitlist.noInvitation");

/**
 * What an invite of an entry invited within the repeat window answers: when, and that its email
 * was sent or is still queued (with the reason of its last failed attempt, if any).
 */
export function recentInviteMessage(entry: WaitlistEntryDto, now: Date): Said {
  const since = entry.sentAt ? now.getTime() - Date.parse(entry.sentAt) : 0;
  const minutes = Math.max(0, Math.floor(since / 60_000));
  const ago =
    minutes < 1
      ? "less than a minute ago"
      : minutes === 1
        ? "1 minute ago"
        : `${minutes} minutes ago`;
  return entry.sentStatus === "sent"
    ? said("waitlist.recentlySent", { ago, minutes })
    : saidWithLastError("waitlist.recentlyQueued", entry.inviteError, { ago, minutes });
}

/** Tries the invitations just queued at once; answers their counts by state and the message. */
async function deliverInvitations(ctx: Context, emailIds: readonly string[]) {
  if (emailIds.length === 0) {
    return { delivery: countOutcomes([]), ...said("waitlist.noInvitation") };
  }
  const outcomes = await ctx.mailer.deliverNow(emailIds);
  return {
    delivery: countOutcomes(outcomes),
    ...deliveryMessage(INVITES_TEXTS, ctx.mailer.configured, outcomes),
  };
}

export const waitlistRouter = router({
  join: publicProcedure
    .input(waitlistJoinInput)
    .use(rateLimited("waitlistJoin", "waitlist-join"))
    .mutation(async ({ ctx, input }) => {
      const { email, language } = await joinWaitlist(ctx.db, input, await requestAttribution(ctx));
      return { email, language, ...said("waitlist.joined") };
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
  /**
   * Invites one entry and tries its email at once (waiting a few seconds at most): the answer
   * says whether it was delivered, is still queued, or failed. An entry invited within the repeat
   * window gets no second email; the answer says so.
   */
  invite: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const result = await inviteWaitlistEntry(ctx.db, input.id, ctx.siteUrl, now);
    if (result.recentlyInvited) {
      const { entry, delivery } = result;
      return { entry, delivery, recentlyInvited: true, ...recentInviteMessage(entry, now) };
    }
    const [outcome] = await ctx.mailer.deliverNow([result.emailId]);
    return {
      entry: withInvitationOutcome(result.entry, outcome!),
      delivery: outcome!.status,
      recentlyInvited: false,
      ...deliveryMessage(INVITE_TEXTS, ctx.mailer.configured, [outcome!]),
    };
  }),
  /**
   * Invites the chosen entries (registered ones and unknown ids are skipped, those invited within
   * the repeat window counted apart), in one go, and tries their emails at once.
   */
  inviteMany: adminProcedure.input(waitlistIdsInput).mutation(async ({ ctx, input }) => {
    const { emailIds, ...counts } = await inviteWaitlistEntries(
      ctx.db,
      input.ids,
      ctx.siteUrl,
      ctx.now(),
    );
    return { ...counts, ...(await deliverInvitations(ctx, emailIds)) };
  }),
  /** Invites the `count` oldest pending entries; concurrent calls never pick the same entry. */
  inviteNext: adminProcedure.input(waitlistInviteNextInput).mutation(async ({ ctx, input }) => {
    const { emailIds, ...counts } = await inviteNextWaitlistEntries(
      ctx.db,
      input.count,
      ctx.siteUrl,
      ctx.now(),
    );
    return { ...counts, ...(await deliverInvitations(ctx, emailIds)) };
  }),
  deleteMany: adminProcedure
    .input(waitlistIdsInput)
    .mutation(({ ctx, input }) => deleteWaitlistEntries(ctx.db, input.ids)),
  /** The CSV file, streamed in chunks, with the list's filters and order. */
  exportCsv: adminProcedure
    .input(waitlistExportQuery)
    .query(({ ctx, input }) => exportWaitlistCsv(ctx.db, input)),
});
