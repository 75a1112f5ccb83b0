// Settings > Team members (SPEC 2.14, SPEC 6): a stored list with roles; the owner is the
// administrator (from the profile), who cannot be deleted or given another role.
import { teamMembers, type Database, type TeamMember } from "@bayan/db";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import { type TeamMemberDto, type teamMemberAddInput } from "../schemas/settings.js";
import type { teamMemberUpdateInput } from "../schemas/team.js";
import { said } from "../rules/messages.js";
import { queueTeamInvite } from "./team-invites.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { getPreferences, syncOwner } from "./preferences.js";
import { isUuid } from "./pagination.js";

function toDto(row: TeamMember): TeamMemberDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner first, then the others in the order they were added. */
export async function listTeam(db: Database) {
  await syncOwner(db, (await getPreferences(db)).profile);
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(
      sql`${teamMembers.role} = 'owner' desc`,
      asc(teamMembers.createdAt),
      asc(teamMembers.id),
    );
  return { items: rows.map(toDto) };
}

async function findMember(db: Database, id: string): Promise<TeamMember> {
  const [row] = isUuid(id) ? await db.select().from(teamMembers).where(eq(teamMembers.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "settings.teamMemberNotFound");
  return row;
}

/** One member, or 404. */
export async function getTeamMember(db: Database, id: string) {
  return toDto(await findMember(db, id));
}

async function emailInUse(db: Database, email: string) {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email));
  return Boolean(row);
}

/**
 * Adds a member and queues their invitation (docs/team.md), from `inviter`: they are `invited`
 * until they choose their password at the link. Answers the member and the email's id.
 */
export async function addTeamMember(
  db: Database,
  input: z.output<typeof teamMemberAddInput>,
  invite: { inviter: string; siteUrl: string },
  audit: AuditTrail,
) {
  await syncOwner(db, (await getPreferences(db)).profile);
  if (await emailInUse(db, input.email)) throw appError("CONFLICT", "settings.teamEmailTaken");
  const added = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...input, status: "invited" })
      .onConflictDoNothing({ target: teamMembers.email })
      .returning();
    if (!row) return null;
    await audit.record(tx, {
      action: "team.invite",
      target: memberTarget(row),
      changes: auditChanges(null, row, ["name", "email", "role", "status"]),
    });
    return { row, emailId: await queueTeamInvite(tx, row, invite.inviter, invite.siteUrl) };
  });
  // Added at the same moment by another request.
  if (!added) throw appError("CONFLICT", "settings.teamEmailTaken");
  return { member: toDto(added.row), emailId: added.emailId };
}

/** A new invitation email to a member still invited (an older link keeps working until used). */
export async function resendTeamInvite(
  db: Database,
  id: string,
  invite: { inviter: string; siteUrl: string },
  audit: AuditTrail,
) {
  const member = await findMember(db, id);
  if (member.status !== "invited") throw appError("CONFLICT", "team.notInvited");
  return db.transaction(async (tx) => {
    await audit.record(tx, { action: "team.reinvite", target: memberTarget(member) });
    return queueTeamInvite(tx, member, invite.inviter, invite.siteUrl);
  });
}

/**
 * Changes a member's role, or their status: suspended, every session of theirs is refused from the
 * next call (the session check reads their status); active again, they sign in again, or go back
 * to `invited` when they never chose a password. The owner's role and status cannot change.
 */
export async function updateTeamMember(
  db: Database,
  input: z.output<typeof teamMemberUpdateInput>,
  audit: AuditTrail,
) {
  const member = await findMember(db, input.id);
  if (member.role === "owner") {
    throw appError("CONFLICT", input.role ? "settings.ownerRoleFixed" : "team.ownerStatusFixed");
  }
  const status =
    input.status === "active" && !member.passwordHash ? ("invited" as const) : input.status;
  const change = input.role ? { role: input.role } : { status: status! };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teamMembers)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(teamMembers.id, input.id))
      .returning();
    await audit.record(tx, {
      action: input.role ? "team.role" : "team.status",
      target: memberTarget(member),
      changes: auditChanges(member, updated!, ["role", "status"]),
    });
    return updated!;
  });
  if (input.role) return { member: toDto(row), ...said("settings.teamRoleChanged") };
  const key =
    status === "suspended"
      ? "team.suspended"
      : status === "invited"
        ? "team.reinvited"
        : "team.reactivated";
  return { member: toDto(row), ...said(key, { name: member.name }) };
}

export async function deleteTeamMember(db: Database, id: string, audit: AuditTrail) {
  const member = await findMember(db, id);
  if (member.role === "owner") throw appError("CONFLICT", "settings.ownerUndeletable");
  await db.transaction(async (tx) => {
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    await audit.record(tx, {
      action: "team.remove",
      target: memberTarget(member),
      changes: auditChanges(member, null, ["name", "email", "role", "status"]),
    });
  });
  return { id };
}

/** A member as the audit log's target: their name and their address. */
/** What names a member in the audit log. */
export type MemberNamed = Pick<TeamMember, "id" | "name" | "email">;

export const memberTarget = (member: MemberNamed) => ({
  type: "team-member",
  id: member.id,
  label: `${member.name} <${member.email}>`,
});
