import { z } from "zod";
import { EMAIL_TEMPLATE_NAMES } from "../rules/email-templates.js";
import { languageSchema, safeText } from "./common.js";

export { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from "../rules/email-templates.js";

// The admin's preview of the email templates (docs/email-delivery.md, "Templates"): each template
// by name, rendered with sample data.

/** One template of the list. */
export const emailTemplateOutput = z.object({
  name: z.enum(EMAIL_TEMPLATE_NAMES),
  /** Whether the sender adds the unsubscribe footer and headers to its emails at delivery. */
  carriesUnsubscribe: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplateOutput>;

/** A template's preview: its name (a template not in the list is 404), in a language. */
export const emailPreviewInput = z.object({
  name: safeText("name", "email.templateUnknown").min(1).max(60),
  language: languageSchema.default("en"),
});
/** The REST path's query: the language (the name is the path's). */
export const emailPreviewQuery = emailPreviewInput.pick({ language: true });

/** A template rendered with sample data, as its recipient would get it. */
export const emailPreviewOutput = emailTemplateOutput.extend({
  language: languageSchema,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewOutput>;
