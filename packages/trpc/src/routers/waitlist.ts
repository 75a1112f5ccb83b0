import { idInput, recentQuery } from "../schemas/common.js";
import {
  waitlistExportQuery,
  waitlistIdsInput,
  waitlistInviteNextInput,
  waitlistJoinInput,
  waitlistListQuery,
  waitlistUpdateInput,
} from "../schemas/waitlist.js";
import { startWaitlistExport } from "../services/waitlist/export.js";
import { inviteWaitlistEntry, planChosenWave, planNextWave } from "../services/waitlist/invite.js";
import { startWave } from "./waves.js";
import { ADDRESS_JOINS_PER_DAY, joinWaitlist } from "../services/waitlist/join.js";
import {
  checkConfirmLink,
  confirmWaitlistEntry,
  notMeWaitlistEntry,
  resendConfirmation,
} from "../services/waitlist/confirm.js";
import { reviewReferrals, topReferrers } from "../services/waitlist/referrals.js";
import { readWaitlistSettings, updateWaitlistSettings } from "../services/waitlist/settings.js";
import { waitlistLeaderboard, waitlistStatus } from "../services/waitlist/status.js";
import {
  waitlistReviewInput,
  waitlistSettingsUpdate,
  waitlistTokenInput,
} from "../schemas/waitlist-growth.js";
import {
  getWaitlistEntry,
  listWaitlist,
  recentWaitlist,
  withInvitationOutcome,
} from "../services/waitlist/list.js";
import {
  deleteWaitlistEntries,
  deleteWaitlistEntry,
  updateWaitlistEntry,
} from "../services/waitlist/edit.js";
import { waitlistStats } from "../services/waitlist/stats.js";
import { eraseByStatusToken, personalDataOfStatusToken } from "../services/personal-data.js";
import {
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

/**
 * Whether this client address has joined more than ADDRESS_JOINS_PER_DAY times today: its joins'
 * referrals are then suspect (a fraud rule; the joins themselves are kept). Counted in the rate
 * limiter's store, which forgets the address after the day; never written to the database.
 */
async function addressBurst(ctx: Context) {
  if (!ctx.limits) return false;
  const verdict = await ctx.limiter.take(`waitlist-join-day:${ctx.clientIp}`, {
    max: ADDRESS_JOINS_PER_DAY,
    windowMs: 86_400_000,
  });
  return !verdict.allowed;
}

/** How long a client address is remembered as having opened a status page (a self-referral). */
const OWN_STATUS_MS = 86_400_000;
const ownStatusKey = (ctx: Context, code: string) => `waitlist-own-status:${ctx.clientIp}:${code}`;

/**
 * Remembers, for a day, that this client address opened the status page of the entry with this
 * referral code: only that person has its link. In the rate limiter's store, never in the
 * database.
 */
async function rememberOwnStatus(ctx: Context, code: string | null) {
  if (!code || !ctx.limits) return;
  await ctx.limiter.take(ownStatusKey(ctx, code), { max: 1, windowMs: OWN_STATUS_MS });
}

/**
 * Whether a join through `code` comes from a client address that opened that code's own status
 * page today: the referrer joining again under another address (the self-referral rule). Reads
 * the mark without adding to it (a call taken is given back).
 */
async function joinsOwnCode(ctx: Context, code: string | undefined) {
  if (!code || !ctx.limits) return false;
  const rule = { max: 1, windowMs: OWN_STATUS_MS };
  const key = ownStatusKey(ctx, code.toUpperCase());
  const verdict = await ctx.limiter.take(key, rule);
  await ctx.limiter.giveBack(key, rule);
  return !verdict.allowed;
}

export const waitlistRouter = router({
  join: publicProcedure
    .input(waitlistJoinInput)
    .use(rateLimited("waitlistJoin", "waitlist-join"))
    .mutation(async ({ ctx, input }) => {
      const { email, language, emailId } = await joinWaitlist(
        ctx.db,
        input,
        await requestAttribution(ctx),
        {
          now: ctx.now(),
          siteUrl: ctx.siteUrl,
          addressBurst: await addressBurst(ctx),
          ownCode: await joinsOwnCode(ctx, input.ref),
        },
      );
      if (emailId) ctx.mailer.notify();
      return { email, language, ...said("waitlist.joined") };
    }),
  /** What the confirmation page shows for its link; reading it changes nothing. */
  confirmCheck: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .query(({ ctx, input }) => checkConfirmLink(ctx.db, input.token, ctx.now())),
  /** A person's click on Confirm; answers a status token for the status page. */
  confirm: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .mutation(async ({ ctx, input }) => {
      const result = await confirmWaitlistEntry(ctx.db, input.token, ctx.siteUrl, ctx.now());
      ctx.mailer.notify();
      return result;
    }),
  /** "This wasn't me": the entry goes and the address is never mailed again. */
  notMe: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .mutation(({ ctx, input }) => notMeWaitlistEntry(ctx.db, input.token, ctx.now())),
  /** A new confirmation email for the entry of a (typically expired) link. */
  resendConfirmation: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .mutation(async ({ ctx, input }) => {
      const { emailId, ...answer } = await resendConfirmation(
        ctx.db,
        input.token,
        ctx.siteUrl,
        ctx.now(),
      );
      if (emailId) ctx.mailer.notify();
      return answer;
    }),
  /** The status page: place in the queue, referral link and count. */
  status: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .query(async ({ ctx, input }) => {
      const status = await waitlistStatus(ctx.db, input.token, ctx.siteUrl);
      await rememberOwnStatus(ctx, status.referralCode);
      return status;
    }),
  /** The person's data as JSON (docs/data-rights.md), by their status link. */
  statusData: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .mutation(({ ctx, input }) => personalDataOfStatusToken(ctx.db, input.token, ctx.now())),
  /** The person's click on "Erase my data": everything goes, only the address's hash stays. */
  eraseData: publicProcedure
    .input(waitlistTokenInput)
    .use(rateLimited("waitlistLink", "waitlist-link"))
    .mutation(({ ctx, input }) => eraseByStatusToken(ctx.db, input.token, ctx.now())),
  leaderboard: publicProcedure.query(({ ctx }) => waitlistLeaderboard(ctx.db)),
  stats: publicProcedure.query(({ ctx }) => waitlistStats(ctx.db)),

  list: adminProcedure
    .input(waitlistListQuery)
    .query(({ ctx, input }) => listWaitlist(ctx.db, input, ctx.now())),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getWaitlistEntry(ctx.db, input.id)),
  recent: adminProcedure
    .input(recentQuery)
    .query(({ ctx, input }) => recentWaitlist(ctx.db, input.days, ctx.now())),
  update: adminProcedure
    .input(waitlistUpdateInput)
    .mutation(({ ctx, input }) => updateWaitlistEntry(ctx.db, input, ctx.audit)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteWaitlistEntry(ctx.db, input.id, ctx.audit)),
  /**
   * Invites one entry and tries its email at once (waiting a few seconds at most): the answer
   * says whether it was delivered, is still queued, or failed. An entry invited within the repeat
   * window gets no second email; the answer says so.
   */
  invite: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const result = await inviteWaitlistEntry(ctx.db, input.id, ctx.siteUrl, now, ctx.audit);
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
   * A wave of the chosen entries (registered ones and unknown ids are skipped, those invited
   * within the repeat window or already waiting in a wave counted apart): what the sending pace
   * allows goes at once and is tried at once, the rest follows at the pace.
   */
  inviteMany: adminProcedure.input(waitlistIdsInput).mutation(async ({ ctx, input }) => {
    const { waveId, skipped, recentlyInvited, alreadyWaiting } = await planChosenWave(
      ctx.db,
      input.ids,
      ctx.now(),
      ctx.audit,
    );
    return { skipped, recentlyInvited, alreadyWaiting, ...(await startWave(ctx, waveId)) };
  }),
  /**
   * A wave of the next `count` entries by queue position, confirmed ones only unless
   * `includeUnconfirmed`; concurrent calls never pick the same entry. Sent at the pace, as above.
   */
  inviteNext: adminProcedure.input(waitlistInviteNextInput).mutation(async ({ ctx, input }) => {
    const { waveId, recentlyInvited } = await planNextWave(
      ctx.db,
      input.count,
      ctx.now(),
      { includeUnconfirmed: input.includeUnconfirmed },
      ctx.audit,
    );
    return { recentlyInvited, ...(await startWave(ctx, waveId)) };
  }),
  settings: adminProcedure.query(({ ctx }) => readWaitlistSettings(ctx.db)),
  updateSettings: adminProcedure.input(waitlistSettingsUpdate).mutation(async ({ ctx, input }) => ({
    settings: await updateWaitlistSettings(ctx.db, input, ctx.audit),
    ...said("waitlist.settingsSaved"),
  })),
  /** Approve or reject referrals in the review queue, in bulk. */
  review: adminProcedure
    .input(waitlistReviewInput)
    .mutation(({ ctx, input }) => reviewReferrals(ctx.db, input.ids, input.decision, ctx.audit)),
  topReferrers: adminProcedure.query(({ ctx }) => topReferrers(ctx.db, 10)),
  deleteMany: adminProcedure
    .input(waitlistIdsInput)
    .mutation(({ ctx, input }) => deleteWaitlistEntries(ctx.db, input.ids, ctx.audit)),
  /** The CSV file, streamed in chunks, with the list's filters and order; recorded as it starts. */
  exportCsv: adminProcedure
    .input(waitlistExportQuery)
    .query(({ ctx, input }) => startWaitlistExport(ctx.db, input, ctx.now(), ctx.audit)),
});
