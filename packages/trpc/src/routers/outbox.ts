import { paginationQuery } from "../schemas/common.js";
import { listOutbox } from "../services/email/outbox.js";
import { pagination } from "../services/pagination.js";
import { adminProcedure, router } from "../trpc.js";

export const outboxRouter = router({
  /** Every email the product has sent or will send, newest first, with its delivery state. */
  list: adminProcedure.input(paginationQuery).query(async ({ ctx, input }) => {
    const { rows, total } = await listOutbox(ctx.db, input.page, input.limit);
    return {
      items: rows.map((m) => ({
        ...m,
        nextAttemptAt: m.nextAttemptAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
        delivered: m.status === "sent",
      })),
      smtpConfigured: ctx.mailer.configured,
      pagination: pagination(input.page, input.limit, total),
    };
  }),
});
