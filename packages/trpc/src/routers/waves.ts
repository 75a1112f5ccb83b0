// Invitation waves (docs/email-delivery.md, "Invitation waves"): the live list with the pace,
// and the administrator's pause, resume and cancel. Waves are made by the waitlist's bulk
// invitations (`startWave`, used by waitlist.inviteMany and waitlist.inviteNext).
import { idInput } from "../schemas/common.js";
import {
  countOutcomes,
  deliveryMessage,
  type DeliveryTexts,
} from "../services/email/outbox/outcomes.js";
import { releaseWaves } from "../services/waitlist/wave-release.js";
import {
  cancelWave,
  getWave,
  listWaves,
  pauseWave,
  resumeWave,
} from "../services/waitlist/waves.js";
import { said } from "../rules/messages.js";
import type { Context } from "../context.js";
import { adminProcedure, router } from "../trpc.js";

/** What a bulk invitation answers when its whole wave went at once (see `deliveryMessage`). */
export const INVITES_TEXTS: DeliveryTexts = {
  sent: "waitlist.invitesSent",
  queued: "waitlist.invitesQueued",
  failed: "waitlist.invitesFailed",
  notConfigured: "waitlist.invitesNotDelivered",
};

/**
 * Runs a release round for a wave just made and tries the invitations it let go at once (waiting a
 * few seconds at most). Answers how many went now, the wave and the message: the delivery's when
 * the whole wave went, else how many follow at the sending pace.
 */
export async function startWave(ctx: Context, waveId: string | null) {
  if (!waveId) {
    return {
      invited: 0,
      wave: null,
      delivery: countOutcomes([]),
      ...said("waitlist.noInvitation"),
    };
  }
  const round = await releaseWaves(ctx.db, ctx.siteUrl, ctx.now());
  const emailIds = round.emailIds.get(waveId) ?? [];
  const outcomes = await ctx.mailer.deliverNow(emailIds);
  ctx.mailer.notify();
  const wave = await getWave(ctx.db, waveId);
  const message =
    wave.queued > 0
      ? said("waitlist.wavePaced", { now: wave.released, queued: wave.queued })
      : wave.released === 0
        ? said("waitlist.noInvitation")
        : deliveryMessage(INVITES_TEXTS, ctx.mailer.configured, outcomes);
  // Another admin's round at the same moment may have let some of this wave go: they count too
  // (that round's call delivers them).
  return { invited: wave.released, wave, delivery: countOutcomes(outcomes), ...message };
}

export const wavesRouter = router({
  /** The most recent waves with their counts, and today's pace. Polled while a wave sends. */
  list: adminProcedure.query(({ ctx }) => listWaves(ctx.db, ctx.now())),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getWave(ctx.db, input.id)),
  pause: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => pauseWave(ctx.db, input.id, ctx.now(), ctx.audit)),
  /** Resumes a paused wave and lets go at once what the pace allows. */
  resume: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const answer = await resumeWave(ctx.db, input.id, ctx.now(), ctx.audit);
    await releaseWaves(ctx.db, ctx.siteUrl, ctx.now());
    ctx.mailer.notify();
    return { ...answer, wave: await getWave(ctx.db, input.id) };
  }),
  cancel: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => cancelWave(ctx.db, input.id, ctx.now(), ctx.audit)),
});
