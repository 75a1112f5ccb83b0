import { contactSubmissions, mailDrafts, outbox, type Database } from "@bayan/db";
import { eq, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { mailLabels, type MailFolder } from "../../schemas/mailbox.js";
import { pagination } from "../pagination.js";
import { contactSource, draftSource, emailSource, type ListQuery, type Source } from "./sources.js";

const c = contactSubmissions;
const d = mailDrafts;

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
