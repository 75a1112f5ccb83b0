import {
  policyDocumentSchema,
  policyNoticesQuery,
  policySaveInput,
  policyVersionInput,
  policyVersionsQuery,
  publicPolicyQuery,
} from "../schemas/content.js";
import { z } from "zod";
import { said } from "../rules/messages.js";
import {
  allSections,
  publishedSections,
  SAVED_MESSAGE,
  saveSections,
} from "../services/content.js";
import {
  getVersion,
  listVersions,
  policyNotices,
  restoreVersion,
} from "../services/policy-versions.js";
import type { Context } from "../context.js";

const today = (ctx: Context) => ctx.now().toISOString().slice(0, 10);
import { adminProcedure, publicProcedure, router } from "../trpc.js";

export const contentRouter = router({
  /** Published sections for the public pages. */
  published: publicProcedure
    .input(publicPolicyQuery)
    .query(({ ctx, input }) =>
      publishedSections(ctx.db, input.document, input.language, today(ctx)),
    ),
  /** A document's published versions, newest first (public: /privacy/versions). */
  versions: publicProcedure
    .input(policyVersionsQuery)
    .query(({ ctx, input }) => listVersions(ctx.db, input.document, input.language, today(ctx))),
  /** The material changes still ahead in a language: the site's banner until they take effect. */
  notices: publicProcedure
    .input(policyNoticesQuery)
    .query(({ ctx, input }) => policyNotices(ctx.db, input.language)),
  /** One version with its sections as published (public: each version has its own address). */
  version: publicProcedure
    .input(policyVersionInput)
    .query(({ ctx, input }) => getVersion(ctx.db, input.document, input.id, today(ctx))),
  /** Publishes a version's sections again, as a new version in effect today. */
  restoreVersion: adminProcedure.input(policyVersionInput).mutation(async ({ ctx, input }) => {
    const restored = await restoreVersion(ctx.db, input.document, input.id, {
      today: today(ctx),
      now: ctx.now(),
      audit: ctx.audit,
    });
    return { ...restored, ...said("content.versionRestored", restored) };
  }),
  /** Every section, drafts included. */
  all: adminProcedure
    .input(z.object({ document: policyDocumentSchema }))
    .query(({ ctx, input }) => allSections(ctx.db, input.document)),
  save: adminProcedure.input(policySaveInput).mutation(async ({ ctx, input }) => {
    const sections = await saveSections(
      ctx.db,
      input.document,
      input.sections,
      today(ctx),
      ctx.audit,
      { now: ctx.now(), summaryEn: "", summaryAr: "", material: false, ...input.publish },
    );
    return { sections, ...said(SAVED_MESSAGE[input.document]) };
  }),
});
