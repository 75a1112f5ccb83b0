import { idInput } from "../schemas/common.js";
import { teamMemberAddInput } from "../schemas/settings.js";
import { teamAcceptInput, teamInviteTokenInput, teamMemberUpdateInput } from "../schemas/team.js";
import type { Context } from "../context.js";
import { deliverOne, type DeliveryTexts } from "../services/email/outbox/outcomes.js";
import { auditActor, type AdminSession } from "../services/auth.js";
import {
  addTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeam,
  resendTeamInvite,
  updateTeamMember,
} from "../services/team.js";
import { acceptTeamInvite, checkTeamInvite } from "../services/team-invites.js";
import { endSessionsOf, listSessions } from "../services/admin-sessions.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

/** What sending an invitation answers: true to what became of the email. */
const INVITE_TEXTS: DeliveryTexts = {
  sent: "team.inviteSent",
  queued: "team.inviteQueued",
  failed: "team.inviteFailed",
  notConfigured: "team.inviteNotDelivered",
};

/** The invitation's sender, named in it, and where its link leads. */
async function inviteFrom(ctx: Context & { session: AdminSession }) {
  const actor = await auditActor(ctx.db, ctx.session, ctx.clientIp);
  return { inviter: actor.name, siteUrl: ctx.siteUrl, actor };
}

/**
 * Settings > Team members (docs/team.md): the owner first; members are invited by email, accept
 * at /admin/accept, can be suspended; the owner cannot be deleted, demoted or suspended.
 */
export const teamRouter = router({
  list: adminProcedure.query(({ ctx }) => listTeam(ctx.db)),
  /** Adds a member and sends their invitation (tried at once). */
  add: adminProcedure.input(teamMemberAddInput).mutation(async ({ ctx, input }) => {
    const { member, emailId } = await addTeamMember(ctx.db, input, await inviteFrom(ctx));
    return { member, ...(await deliverOne(ctx.mailer, emailId, INVITE_TEXTS)) };
  }),
  /** The invitation again, to a member who has not accepted yet. */
  resendInvite: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const emailId = await resendTeamInvite(ctx.db, input.id, await inviteFrom(ctx));
    return deliverOne(ctx.mailer, emailId, INVITE_TEXTS);
  }),
  /** A member's role, or their status (suspend, let back in), one at a time. */
  update: adminProcedure
    .input(teamMemberUpdateInput)
    .mutation(async ({ ctx, input }) =>
      updateTeamMember(ctx.db, input, await auditActor(ctx.db, ctx.session, ctx.clientIp)),
    ),
  delete: adminProcedure
    .input(idInput)
    .mutation(async ({ ctx, input }) =>
      deleteTeamMember(ctx.db, input.id, await auditActor(ctx.db, ctx.session, ctx.clientIp)),
    ),
  /** A member's open sessions (the owner's view of anyone's). */
  sessions: adminProcedure.input(idInput).query(async ({ ctx, input }) => {
    await getTeamMember(ctx.db, input.id);
    return listSessions(ctx.db, input.id, ctx.session, ctx.now());
  }),
  /** Ends every session of a member (the owner's "sign them out everywhere"). */
  endSessions: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await getTeamMember(ctx.db, input.id);
    return endSessionsOf(ctx.db, input.id, ctx.session.sessionId, ctx.now());
  }),
  /** The acceptance page's first call: the link's state and whose it is. */
  inviteCheck: publicProcedure
    .input(teamInviteTokenInput)
    .use(rateLimited("registration", "team-accept"))
    .query(({ ctx, input }) => checkTeamInvite(ctx.db, input.token, ctx.now())),
  /** The invited member's password: their account is active and they are signed in. */
  accept: publicProcedure
    .input(teamAcceptInput)
    .use(rateLimited("registration", "team-accept"))
    .mutation(({ ctx, input }) => acceptTeamInvite(ctx, input)),
});
