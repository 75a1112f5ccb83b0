import { said } from "../rules/messages.js";
import {
  suppressionAddInput,
  suppressionKeyInput,
  suppressionListQuery,
} from "../schemas/suppressions.js";
import {
  addSuppression,
  getSuppression,
  listSuppressions,
  removeSuppression,
  suppressionHistory,
} from "../services/email/suppression-admin.js";
import { adminProcedure, router } from "../trpc.js";

/**
 * The suppression list for the administrator (docs/email-delivery.md, "The suppression screen"):
 * the addresses never mailed with their reason, an address added or taken off, each change
 * recorded.
 */
export const suppressionsRouter = router({
  /** Newest first, by a search on the address and by reason. */
  list: adminProcedure
    .input(suppressionListQuery)
    .query(({ ctx, input }) => listSuppressions(ctx.db, input)),
  get: adminProcedure
    .input(suppressionKeyInput)
    .query(({ ctx, input }) => getSuppression(ctx.db, input.keyHash)),
  /** The administrators' adds and removals of the address, newest first. */
  history: adminProcedure
    .input(suppressionKeyInput)
    .query(({ ctx, input }) => suppressionHistory(ctx.db, input.keyHash)),
  /** An address never to mail again (reason `manual`); already on the list: 409 naming why. */
  add: adminProcedure.input(suppressionAddInput).mutation(async ({ ctx, input }) => {
    const item = await addSuppression(ctx.db, input, ctx.now(), ctx.audit);
    return { item, ...said("suppressions.added", { email: input.email }) };
  }),
  /** The address can be mailed again from now on; not on the list: 404. */
  remove: adminProcedure.input(suppressionKeyInput).mutation(async ({ ctx, input }) => {
    const item = await removeSuppression(ctx.db, input.keyHash, ctx.now(), ctx.audit);
    return { item, ...said("suppressions.removed") };
  }),
});
