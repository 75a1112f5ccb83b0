import { outboxFreshLinkInput, outboxListQuery, outboxRetryInput } from "../schemas/outbox.js";
import { listOutbox, retryOutboxMessage } from "../services/email/outbox/list.js";
import { emailLinkIssues, freshEmailLinks } from "../services/links/fresh-link.js";
import { said } from "../rules/messages.js";
import { adminProcedure, router } from "../trpc.js";

export const outboxRouter = router({
  /**
   * Every email the product has sent or will send, newest first, with its delivery state; by
   * state and a search on the recipient or subject, with the counts by state.
   */
  list: adminProcedure.input(outboxListQuery).query(async ({ ctx, input }) => {
    const { items, pagination, counts } = await listOutbox(ctx.db, input);
    return { items, smtpConfigured: ctx.mailer.configured, pagination, counts };
  }),
  /** A failed (or still queued) email goes back to the queue, due now; a sent one is 409. */
  retry: adminProcedure.input(outboxRetryInput).mutation(async ({ ctx, input }) => {
    const item = await retryOutboxMessage(ctx.db, input.id, ctx.now(), ctx.audit);
    ctx.mailer.notify();
    return {
      item,
      ...said(ctx.mailer.configured ? "outbox.retryQueued" : "outbox.retryNotConfigured"),
    };
  }),
  /**
   * "Copy a fresh link" (docs/links.md): a new working link for each link the email carries,
   * recorded as issued by an administrator; the stored email never holds one.
   */
  freshLink: adminProcedure
    .input(outboxFreshLinkInput)
    .mutation(({ ctx, input }) =>
      freshEmailLinks(ctx.db, input.id, ctx.siteUrl, ctx.now(), ctx.audit),
    ),
  /** The links issued for an email: at its delivery, and each one copied by an administrator. */
  linkIssues: adminProcedure
    .input(outboxFreshLinkInput)
    .query(({ ctx, input }) => emailLinkIssues(ctx.db, input.id)),
});
