import {
  language,
  outbox,
  waitlistEntries,
  waitlistStatus,
  type Database,
  type WaitlistEntry,
} from "@bayan/db";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import { INVITE_REPEAT_WINDOW_MS } from "../rules/index.js";
import type {
  waitlistExportQuery,
  waitlistJoinInput,
  waitlistListQuery,
  WaitlistEntryDto,
  WaitlistSortField,
  WaitlistStats,
} from "../schemas/waitlist.js";
import type { Attribution } from "./analytics/collector.js";
import { csvRow, UTF8_BOM } from "./csv.js";
import {
  linkedEmailColumns,
  linkedEmailError,
  linkedEmails,
  type DeliveryOutcome,
  type LinkedEmail,
} from "./email/outbox.js";
import { createInvitations } from "./invitations.js";
import {
  afterKey,
  containsPattern,
  distinctIds,
  isUuid,
  keyText,
  listPage,
  nullRuns,
  orderByKey,
  type SortKey,
} from "./pagination.js";
import { ShortCache } from "./short-cache.js";

type JoinInput = z.output<typeof waitlistJoinInput>;
type ListQuery = z.output<typeof waitlistListQuery>;
type Filters = z.output<typeof waitlistExportQuery>;

/**
 * Adds the email to the waitlist. Joining again (any case, any surrounding spaces) changes
 * nothing and answers the same, so the answer does not reveal who is already on the list.
 * Concurrent joins of one email leave one row: the unique index decides, never an error.
 * `attribution` (the visitor's analytics session, looked up by the caller) is recorded on a new row.
 */
export async function joinWaitlist(
  db: Database,
  input: JoinInput,
  attribution: Attribution | null = null,
) {
  // In a transaction although it is one statement: a transaction that waited too long for a
  // connection is never run (@bayan/db's wait limit), so a join answered 503 during a database
  // outage is not stored later behind the visitor's back.
  const inserted = await db.transaction((tx) =>
    tx
      .insert(waitlistEntries)
      .values({
        email: input.email,
        source: input.source,
        language: input.language,
        ...(attribution ?? {}),
      })
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning({ id: waitlistEntries.id }),
  );
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

/** After a change of entries' statuses made elsewhere (a registration). */
export function invalidateWaitlistStats(db: Database): void {
  statsCache.invalidate(db);
}

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

/**
 * What the admin sees of an entry, with the spec's display fields. `sentStatus` is the state of
 * the entry's invitation email (`invitation`, from the outbox); an entry notified before
 * invitations were linked to their emails has none and stays "sent", as it was shown then.
 */
export function toWaitlistDto(row: WaitlistEntry, invitation: LinkedEmail): WaitlistEntryDto {
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
    sentStatus: invitation?.status ?? (row.status === "notified" ? "sent" : "none"),
    inviteError: linkedEmailError(invitation),
  };
}

/** The entry as the admin sees it once its invitation's delivery was tried (`deliverNow`). */
export const withInvitationOutcome = (
  entry: WaitlistEntryDto,
  outcome: DeliveryOutcome,
): WaitlistEntryDto => ({
  ...entry,
  sentStatus: outcome.status,
  inviteError: linkedEmailError({ status: outcome.status, lastError: outcome.error }),
});

/** Entries with their invitation's state, in one statement (a left join on the outbox). */
const entriesWithInvitation = (db: Database) =>
  db
    .select({ entry: waitlistEntries, invitation: linkedEmailColumns })
    .from(waitlistEntries)
    .leftJoin(outbox, eq(outbox.id, waitlistEntries.inviteEmailId))
    .$dynamic();

const withInvitation = (r: { entry: WaitlistEntry; invitation: LinkedEmail }) =>
  toWaitlistDto(r.entry, r.invitation);

function filterWhere(filters: Filters): SQL | undefined {
  const w = waitlistEntries;
  return and(
    filters.status ? eq(w.status, filters.status) : undefined,
    // Emails are stored lower-cased, so a LIKE on the lower-cased term is the case-insensitive
    // search, at half the cost of ILIKE when many rows match (both use the trigram index).
    filters.search ? like(w.email, containsPattern(filters.search.toLowerCase())) : undefined,
    filters.sent === undefined ? undefined : filters.sent ? isNotNull(w.sentAt) : isNull(w.sentAt),
  );
}

// Each has an index that serves its order (see the waitlist_entries indexes in @bayan/db).
const SORT_KEYS: Record<WaitlistSortField, SortKey> = {
  createdAt: { column: waitlistEntries.createdAt, type: "timestamptz" },
  email: { column: waitlistEntries.email, type: "text", unique: true },
  status: { column: waitlistEntries.status, type: waitlistStatus.enumName },
  source: { column: waitlistEntries.source, type: "text" },
  language: { column: waitlistEntries.language, type: language.enumName },
  sentAt: { column: waitlistEntries.sentAt, type: "timestamptz", nullable: true },
};

/**
 * A page of entries filtered by status, sent or not, and a search on the email; sorted by the
 * chosen column (newest first unless told), ties by id.
 */
