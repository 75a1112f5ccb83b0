import { contactSubmissions, outbox, users, type Database } from "@bayan/db";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { appError } from "../../errors.js";
import type { ThreadDto } from "../../schemas/mailbox.js";
import { isUuid } from "../pagination.js";
import { attachmentsOf } from "./attachments.js";
import { iso, rowOf } from "./sources.js";

const c = contactSubmissions;

/**
 * A thread (SPEC 3 Thread): the contact message and every email answering it, oldest first; an
 * email that answers none is a thread of one. Opening an unread contact message marks it read
 * (the same row the Contact submissions screen shows).
 */
export async function mailThread(
  db: Database,
  input: { kind: "contact" | "email"; id: string },
): Promise<ThreadDto> {
  let contactId: string | null;
  let emailWhere: SQL;
  if (input.kind === "contact") {
    const [contact] = isUuid(input.id) ? await db.select().from(c).where(eq(c.id, input.id)) : [];
    if (!contact) throw appError("NOT_FOUND", "mailbox.contactNotFound");
    if (contact.status === "new") {
      await db
        .update(c)
        .set({ status: "read" })
        .where(and(eq(c.id, contact.id), eq(c.status, "new")));
    }
    contactId = contact.id;
    emailWhere = eq(outbox.contactId, contact.id);
  } else {
    const [email] = isUuid(input.id)
      ? await db.select({ contactId: outbox.contactId }).from(outbox).where(eq(outbox.id, input.id))
      : [];
    if (!email) throw appError("NOT_FOUND", "mailbox.emailNotFound");
    contactId = email.contactId;
    emailWhere = contactId ? eq(outbox.contactId, contactId) : eq(outbox.id, input.id);
  }
  const [item, contact, emails] = await Promise.all([
    rowOf(db, input.kind, input.id),
    contactId ? db.select().from(c).where(eq(c.id, contactId)) : Promise.resolve([]),
    db
      .select()
      .from(outbox)
      .leftJoin(users, eq(users.email, outbox.to))
      .where(emailWhere)
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
  ]);
  const files = await attachmentsOf(
    db,
    "email",
    emails.map((e) => e.outbox.id),
  );
  const original = contact[0];
  const messages: ThreadDto["messages"] = [
    ...(original
      ? [
          {
            id: original.id,
            kind: "contact" as const,
            from: { name: original.name, email: original.email },
            to: null,
            subject: original.subject,
            date: iso(original.createdAt),
            content: original.message,
            delivery: null,
            attachments: [],
          },
        ]
      : []),
    ...emails.map(({ outbox: e, users: user }) => ({
      id: e.id,
      kind: "email" as const,
      from: { name: "Bayan", email: null },
      to: { name: original?.name ?? user?.name ?? null, email: e.to },
      subject: e.subject,
      date: iso(e.createdAt),
      content: e.text,
      delivery: e.status,
      attachments: files.get(e.id) ?? [],
    })),
  ];
  return {
    item,
    contactId,
    canReply: Boolean(original && original.status !== "spam"),
    messages,
  };
}
