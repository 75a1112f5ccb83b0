// The admin list's filters and sorts (status, sent, invitation, verification, a search on the
// email; the stored columns to order by), shared by the list (list.ts) and the CSV export
// (export.ts) so both read the same entries in the same order.
import { language, waitlistEntries, waitlistStatus } from "@bayan/db";
import { and, eq, isNotNull, isNull, like, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { INVITATION_TTL_DAYS } from "../../schemas/users.js";
import type { waitlistExportQuery, WaitlistSortField } from "../../schemas/waitlist.js";
import { containsPattern, type SortKey } from "../pagination.js";

export type Filters = z.output<typeof waitlistExportQuery>;

/** The entry that referred an entry (`referred_by`): its address is the referrer column. */
export const referrerEntry = alias(waitlistEntries, "referrer");

export function filterWhere(filters: Filters, now = new Date()): SQL | undefined {
  const w = waitlistEntries;
  const expiredBefore = new Date(now.getTime() - INVITATION_TTL_DAYS * 86_400_000);
  return and(
    filters.invitation === "expired"
      ? and(eq(w.status, "notified"), lt(w.sentAt, expiredBefore))
      : undefined,
    filters.status ? eq(w.status, filters.status) : undefined,
    // Emails are stored lower-cased, so a LIKE on the lower-cased term is the case-insensitive
    // search, at half the cost of ILIKE when many rows match (both use the trigram index).
    filters.search ? like(w.email, containsPattern(filters.search.toLowerCase())) : undefined,
    filters.sent === undefined ? undefined : filters.sent ? isNotNull(w.sentAt) : isNull(w.sentAt),
    filters.verification ? VERIFICATION[filters.verification] : undefined,
  );
}

/** The list's verification filter: the address confirmed or not, met a fraud rule, in review. */
const VERIFICATION: Record<NonNullable<Filters["verification"]>, SQL> = {
  confirmed: isNotNull(waitlistEntries.confirmedAt),
  unconfirmed: isNull(waitlistEntries.confirmedAt),
  flagged: sql`cardinality(${waitlistEntries.flags}) > 0`,
  review: eq(waitlistEntries.referralState, "suspect"),
};

/**
 * The sorts on stored columns (and the referrer's address, a column joined by primary key); the
 * position is computed (`listByPosition`). The first six have an index that serves their order
 * (see the waitlist_entries indexes in @bayan/db); referrals and referrer sort the rows they match.
 * The email is no longer unique by constraint (email_key is), so it is tied by id like the others,
 * as its (email, id) index serves.
 */
export const SORT_KEYS: Record<Exclude<WaitlistSortField, "position">, SortKey> = {
  createdAt: { column: waitlistEntries.createdAt, type: "timestamptz" },
  email: { column: waitlistEntries.email, type: "text" },
  status: { column: waitlistEntries.status, type: waitlistStatus.enumName },
  source: { column: waitlistEntries.source, type: "text" },
  language: { column: waitlistEntries.language, type: language.enumName },
  sentAt: { column: waitlistEntries.sentAt, type: "timestamptz", nullable: true },
  referrals: { column: waitlistEntries.referralCount, type: "integer" },
  referrer: { column: referrerEntry.email, type: "text", nullable: true },
};