export function listWaitlist(db: Database, query: ListQuery) {
  return listPage(
    db,
    waitlistEntries,
    {
      select: entriesWithInvitation(db),
      where: filterWhere(query),
      orderBy: orderByKey(SORT_KEYS[query.sortBy], query.sortDir, waitlistEntries.id),
      page: query.page,
      limit: query.limit,
    },
    withInvitation,
  );
}

/** Entries that joined within the last `days` days, newest first. */
export async function recentWaitlist(db: Database, days: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await entriesWithInvitation(db)
    .where(gte(waitlistEntries.createdAt, since))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(500);
  return rows.map(withInvitation);
}

/** The entry and its invitation's state; an unknown id is not found. */
async function findEntry(db: Database, id: string) {
  const [row] = isUuid(id) ? await entriesWithInvitation(db).where(eq(waitlistEntries.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "Waitlist entry not found");
  return row;
}

/** One entry by id (for a details link to an entry that is on no loaded page). */
export async function getWaitlistEntry(db: Database, id: string) {
  return withInvitation(await findEntry(db, id));
}

export async function updateWaitlistEntry(
  db: Database,
  input: { id: string; status?: WaitlistEntry["status"]; notes?: string | null },
) {
  const { invitation } = await findEntry(db, input.id);
  const [row] = await db
    .update(waitlistEntries)
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    })
    .where(eq(waitlistEntries.id, input.id))
    .returning();
  statsCache.invalidate(db);
  return toWaitlistDto(row!, invitation);
}

export async function deleteWaitlistEntry(db: Database, id: string) {
  await findEntry(db, id);
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
  statsCache.invalidate(db);
  return { id };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type InviteRow = Pick<WaitlistEntry, "id" | "email" | "language" | "sentAt" | "inviteEmailId">;

/**
 * Whether the entry's invitation was queued within INVITE_REPEAT_WINDOW_MS of `now` and is still
 * queued or sent (a failed one may be sent again). `sentAt` is when it was queued, on the same
 * clock as `now`.
 */
function invitedRecently(entry: InviteRow, invitation: LinkedEmail, now: Date): boolean {
  if (!invitation || invitation.status === "failed" || !entry.sentAt) return false;
  return now.getTime() - entry.sentAt.getTime() < INVITE_REPEAT_WINDOW_MS;
}

/**
 * The entries whose invitation went out within the repeat window, read after their rows were
 * locked (a statement of its own, so it sees an invitation another call has just committed).
 */
async function recentlyInvitedIds(tx: Tx, rows: readonly InviteRow[], now: Date) {
  const invitations = await linkedEmails(
    tx,
    rows.flatMap((r) => (r.inviteEmailId ? [r.inviteEmailId] : [])),
  );
  return new Set(
    rows
      .filter((r) => invitedRecently(r, invitations.get(r.inviteEmailId ?? "") ?? null, now))
      .map((r) => r.id),
  );
}

/**
 * Queues the invitation email in the entry's language and marks the entry notified with the
 * sent date and the email's id, in one transaction. A registered entry is a conflict. An entry
 * invited within INVITE_REPEAT_WINDOW_MS (that invitation still queued or sent) gets no second
 * email: the answer is the entry as it is, `recentlyInvited` and that invitation's state
 * (`delivery`); otherwise the queued email's id (`emailId`). The entry's row is locked meanwhile,
 * so two invites at once queue one email.
 */
export async function inviteWaitlistEntry(db: Database, id: string, siteUrl: string, now: Date) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "Waitlist entry not found");
  const result = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for("update");
    if (!entry) throw appError("NOT_FOUND", "Waitlist entry not found");
    if (entry.status === "registered") {
      throw appError("CONFLICT", "This person has already registered");
    }
    const invitation = entry.inviteEmailId
      ? ((await linkedEmails(tx, [entry.inviteEmailId])).get(entry.inviteEmailId) ?? null)
      : null;
    if (invitation && invitedRecently(entry, invitation, now)) {
      return {
        entry: toWaitlistDto(entry, invitation),
        recentlyInvited: true as const,
        delivery: invitation.status,
      };
    }
    const {
      emailIds: [emailId],
    } = await createInvitations(
      tx,
      [{ email: entry.email, language: entry.language, waitlistEntryId: entry.id }],
      siteUrl,
      now,
    );
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ status: "notified", sentAt: now, inviteEmailId: emailId })
      .where(eq(waitlistEntries.id, id))
      .returning();
    const queued = { status: "queued" as const, lastError: null };
    return {
      entry: toWaitlistDto(updated!, queued),
      recentlyInvited: false as const,
      emailId: emailId!,
    };
  });
  if (!result.recentlyInvited) statsCache.invalidate(db);
  return result;
}

/**
 * Queues an invitation to each entry in its language and marks them notified, each linked to its
 * email, in `tx`; answers the emails' ids.
 */
