import { contactSubmissions, outbox, type ContactSubmission, type Database } from "@bayan/db";
import { and, asc, desc, eq, gte, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { appError } from "../errors.js";
import type { AuditAction } from "../rules/audit-actions.js";
import { maskedEmail } from "../rules/email-key.js";
import { messageText, said, type MessageKey } from "../rules/messages.js";
import {
  CONTACT_PRIORITY_WEIGHT,
  MIN_FORM_FILL_MS,
  type contactInput,
  type contactListQuery,
  type ContactSortField,
  type ContactSubmissionDto,
} from "../schemas/contact.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { linkedEmailColumns, linkedEmailError, type LinkedEmail } from "./email/outbox/linked.js";
import type { DeliveryOutcome } from "./email/outbox/outcomes.js";
import { enqueueEmail, type MailboxFields } from "./email/outbox/queue.js";
import type { Attribution } from "./analytics/collector.js";
import { replyEmail } from "./email/templates.js";
import { containsPattern, isUuid, listPage } from "./pagination.js";
import { textLength } from "./users.js";
import { emitWebhookEvent } from "./webhooks/events.js";

type SubmitInput = z.output<typeof contactInput>;
type ListQuery = z.output<typeof contactListQuery>;

/** One message per email address within this window. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Why a submission looks automated: a key of the vocabulary and its parameters. */
export interface SpamCause {
  key: Extract<MessageKey, "contact.spamHoneypot" | "contact.spamTooFast">;
  params?: { ms: number };
}

/** Why a submission looks automated, or null when it looks human. */
export function spamCause(input: Pick<SubmitInput, "website" | "formShownMs">): SpamCause | null {
  if (input.website && input.website.trim() !== "") return { key: "contact.spamHoneypot" };
  if (input.formShownMs !== undefined && input.formShownMs < MIN_FORM_FILL_MS) {
    return { key: "contact.spamTooFast", params: { ms: input.formShownMs } };
  }
  return null;
}

/**
 * Stores a contact message. Bot-like submissions are stored as spam with the reason and answered
 * exactly like real ones. A second real message from one email within 10 minutes is a conflict;
 * a per-email lock makes that hold for concurrent submissions too. `attribution` (the visitor's
 * analytics session, looked up by the caller) is recorded with the message.
 */
export async function submitContact(
  db: Database,
  input: SubmitInput,
  now: Date,
  attribution: Attribution | null = null,
) {
  const cause = spamCause(input);
  const values = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    language: input.language,
    source: input.source,
    status: cause ? ("spam" as const) : ("new" as const),
    // In English for REST clients, and as its key for the admin's language.
    spamReason: cause ? messageText(cause.key, cause.params) : null,
    spamCause: cause,
    ...(attribution ?? {}),
  };
  await db.transaction(async (tx) => {
    if (!cause) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"contact:" + input.email}))`);
      const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
      const recent = await tx.$count(
        contactSubmissions,
        and(
          eq(contactSubmissions.email, input.email),
          ne(contactSubmissions.status, "spam"),
          gte(contactSubmissions.createdAt, since),
        ),
      );
      if (recent > 0) throw appError("CONFLICT", "contact.duplicate");
    }
    const [row] = await tx
      .insert(contactSubmissions)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: contactSubmissions.id });
    // A message filed as spam is kept for the administrator, not told to the webhooks.
    if (!cause) {
      await emitWebhookEvent(
        tx,
        "contact.received",
        {
          id: row!.id,
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          language: input.language,
          source: input.source,
          receivedAt: now.toISOString(),
        },
        now,
      );
    }
  });
  return said("contact.sent");
}

/**
 * What the admin sees of a submission. `replyStatus` is the state of the reply's email (`email`,
 * from the outbox); a reply stored before replies were linked to their emails has none and is
 * "sent", as it was shown then.
 */
export function toContactDto(row: ContactSubmission, email: LinkedEmail): ContactSubmissionDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    priority: row.priority,
    language: row.language,
    source: row.source,
    spamReason: row.spamReason,
    spamCause: row.spamCause
      ? {
          messageKey: row.spamCause.key as SpamCause["key"],
          params: row.spamCause.params ? { ms: Number(row.spamCause.params.ms) } : null,
        }
      : null,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    replyStatus: email?.status ?? (row.reply !== null ? "sent" : null),
    replyError: linkedEmailError(email),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The submission as the admin sees it once its reply's delivery was tried (`deliverNow`). */
export const withReplyOutcome = (
  submission: ContactSubmissionDto,
  outcome: DeliveryOutcome,
): ContactSubmissionDto => ({
  ...submission,
  replyStatus: outcome.status,
  replyError: linkedEmailError({ status: outcome.status, lastError: outcome.error }),
});

/** Submissions with their reply's state, in one statement (a left join on the outbox). */
const contactsWithReply = (db: Database) =>
  db
    .select({ submission: contactSubmissions, email: linkedEmailColumns })
    .from(contactSubmissions)
    .leftJoin(outbox, eq(outbox.id, contactSubmissions.replyEmailId))
    .$dynamic();

const withReply = (r: { submission: ContactSubmission; email: LinkedEmail }) =>
  toContactDto(r.submission, r.email);

/** Without a status filter the spam folder is left out; `status=spam` opens it. */
function listWhere(query: ListQuery): SQL | undefined {
  const c = contactSubmissions;
  const term = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.status ? eq(c.status, query.status) : ne(c.status, "spam"),
    query.priority ? eq(c.priority, query.priority) : undefined,
    term
      ? or(
          ilike(c.name, term),
          ilike(c.email, term),
          ilike(c.subject, term),
          ilike(c.message, term),
        )
      : undefined,
  );
}

/** Priority as its SPEC 9 weight (high 3, medium 2, low 1). */
const priorityWeight = sql`case ${contactSubmissions.priority} ${sql.join(
  Object.entries(CONTACT_PRIORITY_WEIGHT).map(
    ([p, w]) => sql`when ${p} then ${sql.raw(String(w))}`,
  ),
  sql` `,
)} end`;

const SORT_COLUMNS: Record<Exclude<ContactSortField, "createdAt">, SQL | PgColumn> = {
  priority: priorityWeight,
  name: contactSubmissions.name,
  status: contactSubmissions.status,
};

/** Sorted by the chosen column (newest first unless told); equal values newest first, then by id. */
function listOrder(query: ListQuery): SQL[] {
  const { createdAt, id } = contactSubmissions;
  const dir = query.sortDir === "asc" ? asc : desc;
  if (query.sortBy === "createdAt") return [dir(createdAt), dir(id)];
  return [dir(SORT_COLUMNS[query.sortBy]), desc(createdAt), desc(id)];
}

export function listContacts(db: Database, query: ListQuery) {
  return listPage(
    db,
    contactSubmissions,
    {
      select: contactsWithReply(db),
      where: listWhere(query),
      orderBy: listOrder(query),
      page: query.page,
      limit: query.limit,
    },
    withReply,
  );
}

export async function contactStats(db: Database) {
  const s = contactSubmissions.status;
  const n = (status: string) =>
    sql<number>`count(*) filter (where ${s} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      totalSubmissions: sql<number>`count(*) filter (where ${s} <> 'spam')`.mapWith(Number),
      newCount: n("new"),
      readCount: n("read"),
      repliedCount: n("replied"),
      archivedCount: n("archived"),
      spamCount: n("spam"),
    })
    .from(contactSubmissions);
  return row!;
}

