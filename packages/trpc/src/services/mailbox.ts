import {
  contactSubmissions,
  mailAttachments,
  mailDrafts,
  outbox,
  users,
  type ContactSubmission,
  type Database,
  type MailDraft,
} from "@bayan/db";
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { appError, fieldError } from "../errors.js";
import { emailSchema } from "../schemas/common.js";
import {
  MAILBOX_MESSAGES,
  mailLabels,
  type DraftDto,
  type MailFolder,
  type MailKind,
  type MailRow,
  type ThreadDto,
  type draftCreateInput,
  type draftUpdateInput,
  type mailFlagsInput,
  type mailListQuery,
} from "../schemas/mailbox.js";
import { replyToContact } from "./contact.js";
import { enqueueEmail } from "./email/outbox.js";
import { adminMessageEmail } from "./email/templates.js";
import {
  attachmentsOf,
  checkDraftAttachments,
  detachDraftFiles,
  lockDraft,
  moveAttachmentsToEmail,
  removeMailFiles,
} from "./mail-attachments.js";
import { containsPattern, isUuid, pagination } from "./pagination.js";

type ListQuery = z.output<typeof mailListQuery>;
type Filters = Omit<ListQuery, "folder" | "page" | "limit">;

/** How long a row's excerpt is at most. */
const EXCERPT_LENGTH = 140;

/**
 * The text's start on one line. An email's first paragraph is its greeting ("Hello Sara,"),
 * which says nothing of the message: it is skipped when more follows.
 */