async function inviteRows(
  tx: Tx,
  rows: ReadonlyArray<Pick<WaitlistEntry, "id" | "email" | "language">>,
  siteUrl: string,
  now: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const { emailIds } = await createInvitations(
    tx,
    rows.map((r) => ({ email: r.email, language: r.language, waitlistEntryId: r.id })),
    siteUrl,
    now,
  );
  const { id } = waitlistEntries;
  const link = sql.join(
    rows.map((r, i) => sql`when ${r.id}::uuid then ${emailIds[i]}::uuid`),
    sql` `,
  );
  await tx
    .update(waitlistEntries)
    .set({ status: "notified", sentAt: now, inviteEmailId: sql`case ${id} ${link} end` })
    .where(
      inArray(
        id,
        rows.map((r) => r.id),
      ),
    );
  return emailIds;
}

const inviteColumns = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  language: waitlistEntries.language,
  sentAt: waitlistEntries.sentAt,
  inviteEmailId: waitlistEntries.inviteEmailId,
};

/**
 * Invites the chosen entries as `inviteWaitlistEntry` does, all in one transaction. Registered
 * entries and ids that name nothing are skipped (repeated ids count once); entries invited within
 * the repeat window are left out and counted apart (`recentlyInvited`); other notified entries
 * are invited again, like a single invite. Answers the counts and the queued emails' ids.
 */
export async function inviteWaitlistEntries(
  db: Database,
  ids: readonly string[],
  siteUrl: string,
  now: Date,
) {
  const distinct = distinctIds(ids);
  const wanted = distinct.filter(isUuid);
  const { emailIds, recentlyInvited } =
    wanted.length === 0
      ? { emailIds: [], recentlyInvited: 0 }
      : await db.transaction(async (tx) => {
          const rows = await tx
            .select(inviteColumns)
            .from(waitlistEntries)
            .where(
              and(inArray(waitlistEntries.id, wanted), ne(waitlistEntries.status, "registered")),
            )
            // One lock order for every bulk invite, so two of them never deadlock.
            .orderBy(asc(waitlistEntries.id))
            .for("update");
          const recent = await recentlyInvitedIds(tx, rows, now);
          const due = rows.filter((r) => !recent.has(r.id));
          return {
            emailIds: await inviteRows(tx, due, siteUrl, now),
            recentlyInvited: recent.size,
          };
        });
  const invited = emailIds.length;
  if (invited > 0) statsCache.invalidate(db);
  return {
    invited,
    skipped: distinct.length - invited - recentlyInvited,
    recentlyInvited,
    emailIds,
  };
}

/**
 * Invites the `count` oldest pending entries (by sign-up time, then id). Rows another admin's
 * call is inviting at the same moment are skipped, not waited for, so two calls never invite
 * one entry twice. A pending entry invited within the repeat window (its status set back by
 * hand) is left out and counted (`recentlyInvited`).
 */
export async function inviteNextWaitlistEntries(
  db: Database,
  count: number,
  siteUrl: string,
  now: Date,
) {
  const { emailIds, recentlyInvited } = await db.transaction(async (tx) => {
    const rows = await tx
      .select(inviteColumns)
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, "pending"))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(count)
      .for("update", { skipLocked: true });
    const recent = await recentlyInvitedIds(tx, rows, now);
    const due = rows.filter((r) => !recent.has(r.id));
    return { emailIds: await inviteRows(tx, due, siteUrl, now), recentlyInvited: recent.size };
  });
  const invited = emailIds.length;
  if (invited > 0) statsCache.invalidate(db);
  return { invited, recentlyInvited, emailIds };
}

/** Deletes the chosen entries; ids that name nothing are ignored. */
export async function deleteWaitlistEntries(db: Database, ids: readonly string[]) {
  const wanted = distinctIds(ids).filter(isUuid);
  if (wanted.length === 0) return { deleted: 0 };
  const deleted = await db
    .delete(waitlistEntries)
    .where(inArray(waitlistEntries.id, wanted))
    .returning({ id: waitlistEntries.id });
  if (deleted.length > 0) statsCache.invalidate(db);
  return { deleted: deleted.length };
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
 * Every entry matching the filters as CSV, in the list's order (newest first unless told), read
 * in batches of 1000 that continue after the last row read (keyset), so the whole list is never
 * held in memory and no batch re-reads the rows before it.
 */
export async function* exportWaitlistCsv(db: Database, filters: Filters): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow([...CSV_COLUMNS]);
  const where = filterWhere(filters);
  const key = SORT_KEYS[filters.sortBy];
  const { id } = waitlistEntries;
  for (const run of nullRuns(key)) {
    // The cursor keeps the sort value as PostgreSQL's text: timestamps to the microsecond.
    let cursor: { key: string | null; id: string } | undefined;
    for (;;) {
      const rows = await db
        .select({ row: waitlistEntries, key: keyText(key) })
        .from(waitlistEntries)
        .where(and(where, run, cursor ? afterKey(key, filters.sortDir, id, cursor) : undefined))
        .orderBy(...orderByKey(key, filters.sortDir, id))
        .limit(1000);
      if (rows.length === 0) break;
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
      cursor = { key: last.key, id: last.row.id };
    }
  }
}
