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
} from "../services/contact.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

export const contactRouter = router({
  submit: publicProcedure
    .input(contactInput)
    .use(rateLimited("contact", "contact"))
    .mutation(({ ctx, input }) => submitContact(ctx.db, input, ctx.now())),

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
    .mutation(({ ctx, input }) => updateContact(ctx.db, input)),
  setPriority: adminProcedure
    .input(contactPriorityInput)
    .mutation(({ ctx, input }) => updateContact(ctx.db, input)),
  reply: adminProcedure.input(contactReplyInput).mutation(async ({ ctx, input }) => {
    const submission = await replyToContact(ctx.db, input.id, input.reply, ctx.now());
    ctx.mailer.notify();
    return {
      submission,
      message: ctx.mailer.configured
        ? "Reply sent successfully!"
        : "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
    };
  }),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteContact(ctx.db, input.id)),
});
