import { contactPriorities, contactStatuses } from "@bayan/db/enums";
import { z } from "zod";
import {
  emailField,
  idInput,
  isoDateTime,
  languageSchema,
  optionalQuery,
  paginationQuery,
  safeText,
  sortByQuery,
  sortDirQuery,
} from "./common.js";
import { deliveryStatusSchema, outboxStatusSchema } from "./outbox.js";

// The contact form's numbers live in the zod-free rules (the web app reads them without loading
// zod); the schemas below use them. Their messages are keys (rules/messages/contact.ts).
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN } from "../rules/contact.js";
export {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MIN,
  MIN_FORM_FILL_MS,
} from "../rules/contact.js";

/** Latin and Arabic letters (with Arabic diacritics) and spaces: no digits, no symbols. */
const NAME_PATTERN = /^[A-Za-z\u00C0-\u024F\u0621-\u063A\u0641-\u065F\u0670-\u06D3\s]+$/;
const LINK_PATTERN =
  /(https?:\/\/|www\.)|\b[a-z0-9-]+\.(com|net|org|info|biz|io|ru|xyz|top|click)\b/i;
/** An email address written in the text: not a web link, though its domain looks like one. */
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const SPAM_WORDS = /\b(viagra|casino|lottery|winner|congratulations|click here|free money)\b/i;

/** Whether a message holds a web link or a spam phrase (SPEC 5). */
export const isSuspiciousMessage = (message: string) =>
  LINK_PATTERN.test(message.replace(EMAIL_IN_TEXT, " ")) || SPAM_WORDS.test(message);

// Each check aborts the field's remaining checks, so a field reports its first problem only.
export const contactNameSchema = safeText("Name", "contact.nameRequired")
  .trim()
  .min(1, { error: "contact.nameRequired", abort: true })
  .min(CONTACT_NAME_MIN, { error: "contact.nameTooShort", abort: true })
  .max(100, { error: "contact.nameTooLong", abort: true })
  .regex(NAME_PATTERN, { error: "contact.nameInvalid", abort: true });

export const contactEmailSchema = emailField({
  required: "contact.emailRequired",
  invalid: "contact.emailInvalid",
});

export const contactMessageSchema = safeText("Message", "contact.messageRequired")
  .trim()
  .min(1, { error: "contact.messageRequired", abort: true })
  .min(CONTACT_MESSAGE_MIN, { error: "contact.messageTooShort", abort: true })
  .max(CONTACT_MESSAGE_MAX, { error: "contact.messageTooLong", abort: true })
  .refine((m) => !isSuspiciousMessage(m), {
    error: "contact.messageSuspicious",
    abort: true,
  });

export const contactInput = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
  subject: safeText("Subject")
    .trim()
    .max(200, { error: "contact.subjectTooLong", abort: true })
    .optional()
    .transform((s) => s || "No Subject"),
  language: languageSchema.default("en"),
  source: safeText("Source").trim().min(1).max(64).default("contact-page"),
  /** Honeypot: a field people never see. Anything in it marks the message as spam. */
  website: safeText("Website").max(500).optional(),
  /** How long the form was on screen before sending, in ms (sent by the web form only). */
  formShownMs: z.number().int().min(0).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export { contactPriorities, contactStatuses };
export const contactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatusSchema>;
export const contactPrioritySchema = z.enum(contactPriorities);
export type ContactPriority = z.infer<typeof contactPrioritySchema>;

/** SPEC 9: a priority's weight when sorting, highest first in descending order. */
export const CONTACT_PRIORITY_WEIGHT = { high: 3, medium: 2, low: 1 } as const satisfies Record<
  ContactPriority,
  number
>;

/**
 * The columns the admin list sorts by: priority by its weight, status in its workflow order
 * (new, read, replied, archived, spam). Within equal values the newest come first.
 */
export const contactSortFields = ["createdAt", "priority", "name", "status"] as const;
export type ContactSortField = (typeof contactSortFields)[number];

export const contactListQuery = paginationQuery.extend({
  status: optionalQuery(contactStatusSchema),
  priority: optionalQuery(contactPrioritySchema),
  search: optionalQuery(safeText("Search").trim().max(200)),
  sortBy: sortByQuery(contactSortFields, "createdAt"),
  sortDir: sortDirQuery,
});
export type ContactListQuery = z.input<typeof contactListQuery>;

/** What PATCH /contact/{id} takes in its body. */
export const contactUpdateBody = z.object({
  status: contactStatusSchema.optional(),
  priority: contactPrioritySchema.optional(),
});

export const contactUpdateInput = idInput
  .extend(contactUpdateBody.shape)
  .refine((v) => v.status !== undefined || v.priority !== undefined, {
    message: "contact.nothingToChange",
  });

export const contactPriorityInput = idInput.extend({ priority: contactPrioritySchema });

export const contactReplyInput = idInput.extend({
  reply: safeText("Reply", "contact.replyRequired")
    .trim()
    .min(1, { error: "contact.replyRequired", abort: true })
    .max(5000, { error: "contact.replyTooLong", abort: true }),
});

export const contactSubmissionOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  priority: contactPrioritySchema,
  language: languageSchema,
  source: z.string(),
  spamReason: z.string().nullable(),
  spamCause: z
    .object({
      messageKey: z.enum(["contact.spamHoneypot", "contact.spamTooFast"]),
      params: z.object({ ms: z.number().int() }).nullable(),
    })
    .nullable()
    .describe("`spamReason` as a message key and its parameters (docs/messages.md), or null"),
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
  /**
   * The reply email's state: null (no reply), queued (in the outbox, not delivered yet), sent
   * (delivered to the mail server) or failed (given up). Replies stored before replies were
   * linked to their emails are "sent", as they were shown then.
   */
  replyStatus: outboxStatusSchema.nullable(),
  /** Why the reply's last delivery attempt failed, while it is not delivered; else null. */
  replyError: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ContactSubmissionDto = z.infer<typeof contactSubmissionOutput>;

/** A reply: the submission as it now is, and how its email went. */
export const contactReplyOutput = z.object({
  submission: contactSubmissionOutput,
  delivery: deliveryStatusSchema,
  message: z.string(),
});
export type ContactReplyResult = z.infer<typeof contactReplyOutput>;

export const contactStatsOutput = z.object({
  totalSubmissions: z.number().int(),
  newCount: z.number().int(),
  readCount: z.number().int(),
  repliedCount: z.number().int(),
  archivedCount: z.number().int(),
  spamCount: z.number().int(),
});
