// The suppression screen (docs/email-delivery.md, "The suppression screen"): the administrator's
// list of the addresses never mailed, adding one and taking one off. Every add and removal is
// recorded in `suppression_changes`, in the transaction of the change.
import {
  suppressedAddresses,
  suppressionChanges,
  type Database,
  type SuppressionReason,
} from "@bayan/db";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../../errors.js";
import { maskedEmail } from "../../rules/email-key.js";
import type { MessageKey } from "../../rules/messages.js";
import type {
  SuppressionChangeDto,
  SuppressionDto,
  suppressionAddInput,
  suppressionListQuery,
} from "../../schemas/suppressions.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import type { DbOrTx } from "../invitation-state.js";
import { containsPattern, listPage } from "../pagination.js";
import { suppressionKey } from "./suppression.js";

type ListQuery = z.output<typeof suppressionListQuery>;
type AddInput = z.output<typeof suppressionAddInput>;
type Row = typeof suppressedAddresses.$inferSelect;

/** The 409 of an add whose address is already on the list, by the reason it keeps. */
export const ALREADY_SUPPRESSED_KEYS = {
  "not-me": "suppressions.alreadyNotMe",
  unsubscribed: "suppressions.alreadyUnsubscribed",
  "hard-bounce": "suppressions.alreadyHardBounce",
  complaint: "suppressions.alreadyComplaint",
  "soft-bounces": "suppressions.alreadySoftBounces",
  erased: "suppressions.alreadyErased",
  manual: "suppressions.alreadyManual",
} as const satisfies Record<SuppressionReason, MessageKey>;

/** What the administrator sees of a suppressed address. */
export function toSuppressionDto(row: Row): SuppressionDto {
  return {
    id: row.keyHash,
    keyHash: row.keyHash,
    email: row.email,
    reason: row.reason,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A substring of the address (any case), or, for a whole address, its normalized key too: another
 * spelling of the same Gmail inbox, and an erased person's row (only its hash is left).
 */
function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const bySubstring = ilike(suppressedAddresses.email, containsPattern(search));
  return search.includes("@")
    ? or(bySubstring, eq(suppressedAddresses.keyHash, suppressionKey(search)))
    : bySubstring;
}

/** A page of the list, newest first, by a search on the address and by reason. */
export function listSuppressions(db: Database, query: ListQuery) {
  const s = suppressedAddresses;
  return listPage(
    db,
    s,
    {
      where: and(query.reason ? eq(s.reason, query.reason) : undefined, searchWhere(query.search)),
      orderBy: [desc(s.createdAt), desc(s.keyHash)],
      page: query.page,
      limit: query.limit,
    },
    toSuppressionDto,
  );
}

/** One suppressed address by its key; not on the list: 404. */
export async function getSuppression(db: Database, keyHash: string) {
  const [row] = await db
    .select()
    .from(suppressedAddresses)
    .where(eq(suppressedAddresses.keyHash, keyHash));
  if (!row) throw appError("NOT_FOUND", "suppressions.notFound");
  return toSuppressionDto(row);
}

/** The administrators' adds and removals of an address, newest first (none: an empty list). */
export async function suppressionHistory(
  db: Database,
  keyHash: string,
): Promise<SuppressionChangeDto[]> {
  const c = suppressionChanges;
  const rows = await db
    .select()
    .from(c)
    .where(eq(c.keyHash, keyHash))
    .orderBy(desc(c.createdAt), desc(c.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    reason: row.reason,
    email: row.email,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A suppressed address as the audit log's target: its key and the address masked. */
const suppressionTarget = (row: Pick<Row, "keyHash" | "email">) => ({
  type: "suppression",
  id: row.keyHash,
  label: row.email ? maskedEmail(row.email) : null,
});

/** One administrator's change of an address at a time: an add and a removal never cross. */
const lockKey = (tx: DbOrTx, keyHash: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"suppression:" + keyHash}))`);

/**
 * The administrator puts an address on the list (reason `manual`, source `admin`), with an
 * optional note; recorded, and in the audit log (`suppressions.add`, the note by its length). An
 * address already there keeps its first reason and date: 409, the message naming that reason (and
 * `reason` in its parameters).
 */
export async function addSuppression(db: Database, input: AddInput, now: Date, audit: AuditTrail) {
  const keyHash = suppressionKey(input.email);
  // Answered before the transaction when it is plain; checked again inside it under the lock.
  const [known] = await db
    .select({ reason: suppressedAddresses.reason })
    .from(suppressedAddresses)
    .where(eq(suppressedAddresses.keyHash, keyHash));
  if (known) {
    throw appError("CONFLICT", ALREADY_SUPPRESSED_KEYS[known.reason], {
      params: { reason: known.reason },
    });
  }
  return db.transaction(async (tx) => {
    await lockKey(tx, keyHash);
    const [row] = await tx
      .insert(suppressedAddresses)
      .values({ keyHash, email: input.email, reason: "manual", source: "admin", createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Held by the lock against a removal, so it is still there.
      const [existing] = await tx
        .select({ reason: suppressedAddresses.reason })
        .from(suppressedAddresses)
        .where(eq(suppressedAddresses.keyHash, keyHash));
      const reason = existing?.reason ?? "manual";
      throw appError("CONFLICT", ALREADY_SUPPRESSED_KEYS[reason], { params: { reason } });
    }
    await tx.insert(suppressionChanges).values({
      keyHash,
      email: input.email,
      action: "add",
      reason: "manual",
      note: input.note ?? null,
      createdAt: now,
    });
    await audit.record(tx, {
      action: "suppressions.add",
      target: suppressionTarget(row),
      changes: auditChanges(
        null,
        { reason: row.reason, note: input.note },
        ["reason", "note"],
        ["note"],
      ),
    });
    return toSuppressionDto(row);
  });
}

/**
 * The administrator takes an address off the list, by its key: from now on it can be mailed again
 * (the sender checks the list before every email). Recorded with the reason it had, and in the
 * audit log (`suppressions.remove`); not on the list: 404.
 */
export async function removeSuppression(
  db: Database,
  keyHash: string,
  now: Date,
  audit: AuditTrail,
) {
  // Not on the list: answered before the transaction (and again inside it, under the lock).
  await getSuppression(db, keyHash);
  return db.transaction(async (tx) => {
    await lockKey(tx, keyHash);
    const [row] = await tx
      .delete(suppressedAddresses)
      .where(eq(suppressedAddresses.keyHash, keyHash))
      .returning();
    if (!row) throw appError("NOT_FOUND", "suppressions.notFound");
    await tx.insert(suppressionChanges).values({
      keyHash,
      email: row.email,
      action: "remove",
      reason: row.reason,
      createdAt: now,
    });
    await audit.record(tx, {
      action: "suppressions.remove",
      target: suppressionTarget(row),
      changes: auditChanges(row, null, ["reason"]),
    });
    return toSuppressionDto(row);
  });
}
