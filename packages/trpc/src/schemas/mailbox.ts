import { mailLabels } from "@bayan/db/platform-enums";
import { z } from "zod";
import {
  idInput,
  isoDateTime,
  languageSchema,
  optionalBooleanQuery,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
} from "./common.js";
import { contactPrioritySchema } from "./contact.js";
import { deliveryStatusSchema } from "./outbox.js";

export { mailLabels };
export const mailLabelSchema = z.enum(mailLabels);
export type MailLabelName = z.infer<typeof mailLabelSchema>;

/** SPEC 2.12's folders (docs/mailbox.md says what each holds). */
export const mailFolders = ["inbox", "sent", "drafts", "archived"] as const;
export type MailFolder = (typeof mailFolders)[number];
/** What a mailbox row is: a contact message, an email of the outbox, or a draft. */
export const mailKinds = ["contact", "email", "draft"] as const;
export type MailKind = (typeof mailKinds)[number];

/** Rows a page of the message list shows unless told. */
export const MAILBOX_PAGE_SIZE = 20;

/** Attachment limits (docs/mailbox.md). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_MAX_COUNT = 10;
/**
 * The content types an upload may be sent with; what a file is, is read from its bytes (a PDF,
 * a PNG/JPEG/WebP/GIF image, UTF-8 text or CSV, a Word or Excel document).
 */
export const ATTACHMENT_CONTENT_TYPES = [
  "application/octet-stream",
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "text/plain",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

const labelsSchema = z
  .array(mailLabelSchema)
  .max(mailLabels.length)
  .transform((labels) => [...new Set(labels)]);

/** A mailbox row's kind and id (a thread, a flag change). */
export const mailItemInput = idInput.extend({ kind: z.enum(mailKinds) });
/** Threads are opened from contact messages and emails; a draft opens in the editor. */
export const mailThreadInput = idInput.extend({ kind: z.enum(["contact", "email"]) });

/** SPEC 2.12's list: a folder, a search and the filters, all applied by the server. */
export const mailListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(MAILBOX_PAGE_SIZE),
  folder: z.enum(mailFolders).default("inbox"),
  /** Part of the counterpart's name or email, the subject or the text, any case. */
  search: optionalQuery(safeText("Search").trim().max(254)),
  priority: optionalQuery(contactPrioritySchema),
  /** Read or unread (only contact messages can be unread). */
  status: optionalQuery(z.enum(["read", "unread"])),
  /** Whether the message has attachments. */
  attachments: optionalQuery(z.enum(["yes", "no"])),
  label: optionalQuery(mailLabelSchema),
  starred: optionalBooleanQuery,
});
export type MailListQuery = z.input<typeof mailListQuery>;

export const mailRowOutput = z.object({
  kind: z.enum(mailKinds),
  id: z.string(),
  /** The sender in the inbox, the recipient in sent and drafts. */
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the text on one line. */
  excerpt: z.string(),
  date: isoDateTime,
  read: z.boolean(),
  starred: z.boolean(),
  priority: contactPrioritySchema,
  labels: z.array(z.string()),
  hasAttachments: z.boolean(),
  archived: z.boolean(),
});
export type MailRow = z.infer<typeof mailRowOutput>;

export const mailListOutput = z.object({
  items: z.array(mailRowOutput),
  pagination: paginationOutput,
});

export const mailCountsOutput = z.object({
  /** Unread contact messages in the inbox. */
  unread: z.number().int(),
  drafts: z.number().int(),
  /** Rows carrying each label, outside the archive. */
  labels: z.record(mailLabelSchema, z.number().int()),
});

export const attachmentOutput = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type AttachmentDto = z.infer<typeof attachmentOutput>;

export const threadMessageOutput = z.object({
  id: z.string(),
  kind: z.enum(["contact", "email"]),
  from: z.object({ name: z.string(), email: z.string().nullable() }),
  to: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
  subject: z.string(),
  date: isoDateTime,
  content: z.string(),
  /** The email's delivery state (null for a contact message). */
  delivery: deliveryStatusSchema.nullable(),
  attachments: z.array(attachmentOutput),
});

export const threadOutput = z.object({
  /** The row the thread was opened from, with its flags. */
  item: mailRowOutput,
  /** The contact message the thread answers, if any: replies go to it. */
  contactId: z.string().nullable(),
  /** Whether the reply box applies (a contact thread that is not spam). */
  canReply: z.boolean(),
  messages: z.array(threadMessageOutput),
});
export type ThreadDto = z.infer<typeof threadOutput>;

/** What PATCH /mailbox/items/{kind}/{id} takes: any of the flags. */
export const mailFlagsBody = z.object({
  starred: z.boolean().optional(),
  labels: labelsSchema.optional(),
  priority: contactPrioritySchema.optional(),
  read: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export const mailFlagsInput = mailItemInput
  .extend(mailFlagsBody.shape)
  .refine(
    (v) =>
      [v.starred, v.labels, v.priority, v.read, v.archived].some((value) => value !== undefined),
    { message: "mailbox.nothingToChange" },
  );

/** A draft's fields; any may be blank while writing (checked when it is sent). */
export const draftBody = z.object({
  to: safeText("Recipient").trim().max(254, { error: "mailbox.toTooLong" }).default(""),
  subject: safeText("Subject").trim().max(200, { error: "mailbox.subjectTooLong" }).default(""),
  body: safeText("Message").max(10_000, { error: "mailbox.bodyTooLong" }).default(""),
  /** The contact message this draft replies to. */
  contactId: safeText("contactId").min(1).max(100).nullable().default(null),
  priority: contactPrioritySchema.default("medium"),
  labels: labelsSchema.default([]),
});
export const draftCreateInput = draftBody;
export const draftUpdateBody = z.object({
  to: draftBody.shape.to.unwrap().optional(),
  subject: draftBody.shape.subject.unwrap().optional(),
  body: draftBody.shape.body.unwrap().optional(),
  priority: contactPrioritySchema.optional(),
  labels: labelsSchema.optional(),
});
export const draftUpdateInput = idInput.extend(draftUpdateBody.shape);

export const draftOutput = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  contactId: z.string().nullable(),
  priority: contactPrioritySchema,
  starred: z.boolean(),
  labels: z.array(z.string()),
  attachments: z.array(attachmentOutput),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DraftDto = z.infer<typeof draftOutput>;

/** Sending a draft: the admin's language for the email's layout, unless the recipient has one. */
export const draftSendBody = z.object({ language: languageSchema.default("en") });
export const draftSendInput = idInput.extend(draftSendBody.shape);

export const draftSendOutput = z.object({
  emailId: z.string(),
  delivery: deliveryStatusSchema,
  message: z.string(),
});

/** An attachment's name: a file name without folders or control characters, 1 to 200 characters. */
export const attachmentNameSchema = safeText("name", "mailbox.fileNameRequired")
  .trim()
  .min(1, { error: "mailbox.fileNameRequired" })
  .max(200, { error: "mailbox.fileNameTooLong" })
  .refine((v) => !/[\\/\p{Cc}]/u.test(v), {
    error: "mailbox.fileNameInvalid",
  });

export const attachmentUploadQuery = z.object({ name: attachmentNameSchema });
