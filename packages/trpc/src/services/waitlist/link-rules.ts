// When the waitlist's links may be issued (docs/links.md, "Adding a new kind of link").
import { waitlistEntries } from "@bayan/db";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../invitation-state.js";
import { isUuid } from "../pagination.js";

/** A confirmation link works this long after its email is delivered. */
export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 86_400_000;
/** A status link works as long as its entry exists: "until" is far enough to mean that. */
const STATUS_LINK_YEARS = 10;

async function entryOf(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [entry] = await db
    .select({ confirmedAt: waitlistEntries.confirmedAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id));
  return entry;
}

/** A confirmation link may go to an entry that still exists and is not confirmed yet. */
export async function confirmLinkOpenUntil(db: DbOrTx, id: string, now: Date) {
  const entry = await entryOf(db, id);
  return entry && !entry.confirmedAt ? new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS) : null;
}

/** A status link may go to any entry that still exists. */
export async function statusLinkOpenUntil(db: DbOrTx, id: string, now: Date) {
  const entry = await entryOf(db, id);
  if (!entry) return null;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + STATUS_LINK_YEARS);
  return until;
}
