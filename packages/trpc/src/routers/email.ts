import { z } from "zod";
import {
  emailPreviewInput,
  emailPreviewOutput,
  emailTemplateOutput,
} from "../schemas/email-templates.js";
import { unsubscribeCheckOutput, unsubscribeTokenInput } from "../schemas/unsubscribe.js";
import { emailPreview, emailTemplates } from "../services/email/previews.js";
import { checkUnsubscribeLink, unsubscribe } from "../services/email/unsubscribe.js";
import { adminProcedure, publicProcedure, rateLimited, router } from "../trpc.js";

/**
 * The unsubscribe page's calls (docs/email-delivery.md): what a link is for, and a person's click.
 * The one-click POST of RFC 8058 (`POST /unsubscribe?token=...`) is the server's own route and
 * calls the same service. And the administrator's preview of every email template.
 */
export const emailRouter = router({
  /** What the unsubscribe page shows for its link; reading it changes nothing. */
  unsubscribeCheck: publicProcedure
    .input(unsubscribeTokenInput)
    .output(unsubscribeCheckOutput)
    .use(rateLimited("waitlistLink", "unsubscribe"))
    .query(({ ctx, input }) => checkUnsubscribeLink(ctx.db, input.token)),
  /** A person's click on Unsubscribe: the address goes on the suppression list. */
  unsubscribe: publicProcedure
    .input(unsubscribeTokenInput)
    .use(rateLimited("waitlistLink", "unsubscribe"))
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, input.token, "page", ctx.now())),
  /** Every email template (docs/email-delivery.md, "Templates"), in the preview's order. */
  previews: adminProcedure.output(z.array(emailTemplateOutput)).query(() => emailTemplates()),
  /** A template rendered with sample data in a language, as delivered; unknown name: 404. */
  preview: adminProcedure
    .input(emailPreviewInput)
    .output(emailPreviewOutput)
    .query(({ ctx, input }) => emailPreview(input.name, input.language, ctx.siteUrl)),
});