export function excerptOf(text: string, skipGreeting = false): string {
  let body = text.trim();
  if (skipGreeting) {
    const [first, ...rest] = body.split(/\n\s*\n/);
    if (rest.length > 0 && first!.length <= 80 && /[,،]$/.test(first!.trim())) {
      body = rest.join("\n\n");
    }
  }
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const hasLabel = (column: PgColumn, label: string) => sql`${label} = any(${column})`;

/** One of the mailbox's sources: how to filter, read a page and count its rows. */
interface Source {
  where(filters: Filters, folder: MailFolder): SQL | undefined;
  rows(where: SQL | undefined, limit: number, offset: number): Promise<MailRow[]>;
  count(where: SQL | undefined): Promise<number>;
}

// Contact messages: the inbox (and the archive). Spam is kept out (docs/mailbox.md).
const c = contactSubmissions;
const contactRowFields = {
  id: c.id,
  name: c.name,
  email: c.email,
  subject: c.subject,
  message: c.message,
  date: c.createdAt,
  status: c.status,
  starred: c.starred,
  priority: c.priority,
  labels: c.labels,
};
const toContactRow = (r: {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  date: Date;
  status: ContactSubmission["status"];
  starred: boolean;
  priority: MailRow["priority"];
  labels: string[];
}): MailRow => ({
  kind: "contact",
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  excerpt: excerptOf(r.message),
  date: iso(r.date),
  read: r.status !== "new",
  starred: r.starred,
  priority: r.priority,
  labels: r.labels,
  hasAttachments: false,
  archived: r.status === "archived",
});

const contactSource = (db: Database): Source => ({
  where: (f, folder) => {
    const term = f.search ? containsPattern(f.search) : undefined;
    return and(
      folder === "archived" ? eq(c.status, "archived") : notInArray(c.status, ["spam", "archived"]),
      term
        ? or(
            ilike(c.name, term),
            ilike(c.email, term),
            ilike(c.subject, term),
            ilike(c.message, term),
          )
        : undefined,
      f.priority ? eq(c.priority, f.priority) : undefined,
      f.status === "unread" ? eq(c.status, "new") : undefined,
      f.status === "read" ? ne(c.status, "new") : undefined,
      // A contact message has no attachments.
      f.attachments === "yes" ? sql`false` : undefined,
      f.label ? hasLabel(c.labels, f.label) : undefined,
      f.starred !== undefined ? eq(c.starred, f.starred) : undefined,
    );
  },
  rows: async (where, limit, offset) =>
    (
      await db
        .select(contactRowFields)
        .from(c)
        .where(where)
        .orderBy(desc(c.createdAt), desc(c.id))
        .limit(limit)
        .offset(offset)
    ).map(toContactRow),
  count: (where) => db.$count(c, where),
});

// Emails of the outbox: the Sent folder (and the archive); every kind the system sends.
const emailHasAttachments = sql<boolean>`exists (select 1 from ${mailAttachments} where ${mailAttachments.emailId} = ${outbox.id})`;
const emailSource = (db: Database): Source => ({
  where: (f, folder) => {
    const term = f.search ? containsPattern(f.search) : undefined;
    return and(
      folder === "archived" ? isNotNull(outbox.archivedAt) : isNull(outbox.archivedAt),
      term
        ? or(ilike(outbox.to, term), ilike(outbox.subject, term), ilike(outbox.text, term))
        : undefined,
      f.priority ? eq(outbox.priority, f.priority) : undefined,
      // What the system sent is read.
      f.status === "unread" ? sql`false` : undefined,
      f.attachments === "yes" ? emailHasAttachments : undefined,
      f.attachments === "no" ? sql`not ${emailHasAttachments}` : undefined,
      f.label ? hasLabel(outbox.labels, f.label) : undefined,
      f.starred !== undefined ? eq(outbox.starred, f.starred) : undefined,
    );
  },
  rows: async (where, limit, offset) => {
    const rows = await db
      .select({
        id: outbox.id,
        to: outbox.to,
        name: sql<string | null>`coalesce(${contactSubmissions.name}, ${users.name})`,
        subject: outbox.subject,
        text: sql<string>`left(${outbox.text}, 1000)`,
        date: outbox.createdAt,
        starred: outbox.starred,
        priority: outbox.priority,
        labels: outbox.labels,
        archivedAt: outbox.archivedAt,
        hasAttachments: emailHasAttachments,
      })
      .from(outbox)
      .leftJoin(contactSubmissions, eq(contactSubmissions.id, outbox.contactId))
      .leftJoin(users, eq(users.email, outbox.to))
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r): MailRow => ({
      kind: "email",
      id: r.id,
      name: r.name ?? r.to,
      email: r.to,
      subject: r.subject,
      excerpt: excerptOf(r.text, true),
      date: iso(r.date),
      read: true,
      starred: r.starred,
      priority: r.priority,
      labels: r.labels,
      hasAttachments: Boolean(r.hasAttachments),
      archived: r.archivedAt !== null,
    }));
  },
  count: (where) => db.$count(outbox, where),
});

// Drafts, newest change first.
const d = mailDrafts;
const draftHasAttachments = sql<boolean>`exists (select 1 from ${mailAttachments} where ${mailAttachments.draftId} = ${d.id})`;
const draftSource = (db: Database): Source => ({
  where: (f) => {
    const term = f.search ? containsPattern(f.search) : undefined;
    return and(
      term ? or(ilike(d.to, term), ilike(d.subject, term), ilike(d.body, term)) : undefined,
      f.priority ? eq(d.priority, f.priority) : undefined,
      f.status === "unread" ? sql`false` : undefined,
      f.attachments === "yes" ? draftHasAttachments : undefined,
      f.attachments === "no" ? sql`not ${draftHasAttachments}` : undefined,
      f.label ? hasLabel(d.labels, f.label) : undefined,
      f.starred !== undefined ? eq(d.starred, f.starred) : undefined,
    );
  },
  rows: async (where, limit, offset) => {
    const rows = await db
      .select({
        draft: d,
        name: sql<string | null>`coalesce(${contactSubmissions.name}, ${users.name})`,
        hasAttachments: draftHasAttachments,
      })
      .from(d)
      .leftJoin(contactSubmissions, eq(contactSubmissions.id, d.contactId))
      .leftJoin(users, eq(users.email, d.to))
      .where(where)
      .orderBy(desc(d.updatedAt), desc(d.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ draft, name, hasAttachments }) => toDraftRow(draft, name, hasAttachments));
  },
  count: (where) => db.$count(d, where),
});

