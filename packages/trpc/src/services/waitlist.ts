import { waitlistEntries, type Database, type WaitlistEntry } from "@bayan/db";
import { and, count, desc, eq, gte, ilike, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import type {
  waitlistExportQuery,
  waitlistJoinInput,
  waitlistListQuery,
  WaitlistEntryDto,
  WaitlistStats,
} from "../schemas/waitlist.js";
import { csvRow, UTF8_BOM } from "./csv.js";
import { enqueueEmail } from "./email/outbox.js";
import { inviteEmail } from "./email/templates.js";
import { containsPattern, isUuid, pagination } from "./pagination.js";
import { ShortCache } from "./short-cache.js";

type JoinInput = z.output<typeof waitlistJoinInput>;
type ListQuery = z.output<typeof waitlistListQuery>;
type Filters = z.output<typeof waitlistExportQuery>;

/**
 * Adds the email to the waitlist. Joining again (any case, any surrounding spaces) changes
 * nothing and answers the same, so the answer does not reveal who is already on the list.
 * Concurrent joins of one email leave one row: the unique index decides, never an error.
 */
export async function joinWaitlist(db: Database, input: JoinInput) {
  const inserted = await db
    .insert(waitlistEntries)
    .values({ email: input.email, source: input.source, language: input.language })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  if (inserted.length > 0) statsCache.invalidate(db);
  return { email: input.email, language: input.language, created: inserted.length > 0 };
}

/**
 * Counts by status. The landing page asks on every visit, so the answer is kept for a second
 * (and dropped at once when this process changes the list).
 */
export function waitlistStats(db: Database): Promise<WaitlistStats> {
  return statsCache.get(db);
}

const statsCache = new ShortCache(1000, countByStatus);

/** Counts by status, in one pass over the table. */
async function countByStatus(db: Database): Promise<WaitlistStats> {
  const status = waitlistEntries.status;
  const [row] = await db
    .select({
      totalInQueue: sql<number>`count(*)`.mapWith(Number),
      pendingCount: sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number),
      notifiedCount: sql<number>`count(*) filter (where ${status} = 'notified')`.mapWith(Number),
      registeredCount: sql<number>`count(*) filter (where ${status} = 'registered')`.mapWith(
        Number,
      ),
    })
    .from(waitlistEntries);
  return row ?? { totalInQueue: 0, pendingCount: 0, notifiedCount: 0, registeredCount: 0 };
}

/** What the admin sees of an entry, with the spec's display fields. */
export function toWaitlistDto(row: WaitlistEntry): WaitlistEntryDto {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    language: row.language,
    referralCode: row.referralCode,
    interests: row.interests,
    notes: row.notes,
    device: row.device,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    name: row.email.split("@")[0] ?? row.email,
    registrationDate: row.createdAt.toISOString(),
    sentStatus: row.status === "notified" ? "sent" : "none",
  };
}

function filterWhere(filters: Filters): SQL | undefined {
  return and(
    filters.status ? eq(waitlistEntries.status, filters.status) : undefined,
    filters.search ? ilike(waitlistEntries.email, containsPattern(filters.search)) : undefined,
  );
}

/** A page of entries, newest first, filtered by status and by a search on the email. */
export async function listWaitlist(db: Database, query: ListQuery) {
  const where = filterWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(waitlistEntries)
      .where(where)
      .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(waitlistEntries).where(where),
  ]);
  return {
    items: rows.map(toWaitlistDto),
    pagination: pagination(query.page, query.limit, total?.n ?? 0),
  };
}

/** Entries that joined within the last `days` days, newest first. */
export async function recentWaitlist(db: Database, days: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(gte(waitlistEntries.createdAt, since))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(500);
  return rows.map(toWaitlistDto);
}

async function findEntry(db: Database, id: string): Promise<WaitlistEntry> {
  const [row] = isUuid(id)
    ? await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
    : [];
  if (!row) throw appError("NOT_FOUND", "Waitlist entry not found");
  return row;
}

export async function updateWaitlistEntry(
  db: Database,
  input: { id: string; status?: WaitlistEntry["status"]; notes?: string | null },
) {
  await findEntry(db, input.id);
  const [row] = await db
    .update(waitlistEntries)
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    })
    .where(eq(waitlistEntries.id, input.id))
    .returning();
  statsCache.invalidate(db);
  return toWaitlistDto(row!);
}

export async function deleteWaitlistEntry(db: Database, id: string) {
  await findEntry(db, id);
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
  statsCache.invalidate(db);
  return { id };
}

/**
 * Queues the invitation email in the entry's language and marks the entry notified with the
 * sent date, in one transaction. A registered entry is a conflict.
 */
export async function inviteWaitlistEntry(db: Database, id: string, siteUrl: string, now: Date) {
  const entry = await findEntry(db, id);
  if (entry.status === "registered") {
    throw appError("CONFLICT", "This person has already registered");
  }
  const row = await db.transaction(async (tx) => {
    await enqueueEmail(tx, entry.email, "waitlist-invite", inviteEmail(entry.language, siteUrl));
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ status: "notified", sentAt: now })
      .where(eq(waitlistEntries.id, id))
      .returning();
    return updated!;
  });
  statsCache.invalidate(db);
  return toWaitlistDto(row);
}

const CSV_COLUMNS = [
  "id",
  "email",
  "name",
  "status",
  "source",
  "language",
  "referral_code",
  "interests",
  "notes",
  "device",
  "sent_at",
  "created_at",
] as const;

/**
 * Every entry matching the filters as CSV, newest first, read in batches so the whole list is
 * never held in memory.
 */
export async function* exportWaitlistCsv(db: Database, filters: Filters): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow([...CSV_COLUMNS]);
  const where = filterWhere(filters);
  const { createdAt, id } = waitlistEntries;
  // The cursor keeps the timestamp as PostgreSQL's text, at full microsecond precision.
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: waitlistEntries, at: sql<string>`${createdAt}::text` })
      .from(waitlistEntries)
      .where(
        and(
          where,
          cursor
            ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(createdAt), desc(id))
      .limit(1000);
    if (rows.length === 0) return;
    let chunk = "";
    for (const { row: r } of rows) {
      chunk += csvRow([
        r.id,
        r.email,
        r.email.split("@")[0],
        r.status,
        r.source,
        r.language,
        r.referralCode,
        r.interests,
        r.notes,
        r.device,
        r.sentAt,
        r.createdAt,
      ]);
    }
    yield chunk;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
  }
}
