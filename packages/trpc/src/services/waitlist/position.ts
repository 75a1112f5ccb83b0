// Places in the queue, computed when read, never stored (docs/waitlist-growth.md). The queue is
// the entries still waiting (pending: not invited, not registered): confirmed ones first, in the
// order of the position rule, then unconfirmed ones by join time. Under "first come, first
// served" the order is the join time; under "referrals" each confirmed entry's join rank among the
// confirmed, less `placesPerReferral` for each credited referral, ties by join time.
import { waitlistEntries, type WaitlistEntry } from "@bayan/db";
import { and, count, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { WaitlistSettings } from "../../schemas/waitlist-growth.js";
import { rowsOf } from "../analytics/report.js";
import type { DbOrTx } from "../invitation-state.js";

const w = waitlistEntries;

/** Confirmed and waiting: the head of the queue (waitlist_entries_queue_idx). */
export const confirmedInQueue = sql`${w.confirmedAt} is not null and ${w.status} = 'pending'`;
/** Unconfirmed and waiting, not a kept duplicate: the tail of the queue. */
export const unconfirmedInQueue = sql`${w.confirmedAt} is null and ${w.status} = 'pending' and ${w.duplicateOf} is null`;
/** Every entry in the queue. */
export const inQueue = sql`(${confirmedInQueue}) or (${unconfirmedInQueue})`;

type Rule = Pick<WaitlistSettings, "positionRule" | "placesPerReferral">;

/** Places one credited referral is worth under the rule (none under first come, first served). */
const placesOf = (rule: Rule) => (rule.positionRule === "referrals" ? rule.placesPerReferral : 0);

/**
 * Every queued entry's position, as a subquery of (id, position): for the admin list's column and
 * sort and "invite next N". One pass over the queue (a window over its index).
 */
export function queuePositions(db: DbOrTx, rule: Rule) {
  const places = placesOf(rule);
  const ranked = db
    .select({
      id: w.id,
      confirmedLast: sql<boolean>`(${w.confirmedAt} is null)`.as("confirmed_last"),
      score:
        sql<number>`case when ${w.confirmedAt} is null then 0 else row_number() over (partition by (${w.confirmedAt} is null) order by ${w.createdAt}, ${w.id}) - ${places}::int * ${w.referralCount} end`.as(
          "score",
        ),
      createdAt: w.createdAt,
    })
    .from(w)
    .where(inQueue)
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      position:
        sql<number>`row_number() over (order by ${ranked.confirmedLast}, ${ranked.score}, ${ranked.createdAt}, ${ranked.id})`
          .mapWith(Number)
          .as("position"),
    })
    .from(ranked)
    .as("queue_positions");
}

async function countWhere(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(w).where(where);
  return row?.n ?? 0;
}

/** Entries before `entry` in join order (created_at, id) among those matching `where`. */
const joinedBefore = (entry: Pick<WaitlistEntry, "createdAt" | "id">) =>
  sql`(${w.createdAt}, ${w.id}) < (${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`;

/**
 * One entry's place in the queue and the queue's length, counted now; null when the entry is not
 * waiting (invited, registered, or a kept duplicate). Counts over the queue's index, and under the
 * referral rule one window pass over the confirmed queue.
 */
