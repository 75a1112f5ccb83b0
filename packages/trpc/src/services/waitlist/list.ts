import {
  language,
  outbox,
  waitlistEntries,
  waitlistStatus,
  type Database,
  type WaitlistEntry,
} from "@bayan/db";
import { and, desc, eq, gte, inArray, isNotNull, isNull, like, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../../errors.js";
import type {
  waitlistExportQuery,
  waitlistListQuery,
  WaitlistEntryDto,
  WaitlistSortField,
} from "../../schemas/waitlist.js";
import { linkedEmailColumns, linkedEmailError, type LinkedEmail } from "../email/outbox/linked.js";
import type { DeliveryOutcome } from "../email/outbox/outcomes.js";
import {
  containsPattern,
  distinctIds,
  isUuid,
  listPage,
  orderByKey,
  type SortKey,
} from "../pagination.js";
import { invalidateWaitlistStats } from "./stats.js";

type ListQuery = z.output<typeof waitlistListQuery>;
export type Filters = z.output<typeof waitlistExportQuery>;

/**
 * What the admin sees of an entry, with the spec's display fields. `sentStatus` is the state of
 * the entry's invitation email (`invitation`, from the outbox); an entry notified before
 * invitations were linked to their emails has none and stays "sent", as it was shown then.
 */
export function toWaitlistDto(
  row: WaitlistEntry,
  invitation: LinkedEmail,
  extra: { position?: number | null; referrer?: string | null } = {},
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

export function filterWhere(filters: Filters): SQL | undefined {
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
export const SORT_KEYS: Record<WaitlistSortField, SortKey> = {
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
  if (!row) throw appError("NOT_FOUND", "waitlist.entryNotFound");
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
  invalidateWaitlistStats(db);
  return toWaitlistDto(row!, invitation);
}

export async function deleteWaitlistEntry(db: Database, id: string) {
  await findEntry(db, id);
  await db.delete(waitlistEntries).where(eq(waitlistEntries.id, id));
  invalidateWaitlistStats(db);
  return { id };
}

/** Deletes the chosen entries; ids that name nothing are ignored. */
export async function deleteWaitlistEntries(db: Database, ids: readonly string[]) {
  const wanted = distinctIds(ids).filter(isUuid);
  if (wanted.length === 0) return { deleted: 0 };
  const deleted = await db
    .delete(waitlistEntries)
    .where(inArray(waitlistEntries.id, wanted))
    .returning({ id: waitlistEntries.id });
  if (deleted.length > 0) invalidateWaitlistStats(db);
  return { deleted: deleted.length };
}
