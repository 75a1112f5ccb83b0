import { contactSubmissions, mailDrafts, type Database, type MailDraft } from "@bayan/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../../errors.js";
import {
  type DraftDto,
  type draftCreateInput,
  type draftUpdateInput,
} from "../../schemas/mailbox.js";
import { isUuid } from "../pagination.js";
import { attachmentsOf, detachDraftFiles, lockDraft, removeMailFiles } from "./attachments.js";
import { iso } from "./sources.js";

const c = contactSubmissions;
const d = mailDrafts;

export async function findDraft(db: Database, id: string): Promise<MailDraft> {
  const [row] = isUuid(id) ? await db.select().from(d).where(eq(d.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "mailbox.draftNotFound");
  return row;
}

async function toDraftDto(db: Database, draft: MailDraft): Promise<DraftDto> {
  const files = await attachmentsOf(db, "draft", [draft.id]);
  return {
    id: draft.id,
    to: draft.to,
    subject: draft.subject,
    body: draft.body,
    contactId: draft.contactId,
    priority: draft.priority,
    starred: draft.starred,
    labels: draft.labels,
    attachments: files.get(draft.id) ?? [],
    createdAt: iso(draft.createdAt),
    updatedAt: iso(draft.updatedAt),
  };
}

export async function getDraft(db: Database, id: string) {
  return toDraftDto(db, await findDraft(db, id));
}

/**
 * Saves a new draft. A reply (`contactId`) is addressed to the message's sender with a "Re:"
 * subject unless given others.
 */
export async function createDraft(db: Database, input: z.output<typeof draftCreateInput>) {
  let { to, subject } = input;
  if (input.contactId) {
    const [contact] = isUuid(input.contactId)
      ? await db.select().from(c).where(eq(c.id, input.contactId))
      : [];
    if (!contact) throw appError("NOT_FOUND", "mailbox.contactNotFound");
    to ||= contact.email;
    subject ||= `Re: ${contact.subject}`;
  }
  const [row] = await db
    .insert(d)
    .values({
      to,
      subject,
      body: input.body,
      contactId: input.contactId,
      priority: input.priority,
      labels: input.labels,
    })
    .returning();
  return toDraftDto(db, row!);
}

export async function updateDraft(db: Database, input: z.output<typeof draftUpdateInput>) {
  await findDraft(db, input.id);
  const { id, ...fields } = input;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const [row] = await db
    .update(d)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(d.id, id))
    .returning();
  return toDraftDto(db, row!);
}

/** Deletes a draft with its attachments (rows and files). */
export async function deleteDraft(db: Database, uploadsDir: string, id: string) {
  await findDraft(db, id);
  const files = await db.transaction(async (tx) => {
    // Locked first: an upload under way is either in (and its file goes) or refused (404).
    await lockDraft(tx, id);
    const detached = await detachDraftFiles(tx, id);
    await tx.delete(d).where(eq(d.id, id));
    return detached;
  });
  await removeMailFiles(uploadsDir, files);
  return { id };
}
