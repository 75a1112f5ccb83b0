import { mailAttachments, mailDrafts, outbox, users, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import { fieldError } from "../../errors.js";
import { maskedEmail } from "../../rules/email-key.js";
import { emailSchema } from "../../schemas/common.js";
import type { AuditTrail } from "../audit.js";
import { replyToContact } from "../contact.js";
import { enqueueEmail } from "../email/outbox/queue.js";
import { adminMessageEmail } from "../email/templates.js";
import { checkDraftAttachments, moveAttachmentsToEmail } from "./attachments.js";
import { findDraft } from "./drafts.js";

const d = mailDrafts;

/**
 * Sends a draft: queues the email (its attachments move to it) and deletes the draft, in one
 * transaction, with the draft locked and its attachments checked against the limits again (413:
 * an email over them is never queued; a draft sent twice at once is sent once, then 404);
 * answers the email's id. A reply to a contact message IS the contact reply
 * (`replyToContact`: the message becomes replied and the email joins its thread). Otherwise the
 * recipient must be an email address; a user of the platform is greeted by name in their own
 * language, anyone else in `language` (the admin's). Recorded (`mailbox.send`: the email, its
 * recipient masked, how many files it carries); a reply also as `contact.reply`.
 */
export async function sendDraft(
  db: Database,
  input: { id: string; language: "en" | "ar" },
  now: Date,
  audit: AuditTrail,
): Promise<{ emailId: string; reply: boolean }> {
  const draft = await findDraft(db, input.id);
  const body = draft.body.trim();
  const fields = { priority: draft.priority, starred: draft.starred, labels: draft.labels };
  const finish = async (tx: Database, emailId: string) => {
    await checkDraftAttachments(tx, draft.id);
    await moveAttachmentsToEmail(tx, draft.id, emailId);
    await tx.delete(d).where(eq(d.id, draft.id));
    await recordSend(tx, emailId, audit);
  };
  if (draft.contactId) {
    if (!body) throw fieldError("body", "mailbox.bodyRequired");
    const { emailId } = await replyToContact(db, draft.contactId, body, now, audit, {
      fields,
      onQueued: finish,
    });
    return { emailId, reply: true };
  }
  if (!draft.to.trim()) throw fieldError("to", "mailbox.toRequired");
  const to = emailSchema.safeParse(draft.to);
  if (!to.success) throw fieldError("to", "mailbox.toInvalid");
  if (!body) throw fieldError("body", "mailbox.bodyRequired");
  const [user] = await db.select().from(users).where(eq(users.email, to.data));
  const language = user?.language ?? input.language;
  const emailId = await db.transaction(async (tx) => {
    const id = await enqueueEmail(
      tx,
      to.data,
      "admin-message",
      adminMessageEmail(language, user?.name ?? null, draft.subject, body),
      fields,
    );
    await finish(tx, id!);
    return id!;
  });
  return { emailId, reply: false };
}

/** `mailbox.send`: the email queued, to whom (masked) and how many files it carries. */
async function recordSend(tx: Database, emailId: string, audit: AuditTrail) {
  const [email] = await tx.select({ to: outbox.to }).from(outbox).where(eq(outbox.id, emailId));
  const attachments = await tx.$count(mailAttachments, eq(mailAttachments.emailId, emailId));
  await audit.record(tx, {
    action: "mailbox.send",
    target: { type: "email", id: emailId, label: maskedEmail(email!.to) },
    changes: {
      to: { before: null, after: maskedEmail(email!.to) },
      attachments: { before: null, after: attachments },
    },
  });
}
