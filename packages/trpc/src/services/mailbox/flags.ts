import {
  contactSubmissions,
  mailDrafts,
  outbox,
  type ContactSubmission,
  type Database,
} from "@bayan/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { appError, fieldError } from "../../errors.js";
import type { MailRow, mailFlagsInput } from "../../schemas/mailbox.js";
import { isUuid } from "../pagination.js";
import { rowOf } from "./sources.js";

const c = contactSubmissions;
const d = mailDrafts;

/** The status a contact message returns to when read again or taken out of the archive. */
const readStatus = (contact: { repliedAt: Date | null }) =>
  contact.repliedAt ? ("replied" as const) : ("read" as const);

/**
 * Changes a row's flags: star, labels, priority for every kind; read/unread and archive for a
 * contact message (status new / read or replied / archived); archive for an email.
 */
export async function updateMailFlags(
  db: Database,
  input: z.output<typeof mailFlagsInput>,
  now: Date,
): Promise<MailRow> {
  const { kind, id, starred, labels, priority, read, archived } = input;
  const flags = {
    ...(starred !== undefined ? { starred } : {}),
    ...(labels !== undefined ? { labels } : {}),
    ...(priority !== undefined ? { priority } : {}),
  };
  if (kind === "contact") {
    const [contact] = isUuid(id) ? await db.select().from(c).where(eq(c.id, id)) : [];
    if (!contact) throw appError("NOT_FOUND", "mailbox.contactNotFound");
    let status: ContactSubmission["status"] | undefined;
    if (read !== undefined || archived !== undefined) {
      if (contact.status === "spam") throw appError("CONFLICT", "mailbox.spam");
      const isArchived = archived ?? contact.status === "archived";
      const isRead = read ?? contact.status !== "new";
      status = isArchived ? "archived" : isRead ? readStatus(contact) : "new";
    }
    await db
      .update(c)
      .set({ ...flags, ...(status ? { status } : {}) })
      .where(eq(c.id, id));
  } else if (kind === "email") {
    if (read === false) throw fieldError("read", "mailbox.emailsAreRead");
    const [row] = isUuid(id)
      ? await db
          .update(outbox)
          .set({
            ...flags,
            ...(archived !== undefined ? { archivedAt: archived ? now : null } : {}),
          })
          .where(eq(outbox.id, id))
          .returning({ id: outbox.id })
      : [];
    if (!row) throw appError("NOT_FOUND", "mailbox.emailNotFound");
  } else {
    if (read === false) throw fieldError("read", "mailbox.emailsAreRead");
    if (archived) throw fieldError("archived", "mailbox.draftsNotArchived");
    const [row] = isUuid(id)
      ? await db.update(d).set(flags).where(eq(d.id, id)).returning({ id: d.id })
      : [];
    if (!row) throw appError("NOT_FOUND", "mailbox.draftNotFound");
  }
  return rowOf(db, kind, id);
}