const toDraftRow = (draft: MailDraft, name: string | null, hasAttachments: boolean): MailRow => ({
  kind: "draft",
  id: draft.id,
  name: name ?? draft.to,
  email: draft.to,
  subject: draft.subject,
  excerpt: excerptOf(draft.body),
  date: iso(draft.updatedAt),
  read: true,
  starred: draft.starred,
  priority: draft.priority,
  labels: draft.labels,
  hasAttachments: Boolean(hasAttachments),
  archived: false,
});

function folderSources(db: Database, folder: MailFolder): Source[] {
  if (folder === "inbox") return [contactSource(db)];
  if (folder === "sent") return [emailSource(db)];
  if (folder === "drafts") return [draftSource(db)];
  return [contactSource(db), emailSource(db)];
}

/**
 * SPEC 2.12's list: one folder's rows, newest first, with the search and every filter applied.
 * The archive holds two sources: each gives its newest rows up to the page's end and the two are
 * merged (fine for an archive's size; docs/mailbox.md).
 */
export async function listMailbox(db: Database, query: ListQuery) {
  const sources = folderSources(db, query.folder);
  const offset = (query.page - 1) * query.limit;
  const parts = await Promise.all(
    sources.map(async (source) => {
      const where = source.where(query, query.folder);
      const [rows, total] = await Promise.all([
        sources.length === 1
          ? source.rows(where, query.limit, offset)
          : source.rows(where, offset + query.limit, 0),
        source.count(where),
      ]);
      return { rows, total };
    }),
  );
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  const items =
    sources.length === 1
      ? parts[0]!.rows
      : parts
          .flatMap((p) => p.rows)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
          .slice(offset, offset + query.limit);
  return { items, pagination: pagination(query.page, query.limit, total) };
}