/** Real (non-spam) messages of the last `days` days, newest first. */
export async function recentContacts(db: Database, days: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await contactsWithReply(db)
    .where(and(gte(contactSubmissions.createdAt, since), ne(contactSubmissions.status, "spam")))
    .orderBy(desc(contactSubmissions.createdAt))
    .limit(500);
  return rows.map(withReply);
}

/** The submission and its reply's state; an unknown id is not found. */
async function findContact(db: Database, id: string) {
  const [row] = isUuid(id) ? await contactsWithReply(db).where(eq(contactSubmissions.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "contact.notFound");
  return row;
}

/** One submission by id (for a link to a message that is on no loaded page). */
export async function getContact(db: Database, id: string) {
  return withReply(await findContact(db, id));
}

/** A contact message as the audit log's target: its sender's address, masked. */
export const contactTarget = (row: Pick<ContactSubmission, "id" | "email">) => ({
  type: "contact-message",
  id: row.id,
  label: maskedEmail(row.email),
});

/**
 * A message's status or priority, recorded as `action` (`contact.update`, or `contact.priority`
 * from the priority picker) with what changed; setting what it already was records nothing.
 */
export async function updateContact(
  db: Database,
  input: {
    id: string;
    status?: ContactSubmission["status"];
    priority?: ContactSubmission["priority"];
  },
  audit: AuditTrail,
  action: Extract<AuditAction, "contact.update" | "contact.priority"> = "contact.update",
) {
  const { email } = await findContact(db, input.id);
  const row = await db.transaction(async (tx) => {
    // Locked, so the changes recorded are from what this update replaced.
    const [before] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, input.id))
      .for("update");
    if (!before) throw appError("NOT_FOUND", "contact.notFound");
    const [updated] = await tx
      .update(contactSubmissions)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.priority ? { priority: input.priority } : {}),
      })
      .where(eq(contactSubmissions.id, input.id))
      .returning();
    const changes = auditChanges(before, updated!, ["status", "priority"]);
    if (changes) await audit.record(tx, { action, target: contactTarget(before), changes });
    else audit.nothingChanged();
    return updated!;
  });
  return toContactDto(row, email);
}

