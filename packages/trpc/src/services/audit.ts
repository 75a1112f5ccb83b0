// The audit log (docs/audit.md): every recorded action, written in the transaction of the change
// it records (so a change that fails leaves no row), chained by hashes, and read back with
// filters; `verifyAuditChain` walks the chain and names the first row that does not match.
import { auditLog, type AuditLogRow, type Database } from "@bayan/db";
import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { AuditAction } from "../rules/audit-actions.js";
import { maskedEmail } from "../rules/email-key.js";
import { csvRow, UTF8_BOM } from "./csv.js";
import type { DbOrTx } from "./invitation-state.js";

/** Any number that is this lock's alone: one audit row at a time, so each sees the last hash. */
export const CHAIN_LOCK = 726_501;

/** Who acted, as the log names them, and from where. */
export interface AuditActor {
  id: string | null;
  label: string;
  ip?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor;
  target?: { type: string; id?: string | null; label?: string | null };
  changes?: Record<string, { before: unknown; after: unknown }> | null;
  ip?: string | null;
}

/** JSON with every object's keys in order, so a value hashes alike after a trip through jsonb. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** A row's hash: its content and the hash of the row before. */
function rowHash(row: Omit<AuditLogRow, "id" | "hash">): string {
  return createHash("sha256")
    .update(
      canonicalJson([
        row.prevHash,
        row.at.toISOString(),
        row.actorId,
        row.actorLabel,
        row.action,
        row.targetType,
        row.targetId,
        row.targetLabel,
        row.changes,
        row.ip,
      ]),
    )
    .digest("hex");
}

/** One entry or several, as a list. */
function asList<T extends object>(entries: T | readonly T[]): readonly T[] {
  return Array.isArray(entries) ? (entries as readonly T[]) : [entries as T];
}

/**
 * Records actions in the caller's transaction (pass the transaction: the rows then stand or fall
 * with the change), in the order given. Takes the chain's lock until that transaction ends.
 */
export async function recordAudit(
  db: DbOrTx,
  entries: AuditEntry | readonly AuditEntry[],
  now: Date,
): Promise<void> {
  const list = asList(entries);
  if (list.length === 0) return;
  // In a transaction of its own when given none (a savepoint inside the caller's): the lock is a
  // transaction's, held until the rows are committed, so the next row sees the last one's hash.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    let prevHash = last?.hash ?? null;
    const rows = list.map((entry) => {
      const row = {
        at: now,
        actorId: entry.actor.id,
        actorLabel: entry.actor.label,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        targetLabel: entry.target?.label ?? null,
        changes: entry.changes ?? null,
        ip: entry.ip ?? entry.actor.ip ?? null,
        prevHash,
      };
      prevHash = rowHash(row);
      return { ...row, hash: prevHash };
    });
    // Ids are taken in the order of the list, so the chain's order is the rows' order.
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(auditLog).values(rows.slice(i, i + 500));
    }
  });
}

/**
 * What an admin call records with (the admin middleware makes one per call, `ctx.audit`): its
 * actor and clock, and how many rows the call recorded, so the middleware can tell a change that
 * recorded nothing (rules/audited.ts).
 */
export interface AuditTrail {
  readonly actor: AuditActor;
  /** Records entries by this call's actor (one, or one per row of a bulk change), in `db`. */
  record(
    db: DbOrTx,
    entries: Omit<AuditEntry, "actor"> | readonly Omit<AuditEntry, "actor">[],
  ): Promise<void>;
  /**
   * Says the call looked and found nothing to record (e.g. a bulk delete of ids already gone):
   * a successful change that neither records nor says this is a fault the middleware names.
   */
  nothingChanged(): void;
  /** Rows recorded, or -1 once `nothingChanged` was said and nothing was recorded. */
  readonly recorded: number;
}

export function auditTrail(actor: AuditActor, now: () => Date): AuditTrail {
  let recorded = 0;
  let unchanged = false;
  return {
    actor,
    async record(db, entries) {
      const list = asList(entries);
      await recordAudit(
        db,
        list.map((entry) => ({ ...entry, actor })),
        now(),
      );
      recorded += list.length;
    },
    nothingChanged() {
      unchanged = true;
    },
    get recorded() {
      return recorded === 0 && unchanged ? -1 : recorded;
    },
  };
}

/** A value that is one email address and nothing else. */
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+$/;

/**
 * The fields that differ between two versions of a record, `{ field: { before, after } }`; the
 * fields named in `personal` are masked (addresses as `j***@gmail.com`, other text as its length).
 */
export function auditChanges<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
  personal: readonly (keyof T & string)[] = [],
): Record<string, { before: unknown; after: unknown }> | null {
  const mask = (field: string, value: unknown) => {
    if (!personal.includes(field) || value === null || value === undefined) return value ?? null;
    const text = typeof value === "string" ? value : canonicalJson(value);
    // An address, whole, is masked as one; any other text (a note that quotes one) as its length.
    return WHOLE_ADDRESS.test(text) ? maskedEmail(text) : `(${text.length} characters)`;
  };
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    const same =
      was instanceof Date && is instanceof Date
        ? was.getTime() === is.getTime()
        : canonicalJson(was) === canonicalJson(is);
    if (!same) changed[field] = { before: mask(field, was), after: mask(field, is) };
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** What a list of the log may be narrowed to (all optional). */
export interface AuditFilters {
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export function auditWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lte(auditLog.at, filters.to) : undefined,
  );
}

/**
 * Walks the whole chain in order: each row's `prevHash` must be the hash of the row before (the
 * first row's: `start`, the hash of the last row retention removed, or null when none was), and
 * its hash must be its content's. Answers how many rows were checked and the first that fails.
 */
export async function verifyAuditChain(db: Database, start: string | null = null) {
  let prev: string | null = start;
  let after = 0;
  let rows = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(1000);
    for (const row of batch) {
      const { id, hash, ...content } = row;
      const linked = row.prevHash === prev;
      if (!linked || rowHash(content) !== hash) return { valid: false, rows, firstBadId: id };
      prev = hash;
      rows += 1;
    }
    if (batch.length < 1000) return { valid: true, rows, firstBadId: null };
    after = batch.at(-1)!.id;
  }
}

function toDto(row: AuditLogRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    changes: row.changes,
    ip: row.ip,
    hash: row.hash,
  };
}

/** A page of the log, newest first, narrowed by the filters. */
export async function listAudit(
  db: Database,
  query: AuditFilters & { page: number; limit: number },
) {
  const where = auditWhere(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const total = count?.total ?? 0;
  return {
    items: rows.map(toDto),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

const CSV_COLUMNS = [
  "id",
  "at",
  "actor_id",
  "actor",
  "action",
  "target_type",
  "target_id",
  "target",
  "changes",
  "ip",
  "hash",
] as const;

/** The log as CSV, oldest first, narrowed by the filters; read in batches. */
export async function* exportAuditCsv(db: Database, filters: AuditFilters): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow([...CSV_COLUMNS]);
  const where = auditWhere(filters);
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(and(where, gt(auditLog.id, after)))
      .orderBy(asc(auditLog.id))
      .limit(1000);
    if (batch.length === 0) return;
    yield batch
      .map((r) =>
        csvRow([
          r.id,
          r.at,
          r.actorId,
          r.actorLabel,
          r.action,
          r.targetType,
          r.targetId,
          r.targetLabel,
          r.changes ? canonicalJson(r.changes) : null,
          r.ip,
          r.hash,
        ]),
      )
      .join("");
    after = batch.at(-1)!.id;
  }
}