/** The badges: unread inbox messages, drafts, and the rows of each label outside the archive. */
export async function mailboxCounts(db: Database) {
  const byLabel = (column: PgColumn, table: PgTable, where?: SQL) =>
    db
      .select({
        label: sql<string>`unnest(${column})`.as("label"),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(table)
      .where(where)
      .groupBy(sql`1`);
  const [unread, drafts, ...labelRows] = await Promise.all([
    db.$count(c, eq(c.status, "new")),
    db.$count(d),
    byLabel(c.labels, c, notInArray(c.status, ["spam", "archived"])),
    byLabel(outbox.labels, outbox, isNull(outbox.archivedAt)),
    byLabel(d.labels, d),
  ]);
  const labels = Object.fromEntries(mailLabels.map((l) => [l, 0])) as Record<
    (typeof mailLabels)[number],
    number
  >;
  for (const row of labelRows.flat()) {
    if (row.label in labels) labels[row.label as keyof typeof labels] += row.n;
  }
  return { unread, drafts, labels };
}

/** One row of the list, as the list shows it; an unknown id is not found. */
async function rowOf(db: Database, kind: MailKind, id: string): Promise<MailRow> {
  const notFound = {
    contact: MAILBOX_MESSAGES.contactNotFound,
    email: MAILBOX_MESSAGES.emailNotFound,
    draft: MAILBOX_MESSAGES.draftNotFound,
  }[kind];
  if (!isUuid(id)) throw appError("NOT_FOUND", notFound);
  const source =
    kind === "contact" ? contactSource(db) : kind === "email" ? emailSource(db) : draftSource(db);
  const idColumn = kind === "contact" ? c.id : kind === "email" ? outbox.id : d.id;
  const [row] = await source.rows(eq(idColumn, id), 1, 0);
  if (!row) throw appError("NOT_FOUND", notFound);
  return row;
}

/** The status a contact message returns to when read again or taken out of the archive. */
const readStatus = (contact: { repliedAt: Date | null }) =>
  contact.repliedAt ? ("replied" as const) : ("read" as const);

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
    if (!contact) throw appError("NOT_FOUND", MAILBOX_MESSAGES.contactNotFound);
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
    if (!email) throw appError("NOT_FOUND", MAILBOX_MESSAGES.emailNotFound);
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
    if (!contact) throw appError("NOT_FOUND", MAILBOX_MESSAGES.contactNotFound);
    let status: ContactSubmission["status"] | undefined;
    if (read !== undefined || archived !== undefined) {
      if (contact.status === "spam") throw appError("CONFLICT", MAILBOX_MESSAGES.spam);
      const isArchived = archived ?? contact.status === "archived";
      const isRead = read ?? contact.status !== "new";
      status = isArchived ? "archived" : isRead ? readStatus(contact) : "new";
    }
    await db
      .update(c)
      .set({ ...flags, ...(status ? { status } : {}) })
      .where(eq(c.id, id));
  } else if (kind === "email") {
    if (read === false) throw fieldError("read", MAILBOX_MESSAGES.emailsAreRead);
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
    if (!row) throw appError("NOT_FOUND", MAILBOX_MESSAGES.emailNotFound);
  } else {
    if (read === false) throw fieldError("read", MAILBOX_MESSAGES.emailsAreRead);
    if (archived) throw fieldError("archived", MAILBOX_MESSAGES.draftsNotArchived);
    const [row] = isUuid(id)
      ? await db.update(d).set(flags).where(eq(d.id, id)).returning({ id: d.id })
      : [];
    if (!row) throw appError("NOT_FOUND", MAILBOX_MESSAGES.draftNotFound);
  }
  return rowOf(db, kind, id);
}

async function findDraft(db: Database, id: string): Promise<MailDraft> {
  const [row] = isUuid(id) ? await db.select().from(d).where(eq(d.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", MAILBOX_MESSAGES.draftNotFound);
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
    if (!contact) throw appError("NOT_FOUND", MAILBOX_MESSAGES.contactNotFound);
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

/**
 * Sends a draft: queues the email (its attachments move to it) and deletes the draft, in one
 * transaction, with the draft locked and its attachments checked against the limits again (413:
 * an email over them is never queued; a draft sent twice at once is sent once, then 404);
 * answers the email's id. A reply to a contact message IS the contact reply
 * (`replyToContact`: the message becomes replied and the email joins its thread). Otherwise the
 * recipient must be an email address; a user of the platform is greeted by name in their own
 * language, anyone else in `language` (the admin's).
 */
export async function sendDraft(
  db: Database,
  input: { id: string; language: "en" | "ar" },
  now: Date,
): Promise<{ emailId: string; reply: boolean }> {
  const draft = await findDraft(db, input.id);
  const body = draft.body.trim();
  const fields = { priority: draft.priority, starred: draft.starred, labels: draft.labels };
  const finish = async (tx: Database, emailId: string) => {
    await checkDraftAttachments(tx, draft.id);
    await moveAttachmentsToEmail(tx, draft.id, emailId);
    await tx.delete(d).where(eq(d.id, draft.id));
  };
  if (draft.contactId) {
    if (!body) throw fieldError("body", MAILBOX_MESSAGES.bodyRequired);
    const { emailId } = await replyToContact(db, draft.contactId, body, now, {
      fields,
      onQueued: finish,
    });
    return { emailId, reply: true };
  }
  if (!draft.to.trim()) throw fieldError("to", MAILBOX_MESSAGES.toRequired);
  const to = emailSchema.safeParse(draft.to);
  if (!to.success) throw fieldError("to", MAILBOX_MESSAGES.toInvalid);
  if (!body) throw fieldError("body", MAILBOX_MESSAGES.bodyRequired);
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
