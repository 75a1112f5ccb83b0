// The audit log's retention (docs/audit.md, "Retention"): once a day the rows older than the
// retention period (AUDIT_RETENTION_DAYS, default 730) are deleted in one transaction, the only
// deletion the table's trigger allows, and a checkpoint is kept in their place: the id and hash of
// the last row removed, signed with the server's key, so the chain that remains still verifies
// from its first row and a forged or moved checkpoint does not. The pruning itself is recorded.
import { appSettings, auditLog, type Database } from "@bayan/db";
import { desc, eq, lt, lte, sql } from "drizzle-orm";
import { createHmac, timingSafeEqual } from "node:crypto";
import { readSetting, writeSetting } from "./app-settings.js";
import { canonicalJson, CHAIN_LOCK, recordAudit, verifyAuditChain } from "./audit.js";
import type { ScheduledJob } from "./jobs.js";

export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

/** The app setting holding the checkpoint (JSON). */
const CHECKPOINT_SETTING = "audit_checkpoint";

/** Where the kept chain starts: the last row removed, when, how many in all, and the signature. */
export interface AuditCheckpoint {
  throughId: number;
  hash: string;
  at: string;
  removed: number;
  signature: string;
}

type Unsigned = Omit<AuditCheckpoint, "signature">;

function sign(checkpoint: Unsigned, key: Uint8Array): string {
  return createHmac("sha256", key)
    .update(`bayan-audit-checkpoint:${canonicalJson(checkpoint)}`)
    .digest("hex");
}

function signedBy(checkpoint: AuditCheckpoint, key: Uint8Array): boolean {
  const { signature, ...content } = checkpoint;
  const expected = Buffer.from(sign(content, key), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function readAuditCheckpoint(db: Database): Promise<AuditCheckpoint | null> {
  const stored = await readSetting(db, CHECKPOINT_SETTING);
  return stored ? (JSON.parse(stored) as AuditCheckpoint) : null;
}

/** The system as the log names it when a job acts. */
const SYSTEM_ACTOR = { id: null, label: "Bayan (system)" } as const;

/**
 * Deletes the rows older than `retentionDays` and moves the checkpoint past them, in one
 * transaction under the chain's lock; records `audit.prune`. Answers how many rows went.
 */
export async function pruneAuditLog(
  db: Database,
  key: Uint8Array,
  now: Date,
  retentionDays = DEFAULT_AUDIT_RETENTION_DAYS,
) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx
      .select({ id: auditLog.id, hash: auditLog.hash })
      .from(auditLog)
      .where(lt(auditLog.at, cutoff))
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!last) return { removed: 0 };
    // The one deletion the append-only trigger lets through, for this transaction only.
    await tx.execute(sql`select set_config('bayan.audit_prune', 'on', true)`);
    const removed = await tx
      .delete(auditLog)
      .where(lte(auditLog.id, last.id))
      .returning({ id: auditLog.id });
    await tx.execute(sql`select set_config('bayan.audit_prune', 'off', true)`);
    const [stored] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CHECKPOINT_SETTING));
    const before = stored ? (JSON.parse(stored.value) as AuditCheckpoint) : null;
    const checkpoint: Unsigned = {
      throughId: Number(last.id),
      hash: last.hash,
      at: now.toISOString(),
      removed: (before?.removed ?? 0) + removed.length,
    };
    await writeSetting(
      tx,
      CHECKPOINT_SETTING,
      JSON.stringify({ ...checkpoint, signature: sign(checkpoint, key) }),
    );
    await recordAudit(
      tx,
      {
        action: "audit.prune",
        actor: SYSTEM_ACTOR,
        changes: {
          rows: { before: removed.length, after: 0 },
          olderThan: { before: null, after: cutoff.toISOString() },
        },
      },
      now,
    );
    return { removed: removed.length };
  });
}

/**
 * The whole log checked: the checkpoint's signature (when retention has run), then the chain from
 * it. `{ valid, rows, firstBadId, checkpoint }`: a bad checkpoint fails at the first kept row.
 */
export async function verifyAuditLog(db: Database, key: Uint8Array) {
  const checkpoint = await readAuditCheckpoint(db);
  const summary = checkpoint
    ? { throughId: checkpoint.throughId, at: checkpoint.at, removed: checkpoint.removed }
    : null;
  if (checkpoint && !signedBy(checkpoint, key)) {
    const [first] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(auditLog.id)
      .limit(1);
    return { valid: false, rows: 0, firstBadId: first?.id ?? null, checkpoint: summary };
  }
  const chain = await verifyAuditChain(db, checkpoint?.hash ?? null);
  return { ...chain, checkpoint: summary };
}

/** The daily retention job. */
export const auditJobs = (options: { key: Uint8Array; retentionDays: number }): ScheduledJob[] => [
  {
    name: "audit-log-prune",
    intervalMs: 86_400_000,
    run: (db, now) => pruneAuditLog(db, options.key, now, options.retentionDays),
  },
];
