import { outbox, type Database, type EmailLink, type OutboxMessage } from "@bayan/db";
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../invitation-state.js";
import type { EmailContent } from "../templates.js";

/** What the mailbox records with an email: its thread (the contact message it answers), flags. */
export type MailboxFields = Partial<
  Pick<OutboxMessage, "contactId" | "priority" | "starred" | "labels">
>;

/** Writes an email to the outbox (in the caller's transaction when given one). */
export async function enqueueEmail(
  db: Database,
  to: string,
  kind: string,
  email: EmailContent,
  mailbox: MailboxFields = {},
) {
  const [row] = await db
    .insert(outbox)
    .values({
      kind,
      to,
      ...email,
      ...mailbox,
      lastError: null,
    })
    .returning({ id: outbox.id });
  return row?.id;
}

/**
 * Writes several emails to the outbox in one statement (in the caller's transaction); answers
 * their ids in the order given. The ids are made here, so each is known to belong to its email
 * whatever order the database returns rows in.
 */
export async function enqueueEmails(
  db: DbOrTx,
  emails: Array<{
    to: string;
    kind: string;
    email: EmailContent;
    /** The links whose slots the email holds: minted at delivery (docs/links.md). */
    links?: EmailLink[];
    /** When it was queued, on the caller's clock (the database's clock when not given). */
    at?: Date;
  }>,
): Promise<string[]> {
  if (emails.length === 0) return [];
  const ids = emails.map(() => randomUUID());
  await db.insert(outbox).values(
    emails.map(({ to, kind, email, links, at }, i) => ({
      id: ids[i],
      kind,
      to,
      ...email,
      links: links ?? [],
      lastError: null,
      ...(at ? { createdAt: at } : {}),
    })),
  );
  return ids;
}
