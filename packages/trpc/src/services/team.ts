// Settings > Team members (SPEC 2.14, SPEC 6): a stored list with roles; the owner is the
// administrator (from the profile), who cannot be deleted or given another role.
import { teamMembers, type Database, type TeamMember } from "@bayan/db";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import {
  type TeamMemberDto,
  type teamMemberAddInput,
  type teamRoleInput,
} from "../schemas/settings.js";
import { getPreferences, syncOwner } from "./preferences.js";
import { isUuid } from "./pagination.js";

function toDto(row: TeamMember): TeamMemberDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
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

async function emailInUse(db: Database, email: string) {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email));
  return Boolean(row);
}

export async function addTeamMember(db: Database, input: z.output<typeof teamMemberAddInput>) {
  await syncOwner(db, (await getPreferences(db)).profile);
  if (await emailInUse(db, input.email)) throw appError("CONFLICT", "settings.teamEmailTaken");
  const [row] = await db
    .insert(teamMembers)
    .values(input)
    .onConflictDoNothing({ target: teamMembers.email })
    .returning();
  // Added at the same moment by another request.
  if (!row) throw appError("CONFLICT", "settings.teamEmailTaken");
  return toDto(row);
}

export async function changeTeamRole(db: Database, input: z.output<typeof teamRoleInput>) {
  const member = await findMember(db, input.id);
  if (member.role === "owner") throw appError("CONFLICT", "settings.ownerRoleFixed");
  const [row] = await db
    .update(teamMembers)
    .set({ role: input.role, updatedAt: new Date() })
    .where(eq(teamMembers.id, input.id))
    .returning();
  return toDto(row!);
}

export async function deleteTeamMember(db: Database, id: string) {
  const member = await findMember(db, id);
  if (member.role === "owner") throw appError("CONFLICT", "settings.ownerUndeletable");
  await db.delete(teamMembers).where(eq(teamMembers.id, id));
  return { id };
}
