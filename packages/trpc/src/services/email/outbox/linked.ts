import { outbox, type Database } from "@bayan/db";
import { inArray } from "drizzle-orm";
import type { DeliveryStatus } from "../../../schemas/outbox.js";

/**
 * What the admin sees of the email a row links to (an invitation, a reply): read with a left join
 * on `outbox.id`, so a row without one gets null.
 */
export const linkedEmailColumns = { status: outbox.status, lastError: outbox.lastError };
export type LinkedEmail = { status: DeliveryStatus; lastError: string | null } | null;

/** The reason of a linked email's last failure, while it is not delivered; else null. */
export const linkedEmailError = (email: LinkedEmail) =>
  email && email.status !== "sent" ? email.lastError : null;

/** The states of the emails with these ids (one statement); an id not found is null. */
export async function linkedEmails(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, NonNullable<LinkedEmail>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: outbox.id, ...linkedEmailColumns })
    .from(outbox)
    .where(inArray(outbox.id, [...ids]));
  return new Map(rows.map(({ id, ...email }) => [id, email]));
}
