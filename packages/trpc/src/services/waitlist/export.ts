import { waitlistEntries, type Database, type WaitlistEntry } from "@bayan/db";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { SortDirection } from "../../schemas/common.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import { csvRow, UTF8_BOM } from "../csv.js";
import { afterKey, keyText, nullRuns, orderByKey, type SortKey } from "../pagination.js";
import { filterWhere, referrerEntry, SORT_KEYS, type Filters } from "./filters.js";
import { queuePositions } from "./position.js";
import { readWaitlistSettings } from "./settings.js";

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
  "confirmed_at",
  "position",
  "referral_count",
  "referrer",
  "referral_state",
  "flags",
] as const;

const BATCH = 1000;
const w = waitlistEntries;

/** Queue positions by entry id, in position order (a Map keeps its insertion order). */
type Positions = Map<string, number>;
type Row = { row: WaitlistEntry; referrer: string | null };

function csvLine({ row: r, referrer }: Row, positions: Positions): string {
  return csvRow([
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
    r.confirmedAt,
    positions.get(r.id) ?? null,
    r.referralCount,
    referrer,
    r.referralState,
    r.flags.join(" "),
  ]);
}

/**
 * Every waiting entry's queue position, read once when the export starts.
 *
 * Why materialized: a position is computed when read (position.ts), not a stored column, so a
 * keyset cursor on it is not stable: an entry confirming, being invited or gaining a referral while
 * the file is read shifts the others, and the next batch would repeat or skip rows. One read gives
 * the whole file the positions of one moment and lets the position sort walk that order. It holds
 * the queue's ids in memory (about 0.1 kB an entry); the rows themselves still stream. The whole
 * queue, not the filtered part: a join of the filters to the queue's window is what a planner
 * without statistics runs badly (list.ts, `extrasOf`), and the batches apply the filters.
 */
async function queueSnapshot(db: Database): Promise<Positions> {
  const queue = queuePositions(db, await readWaitlistSettings(db));
  const rows = await db
    .select({ id: queue.id, position: queue.position })
    .from(queue)
    .orderBy(asc(queue.position));
  return new Map(rows.map((r) => [r.id, r.position]));
}

/** Entries with their referrer's address (as the list joins it) and `key` as text. */
const selectRows = (db: Database, key: SortKey) =>
  db
    .select({ row: w, referrer: referrerEntry.email, key: keyText(key) })
    .from(w)
    .leftJoin(referrerEntry, eq(referrerEntry.id, w.referredBy))
    .$dynamic();

/**
 * The rows matching `where` in `orderByKey(key, dir)` order, in batches of BATCH, each continuing
 * after the last row read (keyset): nullable keys in two runs, values then nulls.
 */
async function* keysetBatches(
  db: Database,
  where: SQL | undefined,
  key: SortKey,
  dir: SortDirection,
): AsyncGenerator<Row[]> {
  for (const run of nullRuns(key)) {
    // The cursor keeps the sort value as PostgreSQL's text: timestamps to the microsecond.
    let cursor: { key: string | null; id: string } | undefined;
    for (;;) {
      const rows = await selectRows(db, key)
        .where(and(where, run, cursor ? afterKey(key, dir, w.id, cursor) : undefined))
        .orderBy(...orderByKey(key, dir, w.id))
        .limit(BATCH);
      if (rows.length === 0) break;
      yield rows;
      const last = rows[rows.length - 1]!;
      cursor = { key: last.key, id: last.row.id };
    }
  }
}

const ID_KEY: SortKey = { column: w.id, type: "uuid", unique: true };

/**
 * The position sort: the snapshot's queue in its order (reversed for desc), its rows read by id in
 * batches; then every other matching entry (no position: last in both directions, as in the list)
 * by id, leaving out the snapshot's, so an entry that left or joined the queue meanwhile is in the
 * file once. An entry deleted meanwhile is simply absent.
 */
async function* byPosition(
  db: Database,
  where: SQL | undefined,
  dir: SortDirection,
  positions: Positions,
): AsyncGenerator<string> {
  const ordered = [...positions.keys()];
  if (dir === "desc") ordered.reverse();
  for (let i = 0; i < ordered.length; i += BATCH) {
    const ids = ordered.slice(i, i + BATCH);
    const rows = await selectRows(db, ID_KEY).where(and(where, inArray(w.id, ids)));
    const byId = new Map(rows.map((r) => [r.row.id, r]));
    const chunk = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    if (chunk.length > 0) yield chunk.map((r) => csvLine(r, positions)).join("");
  }
  for await (const rows of keysetBatches(db, where, ID_KEY, dir)) {
    const chunk = rows.filter((r) => !positions.has(r.row.id));
    if (chunk.length > 0) yield chunk.map((r) => csvLine(r, positions)).join("");
  }
}

/**
 * Every entry matching the filters as CSV, in the list's order (newest first unless told), read
 * in batches of 1000 that continue after the last row read (keyset), so the whole list is never
 * held in memory and no batch re-reads the rows before it. Positions are those of the moment the
 * export starts (`queueSnapshot`); the position sort walks that snapshot.
 */
export async function* exportWaitlistCsv(
  db: Database,
  filters: Filters,
  now = new Date(),
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow([...CSV_COLUMNS]);
  const where = filterWhere(filters, now);
  const positions = await queueSnapshot(db);
  if (filters.sortBy === "position") {
    yield* byPosition(db, where, filters.sortDir, positions);
    return;
  }
  const key = SORT_KEYS[filters.sortBy];
  for await (const rows of keysetBatches(db, where, key, filters.sortDir)) {
    yield rows.map((r) => csvLine(r, positions)).join("");
  }
}

/** The filters an export is recorded with (the order is not); the search is personal text. */
const FILTER_FIELDS = ["status", "search", "sent", "verification", "invitation"] as const;

/**
 * Starts an export: records it (`waitlist.export`), as it starts, with the number of rows matching
 * and the filters given (the search masked), then answers the CSV's chunks (`exportWaitlistCsv`).
 */
export async function startWaitlistExport(
  db: Database,
  filters: Filters,
  now: Date,
  audit: AuditTrail,
): Promise<AsyncGenerator<string>> {
  const rows = await db.$count(w, filterWhere(filters, now));
  const given = auditChanges(null, filters, [...FILTER_FIELDS], ["search"]) ?? {};
  await audit.record(db, {
    action: "waitlist.export",
    changes: {
      rows: { before: null, after: rows },
      filters: {
        before: null,
        after: Object.fromEntries(Object.entries(given).map(([field, c]) => [field, c.after])),
      },
    },
  });
  return exportWaitlistCsv(db, filters, now);
}
