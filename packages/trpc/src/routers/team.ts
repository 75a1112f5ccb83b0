import { idInput } from "../schemas/common.js";
import { teamMemberAddInput } from "../schemas/settings.js";
import { teamAcceptInput, teamInviteTokenInput, teamMemberUpdateInput } from "../schemas/team.js";
import type { Context } from "../context.js";
import { deliverOne, type DeliveryTexts } from "../services/email/outbox/outcomes.js";
import type { AdminSession } from "../services/auth.js";
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
const inviteFrom = (ctx: Context & { session: AdminSession }) => ({
  inviter: ctx.session.memberName,
  siteUrl: ctx.siteUrl,
});

/**
 * Settings > Team members (docs/team.md): the owner first; members are invited by email, accept
 * at /admin/accept, can be suspended; the owner cannot be deleted, demoted or suspended.
 */
export const teamRouter = router({
  list: adminProcedure.query(({ ctx }) => listTeam(ctx.db)),
  /** Adds a member and sends their invitation (tried at once). */
  add: adminProcedure.input(teamMemberAddInput).mutation(async ({ ctx, input }) => {
    const { member, emailId } = await addTeamMember(ctx.db, input, inviteFrom(ctx), ctx.audit);
    return { member, ...(await deliverOne(ctx.mailer, emailId, INVITE_TEXTS)) };
  }),
  /** The invitation again, to a member who has not accepted yet. */
  resendInvite: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const emailId = await resendTeamInvite(ctx.db, input.id, inviteFrom(ctx), ctx.audit);
    return deliverOne(ctx.mailer, emailId, INVITE_TEXTS);
  }),
  /** A member's role, or their status (suspend, let back in), one at a time. */
  update: adminProcedure
    .input(teamMemberUpdateInput)
    .mutation(({ ctx, input }) => updateTeamMember(ctx.db, input, ctx.audit)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteTeamMember(ctx.db, input.id, ctx.audit)),
  /** A member's open sessions (the owner's view of anyone's). */
  sessions: adminProcedure.input(idInput).query(async ({ ctx, input }) => {
    await getTeamMember(ctx.db, input.id);
    return listSessions(ctx.db, input.id, ctx.session, ctx.now());
  }),
  /** Ends every session of a member (the owner's "sign them out everywhere"). */
  endSessions: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const member = await getTeamMember(ctx.db, input.id);
    return endSessionsOf(ctx.db, input.id, ctx.session.sessionId, ctx.now(), {
      trail: ctx.audit,
      member,
    });
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
