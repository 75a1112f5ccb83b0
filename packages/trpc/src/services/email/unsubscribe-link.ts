// When an unsubscribe link may be issued (docs/links.md, "Adding a new kind of link").
import { outbox } from "@bayan/db";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../invitation-state.js";
import { isUuid } from "../pagination.js";

/** An unsubscribe link works as long as its email is in the outbox: "until" far enough for that. */
const UNSUBSCRIBE_LINK_YEARS = 10;

/** An unsubscribe link may go with any email still in the outbox. */
export async function unsubscribeLinkOpenUntil(db: DbOrTx, emailId: string, now: Date) {
  if (!isUuid(emailId)) return null;
  const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, emailId));
  if (!row) return null;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + UNSUBSCRIBE_LINK_YEARS);
  return until;
}
