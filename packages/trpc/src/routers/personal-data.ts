import { said } from "../rules/messages.js";
import { personalDataInput } from "../schemas/personal-data.js";
import { erasePersonalData, exportPersonalData } from "../services/personal-data.js";
import { adminProcedure, router } from "../trpc.js";

/**
 * A data-subject request for an address (docs/data-rights.md): everything kept about it, and its
 * erasure. Mutations, so the address travels in the request's body, never in a URL or a log.
 */
export const personalDataRouter = router({
  /** Everything kept about the address, as the JSON the person would download. */
  export: adminProcedure
    .input(personalDataInput)
    .mutation(({ ctx, input }) => exportPersonalData(ctx.db, input.email, ctx.now(), ctx.audit)),
  /** Erases it all; only the address's hash stays, on the suppression list. 404 when nothing is kept. */
  erase: adminProcedure.input(personalDataInput).mutation(async ({ ctx, input }) => ({
    erased: await erasePersonalData(
      ctx.db,
      input.email,
      { source: "admin", audit: ctx.audit },
      ctx.now(),
    ),
    ...said("privacy.erasedFor", { email: input.email }),
  })),
});
