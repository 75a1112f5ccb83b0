// The one reminder to register (docs/email-delivery.md, "Invitation waves"): an invitation not
// used INVITATION_REMINDER_DAYS after it was made gets one more email with a fresh link to the
// same invitation (minted at delivery, docs/links.md), while it is still valid.
import { invitations, users, type Database } from "@bayan/db";
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { enqueueEmails } from "./email/outbox/queue.js";
import { inviteEmail } from "./email/templates.js";
import { linkSlot, registerUrl } from "./links/links.js";

/** Days after an invitation when its one reminder goes. */
export const INVITATION_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;
/** Reminders per run, so one run stays short; the next run takes the rest. */
const BATCH = 500;

/**
 * Queues the reminder of every invitation made INVITATION_REMINDER_DAYS ago or more that is
 * neither used, replaced nor expired, whose person has no account yet; answers how many.
 */
export async function remindInvitations(db: Database, now: Date, siteUrl: string) {
  const i = invitations;
  const before = new Date(now.getTime() - INVITATION_REMINDER_DAYS * DAY_MS);
  const reminded = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(i)
      .where(
        and(
          lte(i.createdAt, before),
          gt(i.expiresAt, now),
          isNull(i.usedAt),
          isNull(i.revokedAt),
          isNull(i.remindedAt),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(users)
              .where(eq(users.email, i.email)),
          ),
        ),
      )
      .orderBy(asc(i.createdAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const link = registerUrl(siteUrl, linkSlot("registration"));
    const emailIds = await enqueueEmails(
      tx,
      rows.map((row) => ({
        to: row.email,
        kind: row.waitlistEntryId ? "waitlist-invite-reminder" : "user-invite-reminder",
        email: inviteEmail(row.language, link, {
          days: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY_MS)),
          fromWaitlist: Boolean(row.waitlistEntryId),
          name: row.name,
          reminder: true,
        }),
        links: [{ purpose: "registration" as const, subject: row.id }],
        at: now,
      })),
    );
    await tx
      .update(i)
      .set({ remindedAt: now })
      .where(
        inArray(
          i.id,
          rows.map((r) => r.id),
        ),
      );
    return emailIds.length;
  });
  return { reminded };
}
