// Entries as the admin reads them: the list (filtered, sorted, a page at a time, by queue position
// too), the recent joins and one entry, each with its invitation's state, queue position, referrer
// and whether its address is suppressed. Filters and sorts: filters.ts; changes: edit.ts.
import {
  outbox,
  waitlistEntries,
  type Database,
  type SuppressionReason,
  type WaitlistEntry,
} from "@bayan/db";
import { and, asc, desc, eq, gte, inArray, not, sql } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../../errors.js";
import type { waitlistListQuery, WaitlistEntryDto } from "../../schemas/waitlist.js";
import { linkedEmailColumns, linkedEmailError, type LinkedEmail } from "../email/outbox/linked.js";
import type { DeliveryOutcome } from "../email/outbox/outcomes.js";
import { suppressionsOf } from "../email/suppression.js";
import type { DbOrTx } from "../invitation-state.js";
import { isUuid, listPage, orderByKey, pagination } from "../pagination.js";
import { filterWhere, referrerEntry, SORT_KEYS } from "./filters.js";
import { inQueue, queuePositions } from "./position.js";
import { readWaitlistSettings } from "./settings.js";

type ListQuery = z.output<typeof waitlistListQuery>;

/**
 * What the admin sees of an entry, with the spec's display fields. `sentStatus` is the state of
 * the entry's invitation email (`invitation`, from the outbox); an entry notified before
 * invitations were linked to their emails has none and stays "sent", as it was shown then.
 */
