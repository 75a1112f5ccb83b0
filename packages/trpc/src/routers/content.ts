import { policySaveInput, policyDocumentSchema, publicPolicyQuery } from "../schemas/content.js";
import { z } from "zod";
import { said } from "../rules/messages.js";
import {
  allSections,
  publishedSections,
  SAVED_MESSAGE,
  saveSections,
} from "../services/content.js";
import { adminProcedure, publicProcedure, router } from "../trpc.js";

export const contentRouter = router({
  /** Published sections for the public pages. */
  published: publicProcedure
    .input(publicPolicyQuery)
    .query(({ ctx, input }) => publishedSections(ctx.db, input.document, input.language)),
  /** Every section, drafts included. */
  all: adminProcedure
    .input(z.object({ document: policyDocumentSchema }))
    .query(({ ctx, input }) => allSections(ctx.db, input.document)),
  save: adminProcedure.input(policySaveInput).mutation(async ({ ctx, input }) => {
    const today = ctx.now().toISOString().slice(0, 10);
    const sections = await saveSections(ctx.db, input.document, input.sections, today, ctx.audit);
    return { sections, ...said(SAVED_MESSAGE[input.document]) };
  }),
});
