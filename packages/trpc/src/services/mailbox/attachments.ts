import { mailAttachments, mailDrafts, type Database, type MailAttachment } from "@bayan/db";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { appError } from "../../errors.js";
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX_COUNT,
  type AttachmentDto,
} from "../../schemas/mailbox.js";
import { isUuid } from "../pagination.js";

/** The folder of the mailbox's attachments under the uploads directory (never served publicly). */
export const mailDir = (uploadsDir: string) => join(uploadsDir, "mail");
export const mailFilePath = (uploadsDir: string, file: string) => join(mailDir(uploadsDir), file);

export const toAttachmentDto = (row: MailAttachment): AttachmentDto => ({
  id: row.id,
  name: row.name,
  size: row.size,
  mime: row.mime,
});

const OFFICE_TYPES: Record<string, string> = {
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * What a file is by its bytes (and, for text and Office documents, whose bytes say less, its
 * name's extension), as the content type it is stored and sent with; null for anything else.
 */
export function attachmentType(bytes: Uint8Array, name: string): string | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  const extension = extname(name).toLowerCase();
  // A Word or Excel document is a ZIP archive.
  if (starts([0x50, 0x4b, 0x03, 0x04])) return OFFICE_TYPES[extension] ?? null;
  if (extension === ".txt" || extension === ".csv") {
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      // Control characters other than tab, line feed, carriage return and form feed: not text.
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if ((code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f) return null;
      }
      return extension === ".csv" ? "text/csv" : "text/plain";
    } catch {
      return null;
    }
  }
  return null;
}

