import { idInput, recentQuery } from "../schemas/common.js";
import {
  contactInput,
  contactListQuery,
  contactPriorityInput,
  contactReplyInput,
  contactUpdateInput,
} from "../schemas/contact.js";
import {
  contactStats,
  getContact,
  deleteContact,
  listContacts,
  recentContacts,
  replyToContact,
  submitContact,
  updateContact,
  withReplyOutcome,
} from "../services/contact.js";
import { requestAttribution } from "../services/analytics/attribution.js";
import { deliveryMessage, type DeliveryTexts } from "../services/email/outbox/outcomes.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

/** What a reply answers with: true to what became of the email (see `deliveryMessage`). */
export const REPLY_TEXTS: DeliveryTexts = {
  sent: "contact.replySent",
  queued: "contact.replyQueued",
  failed: "contact.replyFailed",
  notConfigured: "contact.replyNotDelivered",
};

export const contactRouter = router({
  submit: publicProcedure
    .input(contactInput)
    .use(rateLimited("contact", "contact"))
    .mutation(async ({ ctx, input }) =>
      submitContact(ctx.db, input, ctx.now(), await requestAttribution(ctx)),
    ),

  list: adminProcedure
    .input(contactListQuery)
    .query(({ ctx, input }) => listContacts(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => contactStats(ctx.db)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getContact(ctx.db, input.id)),
  recent: adminProcedure
    .input(recentQuery)
    .query(({ ctx, input }) => recentContacts(ctx.db, input.days, ctx.now())),
  update: adminProcedure
    .input(contactUpdateInput)
    .mutation(({ ctx, input }) => updateContact(ctx.db, input, ctx.audit)),
  setPriority: adminProcedure
    .input(contactPriorityInput)
    .mutation(({ ctx, input }) => updateContact(ctx.db, input, ctx.audit, "contact.priority")),
  /**
   * Stores and emails the reply, trying the email at once (waiting a few seconds at most): the
   * answer says whether it was delivered, is still queued, or failed.
   */
  reply: adminProcedure.input(contactReplyInput).mutation(async ({ ctx, input }) => {
    const { submission, emailId } = await replyToContact(
      ctx.db,
      input.id,
      input.reply,
      ctx.now(),
      ctx.audit,
    );
    const [outcome] = await ctx.mailer.deliverNow([emailId]);
    return {
      submission: withReplyOutcome(submission, outcome!),
      delivery: outcome!.status,
      ...deliveryMessage(REPLY_TEXTS, ctx.mailer.configured, [outcome!]),
    };
  }),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteContact(ctx.db, input.id, ctx.audit)),
});
