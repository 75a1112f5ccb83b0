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
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { appError } from "../../errors.js";
import {
  type MailFolder,
  type MailKind,
  type MailRow,
  type mailListQuery,
} from "../../schemas/mailbox.js";
import { containsPattern, isUuid } from "../pagination.js";

export type ListQuery = z.output<typeof mailListQuery>;
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

export const iso = (value: Date | string) => new Date(value).toISOString();
export const hasLabel = (column: PgColumn, label: string) => sql`${label} = any(${column})`;

/** One of the mailbox's sources: how to filter, read a page and count its rows. */
export interface Source {
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

export const contactSource = (db: Database): Source => ({
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
export const emailSource = (db: Database): Source => ({
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
export const draftSource = (db: Database): Source => ({
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

/** One row of the list, as the list shows it; an unknown id is not found. */
export async function rowOf(db: Database, kind: MailKind, id: string): Promise<MailRow> {
  const notFound = (
    {
      contact: "mailbox.contactNotFound",
      email: "mailbox.emailNotFound",
      draft: "mailbox.draftNotFound",
    } as const
  )[kind];
  if (!isUuid(id)) throw appError("NOT_FOUND", notFound);
  const source =
    kind === "contact" ? contactSource(db) : kind === "email" ? emailSource(db) : draftSource(db);
  const idColumn = kind === "contact" ? c.id : kind === "email" ? outbox.id : d.id;
  const [row] = await source.rows(eq(idColumn, id), 1, 0);
  if (!row) throw appError("NOT_FOUND", notFound);
  return row;
}