export function toWaitlistDto(
  row: WaitlistEntry,
  invitation: LinkedEmail,
  extra: {
    position?: number | null;
    referrer?: string | null;
    suppressed?: SuppressionReason | null;
  } = {},
): WaitlistEntryDto {
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
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    position: extra.position ?? null,
    referralCount: row.referralCount,
    referrer: extra.referrer ?? null,
    referralState: row.referralState,
    flags: row.flags as WaitlistEntryDto["flags"],
    duplicateOf: row.duplicateOf,
    suppressed: extra.suppressed ?? null,
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

/** In the queue: position.ts's condition, in parentheses to combine (it is an `or`). */
const waiting = sql`(${inQueue})`;

/** Every queued entry's position under the current settings (position.ts). */
const currentQueue = async (db: DbOrTx) => queuePositions(db, await readWaitlistSettings(db));

/**
 * Entries with their invitation's state, in one statement (a left join on the outbox). The
 * referrer sort joins the referring entry by primary key to order by its address; other lists
 * look the addresses of a page up afterwards (`extrasOf`), as a join runs before a deep page's
 * offset, for every row skipped.
 */
const entriesWithInvitation = (db: DbOrTx, joinReferrer = false) => {
  const select = db
    .select({ entry: waitlistEntries, invitation: linkedEmailColumns })
    .from(waitlistEntries)
    .leftJoin(outbox, eq(outbox.id, waitlistEntries.inviteEmailId))
    .$dynamic();
  return joinReferrer
    ? select.leftJoin(referrerEntry, eq(referrerEntry.id, waitlistEntries.referredBy))
    : select;
};

type EntryRow = { entry: WaitlistEntry; invitation: LinkedEmail };
type Extras = Pick<WaitlistEntry, "id" | "email" | "status" | "referredBy">;

/**
 * The queue positions of these entries (absent: not waiting), their referrers' addresses and
 * whether each address is suppressed (unsubscribed, bounced...), read
 * apart from the rows they go with: the queue is one window over every waiting entry, and joined to
 * a page of the list a planner without statistics (PGlite never gathers any) re-scanned it for
 * every row: 12 s for one page with 2,400 entries waiting. Filtered by id, it is computed once. Only
 * waiting entries are asked for, so a page of invited entries (the "Sent users" tab) reads no queue.
 */
async function extrasOf(db: DbOrTx, entries: readonly Extras[], readPositions = true) {
  const waitingIds = readPositions
    ? entries.filter((e) => e.status === "pending").map((e) => e.id)
    : [];
  const referrerIds = [...new Set(entries.flatMap((e) => (e.referredBy ? [e.referredBy] : [])))];
  const queue = waitingIds.length > 0 ? await currentQueue(db) : null;
  const positions = queue
    ? await db
        .select({ id: queue.id, position: queue.position })
        .from(queue)
        .where(inArray(queue.id, waitingIds))
    : [];
  const referrers =
    referrerIds.length > 0
      ? await db
          .select({ id: waitlistEntries.id, email: waitlistEntries.email })
          .from(waitlistEntries)
          .where(inArray(waitlistEntries.id, referrerIds))
      : [];
  // Whether each address may be mailed (docs/email-delivery.md): unsubscribed, bounced...
  const suppressions = await suppressionsOf(
    db,
    entries.map((e) => e.email),
  );
  const positionOf = new Map(positions.map((r) => [r.id, r.position]));
  const emailOf = new Map(referrers.map((r) => [r.id, r.email]));
  return (entry: Extras) => ({
    position: positionOf.get(entry.id) ?? null,
    referrer: (entry.referredBy && emailOf.get(entry.referredBy)) ?? null,
    suppressed: suppressions.get(entry.email) ?? null,
  });
}

/** The rows as the admin sees them, each with its position and referrer. */
async function withExtras(db: DbOrTx, rows: readonly EntryRow[]) {
  const extras = await extrasOf(
    db,
    rows.map((r) => r.entry),
  );
  return rows.map(({ entry, invitation }) => toWaitlistDto(entry, invitation, extras(entry)));
}

/** The position and referrer's address of an entry at hand (an answer built from its row). */
export async function entryExtras(db: DbOrTx, entry: Extras) {
  return (await extrasOf(db, [entry]))(entry);
}

/**
 * A page of entries filtered by status, sent or not, verification and a search on the email;
 * sorted by the chosen field (newest first unless told), ties by id. Entries not waiting (invited,
 * registered, kept duplicates) have no position and sort after the others either way.
 */
export async function listWaitlist(db: Database, query: ListQuery, now = new Date()) {
  if (query.sortBy === "position") return listByPosition(db, query, now);
  const page = await listPage(
    db,
    waitlistEntries,
    {
      select: entriesWithInvitation(db, query.sortBy === "referrer"),
      where: filterWhere(query, now),
      orderBy: orderByKey(SORT_KEYS[query.sortBy], query.sortDir, waitlistEntries.id),
      page: query.page,
      limit: query.limit,
    },
    (row: EntryRow) => row,
  );
  return { items: await withExtras(db, page.items), pagination: page.pagination };
}

/**
 * The list by position: the matching waiting entries in queue order (reversed for desc), then the
 * other matching entries by id in the same direction, as `position nulls last, id` would order
 * them. With filters, the queue drives the first part and looks each entry up by primary key (the
 * lateral subquery's `limit` keeps the planner from turning it around into a scan of the queue per
 * entry, see `extrasOf`); the page's rows are then read by id.
 */
async function listByPosition(db: Database, query: ListQuery, now: Date) {
  const where = filterWhere(query, now);
  const queue = await currentQueue(db);
  const offset = (query.page - 1) * query.limit;
  const direction = query.sortDir === "asc" ? asc : desc;
  const matching = db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, queue.id), where))
    .limit(1)
    .as("matching");
  const queueRows = db.select({ id: queue.id, position: queue.position }).from(queue).$dynamic();
  const [queued, waitingCount, total] = await Promise.all([
    (where ? queueRows.crossJoinLateral(matching) : queueRows)
      .orderBy(direction(queue.position))
      .limit(query.limit)
      .offset(offset),
    db.$count(waitlistEntries, and(where, waiting)),
    db.$count(waitlistEntries, where),
  ]);
  const rest =
    queued.length < query.limit
      ? await entriesWithInvitation(db)
          .where(and(where, not(waiting)))
          .orderBy(direction(waitlistEntries.id))
          .limit(query.limit - queued.length)
          .offset(Math.max(0, offset - waitingCount))
      : [];
  const rows = queued.length
    ? await entriesWithInvitation(db).where(
        inArray(
          waitlistEntries.id,
          queued.map((q) => q.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.entry.id, r]));
  const page = [...queued.flatMap(({ id }) => byId.get(id) ?? []), ...rest];
  // The positions are the queue's just read; only the referrers are looked up.
  const extras = await extrasOf(
    db,
    page.map((r) => r.entry),
    false,
  );
  const positions = new Map(queued.map((q) => [q.id, q.position]));
  const items = page.map(({ entry, invitation }) =>
    toWaitlistDto(entry, invitation, {
      ...extras(entry),
      position: positions.get(entry.id) ?? null,
    }),
  );
  return { items, pagination: pagination(query.page, query.limit, total) };
}

/** Entries that joined within the last `days` days, newest first. */
export async function recentWaitlist(db: Database, days: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await entriesWithInvitation(db)
    .where(gte(waitlistEntries.createdAt, since))
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(500);
  return withExtras(db, rows);
}

/** The entry and its invitation's state; an unknown id is not found. */
export async function findEntry(db: Database, id: string) {
  const [row] = isUuid(id) ? await entriesWithInvitation(db).where(eq(waitlistEntries.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "waitlist.entryNotFound");
  return row;
}

/** One entry by id (for a details link to an entry that is on no loaded page). */
export async function getWaitlistEntry(db: Database, id: string) {
  const { entry, invitation } = await findEntry(db, id);
  return toWaitlistDto(entry, invitation, await entryExtras(db, entry));
}
