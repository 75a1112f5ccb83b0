import { invitations, users, type Database, type Invitation } from "@bayan/db";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { InvitationCheck } from "../schemas/users.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export type InvitationState = InvitationCheck["state"];

/** What an invitation is now: valid, used, expired (or replaced), or unknown. */
export function invitationState(
  row: Invitation | undefined,
  now: Date,
  registered: boolean,
): InvitationState {
  if (!row) return "unknown";
  if (row.usedAt || registered) return "used";
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** Whether someone with this address has an account already. */
export async function hasAccount(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** The invitation with this id while it is valid (unused, not replaced, not expired), else null. */
export async function openInvitation(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  if (!row || (await hasAccount(db, row.email))) return null;
  return row;
}