export async function exactPositionOf(
  db: DbOrTx,
  entry: Pick<
    WaitlistEntry,
    "id" | "createdAt" | "confirmedAt" | "status" | "duplicateOf" | "referralCount"
  >,
  rule: Rule,
): Promise<{ position: number | null; total: number }> {
  const [confirmedTotal, unconfirmedTotal] = await Promise.all([
    countWhere(db, confirmedInQueue),
    countWhere(db, unconfirmedInQueue),
  ]);
  const total = confirmedTotal + unconfirmedTotal;
  if (entry.status !== "pending" || entry.duplicateOf) return { position: null, total };
  if (!entry.confirmedAt) {
    const before = await countWhere(db, and(unconfirmedInQueue, joinedBefore(entry)));
    return { position: confirmedTotal + before + 1, total };
  }
  const rank = (await countWhere(db, and(confirmedInQueue, joinedBefore(entry)))) + 1;
  const places = placesOf(rule);
  if (places === 0) return { position: rank, total };
  // Entries whose score (join rank less their referrals' places) is lower, or equal and earlier.
  const score = rank - places * entry.referralCount;
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`
    select count(*) as n from (
      select ${w.createdAt} as created_at, ${w.id} as id,
        row_number() over (order by ${w.createdAt}, ${w.id}) - ${places}::int * ${w.referralCount} as score
      from ${w} where ${confirmedInQueue}
    ) q
    where (q.score, q.created_at, q.id) < (${score}::bigint, ${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
  );
  return { position: Number(row?.n ?? 0) + 1, total };
}

/** Whether an entry is confirmed; a filter for lists. */
export const isConfirmed = isNotNull(w.confirmedAt);
export const isUnconfirmed = isNull(w.confirmedAt);

/**
 * The whole queue's order, read in one statement and kept a few seconds per process: the status
 * page is read far more often than the order changes, and one pass over the queue per read (the
 * referral rule's window) is what a launch-day crowd of status pages cannot afford (the bench,
 * docs/waitlist-growth.md). It is a cache of positions computed when read, not a stored position:
 * nothing is written, and an entry it cannot answer for exactly is counted now (`positionOf`).
 */
interface QueueSnapshot {
  rule: string;
  builtAt: number;
  total: number;
  /** Each waiting entry's position and the referral count it was computed with. */
  entries: Map<string, { position: number; referrals: number; confirmed: boolean }>;
}

/** How long a snapshot answers before a read rebuilds it (in the background). */
export const QUEUE_SNAPSHOT_MS = 5_000;

const snapshots = new WeakMap<object, { current?: QueueSnapshot; building?: Promise<void> }>();
const ruleKey = (rule: Rule) => `${rule.positionRule}:${placesOf(rule)}`;

async function buildSnapshot(db: DbOrTx, rule: Rule): Promise<QueueSnapshot> {
  const builtAt = Date.now();
  const queue = queuePositions(db, rule);
  const rows = await db
    .select({
      id: queue.id,
      position: queue.position,
      referrals: w.referralCount,
      confirmedAt: w.confirmedAt,
    })
    .from(queue)
    .innerJoin(w, sql`${w.id} = ${queue.id}`);
  const entries: QueueSnapshot["entries"] = new Map();
  for (const r of rows) {
    entries.set(r.id, {
      position: Number(r.position),
      referrals: r.referrals,
      confirmed: r.confirmedAt !== null,
    });
  }
  return { rule: ruleKey(rule), builtAt, total: rows.length, entries };
}

/**
 * The snapshot for this rule if one is fresh; otherwise starts building one (one at a time per
 * database) and answers the old one while it is still of this rule, else nothing.
 */
function snapshotFor(db: DbOrTx, rule: Rule, now: number): QueueSnapshot | undefined {
  let slot = snapshots.get(db);
  if (!slot) {
    slot = {};
    snapshots.set(db, slot);
  }
  const current = slot.current?.rule === ruleKey(rule) ? slot.current : undefined;
  if (!current || now - current.builtAt >= QUEUE_SNAPSHOT_MS) {
    if (!slot.building) {
      const held = slot;
      held.building = buildSnapshot(db, rule)
        .then((built) => {
          held.current = built;
        })
        .catch(() => undefined)
        .finally(() => {
          held.building = undefined;
        });
    }
  }
  return current;
}

/**
 * An entry's place in the queue and the queue's length, from the process's snapshot of the queue
 * (at most QUEUE_SNAPSHOT_MS old) when it holds the entry as the entry now is (same referral count,
 * same confirmation); counted now otherwise: a person who has just confirmed, or whose friend has
 * just confirmed, always sees their new place at once.
 */
export async function positionOf(
  db: DbOrTx,
  entry: Parameters<typeof exactPositionOf>[1],
  rule: Rule,
): Promise<{ position: number | null; total: number }> {
  const snapshot = snapshotFor(db, rule, Date.now());
  // Not waiting (invited, registered, a kept duplicate): no place, and the queue's length is the
  // snapshot's; nothing to count for it.
  if (snapshot && (entry.status !== "pending" || entry.duplicateOf)) {
    return { position: null, total: snapshot.total };
  }
  const known = snapshot?.entries.get(entry.id);
  if (
    snapshot &&
    known &&
    known.referrals === entry.referralCount &&
    known.confirmed === (entry.confirmedAt !== null)
  ) {
    return { position: known.position, total: snapshot.total };
  }
  return exactPositionOf(db, entry, rule);
}
