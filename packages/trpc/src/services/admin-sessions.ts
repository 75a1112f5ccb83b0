// A team member's sessions (docs/team.md): the ones still open, with the browser and country they
// signed in from and when they were last seen; a member ends any of theirs or all the others, the
// owner anyone's.
import { adminSessions, teamMembers, type Database } from "@bayan/db";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import UAParser from "ua-parser-js";
import { appError } from "../errors.js";
import { said } from "../rules/messages.js";
import type { AuditTrail } from "./audit.js";
import type { AdminSession } from "./auth.js";
import { isUuid } from "./pagination.js";
import { memberTarget, type MemberNamed } from "./team.js";

/** The browser and system a User-Agent names ("Chrome 131", "Windows"), or nulls. */
function browserOf(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  const major = parsed.browser.version?.split(".")[0];
  return {
    browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null,
    os: parsed.os.name ?? null,
  };
}

/** The member's open sessions (not ended, not expired), the latest seen first. */
export async function listSessions(
  db: Database,
  memberId: string,
  current: AdminSession | null,
  now: Date,
) {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.memberId, memberId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...browserOf(row.userAgent),
      country: row.country,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === current?.sessionId,
    })),
  };
}

/**
 * Ends one session: one of the caller's own, or anyone's for the owner; another member's session
 * is "not found" to anyone else. Ending the current one signs the caller out. The owner's ending
 * of a member's session is recorded; a member's ending of their own is not.
 */
export async function endSession(
  db: Database,
  caller: AdminSession,
  id: string,
  now: Date,
  audit: AuditTrail,
) {
  const [row] = isUuid(id)
    ? await db
        .select({ session: adminSessions, member: teamMembers })
        .from(adminSessions)
        .innerJoin(teamMembers, eq(teamMembers.id, adminSessions.memberId))
        .where(eq(adminSessions.id, id))
    : [];
  const own = row?.session.memberId === caller.memberId;
  if (!row || (!own && caller.role !== "owner")) {
    throw appError("NOT_FOUND", "team.sessionNotFound");
  }
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    if (own || ended.length === 0) return audit.nothingChanged();
    await audit.record(tx, { action: "team.endSession", target: memberTarget(row.member) });
  });
  return said("team.sessionEnded");
}

/**
 * Ends every open session of a member but `keep` (the caller's own, when ending their others);
 * answers how many. Given an audit trail (the owner signing a member out everywhere), recorded.
 */
export async function endSessionsOf(
  db: Database,
  memberId: string,
  keep: string | null,
  now: Date,
  audit?: { trail: AuditTrail; member: MemberNamed },
) {
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSessions.memberId, memberId),
          isNull(adminSessions.revokedAt),
          keep ? ne(adminSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: adminSessions.id });
    if (audit) {
      await audit.trail.record(tx, {
        action: "team.endSessions",
        target: memberTarget(audit.member),
        changes: { sessions: { before: rows.length, after: 0 } },
      });
    }
    return rows;
  });
  return { ended: ended.length, ...said("team.sessionsEnded", { count: ended.length }) };
}
