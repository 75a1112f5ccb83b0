import { outbox, type Database, type OutboxMessage } from "@bayan/db";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../../../errors.js";
import { maskedEmail } from "../../../rules/email-key.js";
import type { OutboxCounts, OutboxItemDto, outboxListQuery } from "../../../schemas/outbox.js";
import { auditChanges, type AuditTrail } from "../../audit.js";
import { containsPattern, isUuid, listPage } from "../../pagination.js";
import { suppressedKeyOf } from "../suppression.js";
import { LINK_CLOSED } from "./sender.js";

type ListQuery = z.output<typeof outboxListQuery>;

/** What the admin sees of an email. */
export function toOutboxItem(m: OutboxMessage): OutboxItemDto {
  return {
    ...m,
    nextAttemptAt: m.nextAttemptAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    delivered: m.status === "sent",
    // The last errors the server writes itself; any other is a mail server's own words.
    lastErrorKey: m.lastError === LINK_CLOSED ? "outbox.linkClosed" : suppressedKeyOf(m.lastError),
  };
}

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = containsPattern(search);
  return or(ilike(outbox.to, term), ilike(outbox.subject, term));
}

/**
 * A page of emails, newest first, by delivery state and a search on the recipient or subject,
 * with how many of each state match the search.
 */
export async function listOutbox(db: Database, query: ListQuery) {
  const search = searchWhere(query.search);
  const [page, counts] = await Promise.all([
    listPage(
      db,
      outbox,
      {
        where: and(query.status ? eq(outbox.status, query.status) : undefined, search),
        orderBy: [desc(outbox.createdAt), desc(outbox.id)],
        page: query.page,
        limit: query.limit,
      },
      toOutboxItem,
    ),
    countByStatus(db, search),
  ]);
  return { ...page, counts };
}

async function countByStatus(db: Database, where: SQL | undefined): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(outbox)
    .where(where)
    .groupBy(outbox.status);
  // Typed by the schema: a new status in the enum would not type-check here until counted.
  const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0, suppressed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** An email as the audit log's target: its recipient, masked. */
export const emailTarget = (email: Pick<OutboxMessage, "id" | "to">) => ({
  type: "email",
  id: email.id,
  label: maskedEmail(email.to),
});

/**
 * Puts a failed (or still queued) email back in the queue, due now, with its attempts and error
 * cleared, recorded (`outbox.retry`). A sent email is a conflict; an unknown id is not found.
 */
export async function retryOutboxMessage(db: Database, id: string, now: Date, audit: AuditTrail) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "outbox.notFound");
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update");
    if (!before) throw appError("NOT_FOUND", "outbox.notFound");
    if (before.status === "sent") throw appError("CONFLICT", "outbox.alreadySent");
    const [after] = await tx
      .update(outbox)
      .set({ status: "queued", attempts: 0, lastError: null, nextAttemptAt: now })
      .where(eq(outbox.id, id))
      .returning();
    // The last error is left out: a mail server's words may quote the address.
    await audit.record(tx, {
      action: "outbox.retry",
      target: emailTarget(before),
      changes: auditChanges(before, after!, ["status", "attempts"]),
    });
    return after!;
  });
  return toOutboxItem(row);
}
