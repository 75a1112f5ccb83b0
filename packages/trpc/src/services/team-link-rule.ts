// When a team invitation's link may be issued (docs/links.md, "Adding a new kind of link"; its own
// module, as waitlist/link-rules.ts, so links.ts can read it without a cycle).
import { teamMembers } from "@bayan/db";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "./invitation-state.js";
import { isUuid } from "./pagination.js";

/** A team invitation's link works this long after its email is delivered (as a registration's). */
export const TEAM_INVITE_DAYS = 7;
const DAY_MS = 86_400_000;

/** A team invitation's link may go to a member who is still invited (not active, suspended or gone). */
export async function teamInviteOpenUntil(db: DbOrTx, id: string, now: Date) {
  if (!isUuid(id)) return null;
  const [member] = await db
    .select({ status: teamMembers.status })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return member?.status === "invited" ? new Date(now.getTime() + TEAM_INVITE_DAYS * DAY_MS) : null;
}