/**
 * Stores the admin's reply, queues it to the sender (`Re:` subject, the sender's language) and
 * marks the message replied, linked to the reply's email, in one transaction, recorded
 * (`contact.reply`, the reply as its length); answers the submission and the email's id. Spam
 * gets no reply.
 */
export async function replyToContact(
  db: Database,
  id: string,
  reply: string,
  now: Date,
  audit: AuditTrail,
  /**
   * From the mailbox: the draft's flags for the email, and work done in the same transaction
   * once the email is queued (the draft's attachments move to it, the draft goes).
   */
  mailbox: {
    fields?: MailboxFields;
    onQueued?: (tx: Database, emailId: string) => Promise<void>;
  } = {},
) {
  const { submission: contact } = await findContact(db, id);
  if (contact.status === "spam") {
    throw appError("CONFLICT", "contact.spamNoReply");
  }
  return db.transaction(async (tx) => {
    // The email is linked to the message it answers: its thread in the mailbox.
    const emailId = await enqueueEmail(
      tx,
      contact.email,
      "contact-reply",
      replyEmail(contact.language, contact, reply),
      { ...mailbox.fields, contactId: contact.id },
    );
    await mailbox.onQueued?.(tx, emailId!);
    const [updated] = await tx
      .update(contactSubmissions)
      .set({ reply, repliedAt: now, status: "replied", replyEmailId: emailId })
      .where(eq(contactSubmissions.id, id))
      .returning();
    await audit.record(tx, {
      action: "contact.reply",
      target: contactTarget(contact),
      changes: {
        ...auditChanges(contact, updated!, ["status"]),
        // The reply's words stay out of the log: only its length (and the one it replaced).
        reply: { before: textLength(contact.reply), after: textLength(reply) },
      },
    });
    const queued = { status: "queued" as const, lastError: null };
    return { submission: toContactDto(updated!, queued), emailId: emailId! };
  });
}

/** Deletes a message, recorded (`contact.delete`) with the status and priority it had. */
export async function deleteContact(db: Database, id: string, audit: AuditTrail) {
  await findContact(db, id);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .returning();
    // Deleted at the same moment by another request.
    if (!gone) throw appError("NOT_FOUND", "contact.notFound");
    await audit.record(tx, {
      action: "contact.delete",
      target: contactTarget(gone),
      changes: auditChanges(gone, null, ["status", "priority"]),
    });
  });
  return { id };
}
