import { waitlistEntries, type Database } from "@bayan/db";
import { and } from "drizzle-orm";
import { csvRow, UTF8_BOM } from "../csv.js";
import { afterKey, keyText, nullRuns, orderByKey } from "../pagination.js";
import { filterWhere, SORT_KEYS, type Filters } from "./list.js";

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
