// The suppression list (docs/email-delivery.md): the addresses never to mail, and why. Rows are
// keyed by the SHA-256 of the normalized address (rules/email-key.ts), so every spelling of one
// inbox is one row and an erased person leaves only the hash.
import { suppressedAddresses, suppressionChanges, type SuppressionReason } from "@bayan/db";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { emailKey } from "../../rules/email-key.js";
import { messageText, type MessageKey } from "../../rules/messages.js";
import type { DbOrTx } from "../invitation-state.js";

/** The row key of an address: the hex SHA-256 of its normalized form. */
export function suppressionKey(email: string): string {
  return createHash("sha256").update(emailKey(email)).digest("hex");
}

/** Why an email to a suppressed address was not sent (its last error's key), by the reason. */
export const SUPPRESSED_KEYS = {
  "not-me": "outbox.suppressedNotMe",
  unsubscribed: "outbox.suppressedUnsubscribed",
  "hard-bounce": "outbox.suppressedHardBounce",
  complaint: "outbox.suppressedComplaint",
  "soft-bounces": "outbox.suppressedSoftBounces",
  erased: "outbox.suppressedErased",
  manual: "outbox.suppressedManual",
} as const satisfies Record<SuppressionReason, MessageKey>;

/** The key of a last error the server writes itself when it is one of these texts, else null. */
export function suppressedKeyOf(lastError: string | null) {
  if (!lastError) return null;
  return Object.values(SUPPRESSED_KEYS).find((key) => messageText(key) === lastError) ?? null;
}

/** Where a suppression came from (the `source` column). */
export type SuppressionSource =
  "waitlist" | "one-click" | "page" | "admin" | "ses" | "postmark" | "generic";

/**
 * Puts an address on the list. An address already there keeps its first reason and date (the
 * first "no" is the one on record). An erasure leaves only the hash: the address is dropped from
 * its row, and from the record of the administrators' changes with their notes
 * (`suppression_changes`), whatever the row's reason.
 */
export async function suppress(
  db: DbOrTx,
  email: string,
  reason: SuppressionReason,
  source: SuppressionSource,
  now: Date,
): Promise<void> {
  const keyHash = suppressionKey(email);
  await db
    .insert(suppressedAddresses)
    .values({
      keyHash,
      email: reason === "erased" ? null : email,
      reason,
      source,
      createdAt: now,
    })
    .onConflictDoNothing();
  if (reason === "erased") {
    await db
      .update(suppressedAddresses)
      .set({ email: null })
      .where(eq(suppressedAddresses.keyHash, keyHash));
    await db
      .update(suppressionChanges)
      .set({ email: null, note: null })
      .where(eq(suppressionChanges.keyHash, keyHash));
  }
}

/** The reason each of these addresses is suppressed for, by address as given (absent: not). */
export async function suppressionsOf(
  db: DbOrTx,
  emails: readonly string[],
): Promise<Map<string, SuppressionReason>> {
  if (emails.length === 0) return new Map();
  const keys = new Map(emails.map((email) => [email, suppressionKey(email)]));
  const rows = await db
    .select({ keyHash: suppressedAddresses.keyHash, reason: suppressedAddresses.reason })
    .from(suppressedAddresses)
    .where(inArray(suppressedAddresses.keyHash, [...new Set(keys.values())]));
  const byKey = new Map(rows.map((row) => [row.keyHash, row.reason]));
  const found = new Map<string, SuppressionReason>();
  for (const [email, key] of keys) {
    const reason = byKey.get(key);
    if (reason) found.set(email, reason);
  }
  return found;
}

/** Whether an address is suppressed (its reason), or null. */
export async function suppressionOf(db: DbOrTx, email: string) {
  return (await suppressionsOf(db, [email])).get(email) ?? null;
}
