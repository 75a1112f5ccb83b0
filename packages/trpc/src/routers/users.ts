import { idInput } from "../schemas/common.js";
import {
  invitationTokenSchema,
  registerInput,
  userInviteInput,
  userListQuery,
  userMessageInput,
  userUpdateInput,
} from "../schemas/users.js";
import { said } from "../rules/messages.js";
import { deliverOne, type DeliveryTexts } from "../services/email/outbox/outcomes.js";
import { checkInvitation, inviteUser, registerFromInvitation } from "../services/invitations.js";
import {
  deleteUser,
  getUser,
  listUsers,
  messageUser,
  updateUser,
  userStats,
} from "../services/users.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";
import { z } from "zod";
import { INVITE_TEXTS } from "./waitlist.js";

/** What a message to a user answers with: true to what became of the email. */
export const USER_MESSAGE_TEXTS: DeliveryTexts = {
  sent: "users.messageSent",
  queued: "users.messageQueued",
  failed: "users.messageFailed",
  notConfigured: "users.messageNotDelivered",
};

/** SPEC 2.10's users, for the administrator (docs/users.md). */
export const usersRouter = router({
  list: adminProcedure.input(userListQuery).query(({ ctx, input }) => listUsers(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => userStats(ctx.db, ctx.now())),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getUser(ctx.db, input.id)),
  update: adminProcedure
    .input(userUpdateInput)
    .mutation(({ ctx, input }) => updateUser(ctx.db, input, ctx.audit)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteUser(ctx.db, input.id, ctx.audit)),
  /** Emails the user (in their language's layout) and tries the email at once. */
  message: adminProcedure.input(userMessageInput).mutation(async ({ ctx, input }) => {
    const emailId = await messageUser(ctx.db, input, ctx.audit);
    return deliverOne(ctx.mailer, emailId, USER_MESSAGE_TEXTS);
  }),
  /** Add user: an invitation to register with the chosen name and role. */
  invite: adminProcedure.input(userInviteInput).mutation(async ({ ctx, input }) => {
    const { invitation, emailId } = await inviteUser(
      ctx.db,
      input,
      ctx.siteUrl,
      ctx.now(),
      ctx.audit,
    );
    return { invitation, ...(await deliverOne(ctx.mailer, emailId, INVITE_TEXTS)) };
  }),
});

/** The public side of an invitation: the registration page's two calls. */
export const registrationRouter = router({
  check: publicProcedure
    .input(z.object({ token: invitationTokenSchema }))
    .query(({ ctx, input }) => checkInvitation(ctx.db, input.token, ctx.now())),
  register: publicProcedure
    .input(registerInput)
    .use(rateLimited("registration", "registration"))
    .mutation(async ({ ctx, input }) => {
      const user = await registerFromInvitation(ctx.db, input, ctx.now());
      return { user, ...said("registration.registered") };
    }),
});