async function findDraftRow(db: Database, id: string) {
  const [row] = isUuid(id) ? await db.select().from(mailDrafts).where(eq(mailDrafts.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "mailbox.draftNotFound");
  return row;
}

/** The attachments of drafts or emails, by their id, oldest first. */
export async function attachmentsOf(
  db: Database,
  of: "draft" | "email",
  ids: readonly string[],
): Promise<Map<string, AttachmentDto[]>> {
  const found = new Map<string, AttachmentDto[]>();
  if (ids.length === 0) return found;
  const column = of === "draft" ? mailAttachments.draftId : mailAttachments.emailId;
  const rows = await db
    .select()
    .from(mailAttachments)
    .where(inArray(column, [...ids]))
    .orderBy(asc(mailAttachments.createdAt), asc(mailAttachments.id));
  for (const row of rows) {
    const key = (of === "draft" ? row.draftId : row.emailId)!;
    found.set(key, [...(found.get(key) ?? []), toAttachmentDto(row)]);
  }
  return found;
}

/** How many files a draft holds, their bytes together and the largest. */
async function draftTotals(db: Database, draftId: string) {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${mailAttachments.size}), 0)`.mapWith(Number),
      largest: sql<number>`coalesce(max(${mailAttachments.size}), 0)`.mapWith(Number),
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.draftId, draftId));
  return totals!;
}

/** 413 when a file of `adding` bytes would take the draft past 10 files or 10 MB. */
function checkRoom(totals: { count: number; bytes: number }, adding: number) {
  if (totals.count + 1 > MESSAGE_ATTACHMENTS_MAX_COUNT) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.tooManyAttachments");
  }
  if (totals.bytes + adding > MESSAGE_ATTACHMENTS_MAX_BYTES) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.attachmentsTooLarge");
  }
}

/**
 * Locks the draft's row until `tx`'s transaction ends (404 when the draft is gone: sent or
 * deleted meanwhile). Every change to a draft's attachments that depends on the others (an
 * upload counting them, a send taking them) takes this lock first, so none of them counts rows
 * another is still adding.
 */
export async function lockDraft(tx: Database, draftId: string) {
  const [row] = await tx
    .select({ id: mailDrafts.id })
    .from(mailDrafts)
    .where(eq(mailDrafts.id, draftId))
    .for("update");
  if (!row) throw appError("NOT_FOUND", "mailbox.draftNotFound");
}

/**
 * Before a draft is sent (in the sending transaction): locks it and checks its attachments again,
 * so an email over the limits is never queued, whatever left them there (413 with the reason).
 */
export async function checkDraftAttachments(tx: Database, draftId: string) {
  await lockDraft(tx, draftId);
  const totals = await draftTotals(tx, draftId);
  if (totals.largest > ATTACHMENT_MAX_BYTES) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.fileTooLarge");
  }
  if (totals.count > MESSAGE_ATTACHMENTS_MAX_COUNT) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.tooManyAttachments");
  }
  if (totals.bytes > MESSAGE_ATTACHMENTS_MAX_BYTES) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.attachmentsTooLarge");
  }
}

/**
 * Attaches a file to a draft: at most 5 MB, of a type read from its bytes, within the message's
 * 10 files and 10 MB; stored under a random name in DATA_DIR/uploads/mail. The limits are checked
 * once before the file is written (a plain refusal writes nothing) and again in the transaction
 * that adds the row, with the draft locked (`lockDraft`): uploads at once are counted one after
 * the other, never all against the same total. A refused or failed upload's file is removed.
 */
export async function addAttachment(
  db: Database,
  uploadsDir: string,
  input: { draftId: string; name: string; bytes: Uint8Array },
) {
  const draft = await findDraftRow(db, input.draftId);
  const { bytes, name } = input;
  if (bytes.byteLength === 0) throw appError("BAD_REQUEST", "mailbox.fileEmpty");
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) {
    throw appError("PAYLOAD_TOO_LARGE", "mailbox.fileTooLarge");
  }
  const mime = attachmentType(bytes, name);
  if (!mime) throw appError("UNSUPPORTED_MEDIA_TYPE", "mailbox.fileUnsupported");
  checkRoom(await draftTotals(db, draft.id), bytes.byteLength);
  const file = randomUUID();
  const dir = mailDir(uploadsDir);
  // Written aside and renamed: a reader never gets half a file.
  const partial = join(dir, `.${file}.part`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, join(dir, file));
    const row = await db.transaction(async (tx) => {
      await lockDraft(tx, draft.id);
      checkRoom(await draftTotals(tx, draft.id), bytes.byteLength);
      const [added] = await tx
        .insert(mailAttachments)
        .values({ draftId: draft.id, name, mime, size: bytes.byteLength, file })
        .returning();
      await tx.update(mailDrafts).set({ updatedAt: new Date() }).where(eq(mailDrafts.id, draft.id));
      return added!;
    });
    return toAttachmentDto(row);
  } catch (error) {
    await Promise.all([rm(partial, { force: true }), rm(join(dir, file), { force: true })]);
    throw error;
  }
}

async function findAttachment(db: Database, id: string) {
  const [row] = isUuid(id)
    ? await db.select().from(mailAttachments).where(eq(mailAttachments.id, id))
    : [];
  if (!row) throw appError("NOT_FOUND", "mailbox.attachmentNotFound");
  return row;
}

/** An attachment's name, type and bytes, for the admin to download. */
export async function readAttachment(db: Database, uploadsDir: string, id: string) {
  const row = await findAttachment(db, id);
  let bytes: Buffer;
  try {
    bytes = await readFile(mailFilePath(uploadsDir, row.file));
  } catch {
    throw appError("NOT_FOUND", "mailbox.attachmentNotFound");
  }
  return { ...toAttachmentDto(row), bytes: new Uint8Array(bytes) };
}

/** Removes a draft's attachment (row and file); one of a sent email stays (409). */
export async function removeAttachment(db: Database, uploadsDir: string, id: string) {
  const row = await findAttachment(db, id);
  if (row.emailId) throw appError("CONFLICT", "mailbox.attachmentSent");
  // Only while still in a draft: a send that moved it meanwhile keeps it (and its file).
  const [removed] = await db
    .delete(mailAttachments)
    .where(and(eq(mailAttachments.id, id), isNull(mailAttachments.emailId)))
    .returning({ id: mailAttachments.id });
  if (!removed) {
    await findAttachment(db, id);
    throw appError("CONFLICT", "mailbox.attachmentSent");
  }
  await rm(mailFilePath(uploadsDir, row.file), { force: true });
  return { id };
}

/** Removes the attachments of a draft being deleted (rows in `db`'s transaction); answers files. */
export async function detachDraftFiles(db: Database, draftId: string): Promise<string[]> {
  const rows = await db
    .delete(mailAttachments)
    .where(and(eq(mailAttachments.draftId, draftId), isNull(mailAttachments.emailId)))
    .returning({ file: mailAttachments.file });
  return rows.map((r) => r.file);
}

/** Deletes stored files (after the rows naming them are gone). */
export async function removeMailFiles(uploadsDir: string, files: readonly string[]) {
  await Promise.all(files.map((f) => rm(mailFilePath(uploadsDir, f), { force: true })));
}

/** Moves a draft's attachments to the email it became (in the sending transaction). */
export async function moveAttachmentsToEmail(db: Database, draftId: string, emailId: string) {
  await db
    .update(mailAttachments)
    .set({ emailId, draftId: null })
    .where(eq(mailAttachments.draftId, draftId));
}

/**
 * The files attached to an email, as its sender attaches them (read from the uploads directory).
 * Sending without its files would tell the recipient something else than the admin wrote: an
 * email with attachments and no uploads directory is an error.
 */
export async function attachmentsToSend(
  db: Database,
  uploadsDir: string | undefined,
  emailId: string,
) {
  const rows = await db
    .select()
    .from(mailAttachments)
    .where(eq(mailAttachments.emailId, emailId))
    .orderBy(asc(mailAttachments.createdAt), asc(mailAttachments.id));
  if (rows.length === 0) return [];
  if (!uploadsDir)
    throw new Error("the email has attachments but the sender has no uploads directory");
  return rows.map((a) => ({
    filename: a.name,
    path: mailFilePath(uploadsDir, a.file),
    contentType: a.mime,
  }));
}
