// Inviting a team member and their acceptance (docs/team.md): the invitation is an email with a
// single-use link (purpose `team-invite`, minted at delivery, docs/links.md) to /admin/accept,
// where the member chooses their password; their account is active from then on.
import { teamMembers, type Database, type TeamMember } from "@bayan/db";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { appError, fieldError } from "../errors.js";
import { said } from "../rules/messages.js";
import type { teamAcceptInput } from "../schemas/team.js";
import { issueToken, type SignInOrigin } from "./auth.js";
import { enqueueEmails } from "./email/outbox/queue.js";
import { TEAM_ROLE_NAMES, teamInviteEmail } from "./email/templates.js";
import { hashPassword } from "./hashing.js";
import type { DbOrTx } from "./invitation-state.js";
import { findLinkToken, linkSlot, teamAcceptUrl } from "./links/links.js";
import { passwordProblem } from "./password.js";
import { TEAM_INVITE_DAYS } from "./team-link-rule.js";

/** Queues the invitation email to an invited member, from `inviter` (a name); answers its id. */
export async function queueTeamInvite(
  db: DbOrTx,
  member: TeamMember,
  inviter: string,
  siteUrl: string,
): Promise<string> {
  const [id] = await enqueueEmails(db, [
    {
      to: member.email,
      kind: "team-invite",
      email: teamInviteEmail(member.language, teamAcceptUrl(siteUrl, linkSlot("team-invite")), {
        name: member.name,
        inviter,
        role: TEAM_ROLE_NAMES[member.language][member.role],
        days: TEAM_INVITE_DAYS,
      }),
      links: [{ purpose: "team-invite", subject: member.id }],
    },
  ]);
  return id!;
}

/** The member of an invitation link and the link's end, or 404. */
async function inviteOf(db: DbOrTx, token: string) {
  const link = await findLinkToken(db, "team-invite", token);
  const [member] = link
    ? await db.select().from(teamMembers).where(eq(teamMembers.id, link.subjectId))
    : [];
  if (!link || !member) throw appError("NOT_FOUND", "team.inviteUnknown");
  return { member, expiresAt: link.expiresAt };
}

/** What the acceptance page shows before the form: the state, and whose invitation it is. */
export async function checkTeamInvite(db: Database, token: string, now: Date) {
  const { member, expiresAt } = await inviteOf(db, token);
  const state =
    member.status !== "invited" ? "used" : expiresAt <= now ? "expired" : ("valid" as const);
  return {
    state,
    language: member.language,
    ...(state === "valid"
      ? { name: member.name, email: member.email, role: member.role }
      : { name: null, email: null, role: null }),
  };
}

/**
 * A member's acceptance: the password they chose (the registration rule, 400 on `password`)
 * becomes theirs, their account active, and they are signed in. An unknown link is 404; a used,
 * withdrawn or expired one 409.
 */
export async function acceptTeamInvite(
  deps: { db: Database; jwtKey: Uint8Array; now: () => Date } & SignInOrigin,
  input: z.output<typeof teamAcceptInput>,
) {
  const now = deps.now();
  const { member, expiresAt } = await inviteOf(deps.db, input.token);
  if (member.status !== "invited") throw appError("CONFLICT", "team.inviteUsed");
  if (expiresAt <= now) throw appError("CONFLICT", "team.inviteExpired");
  const problem = await passwordProblem(input.password, member);
  if (problem) throw fieldError("password", problem);
  const passwordHash = await hashPassword(input.password);
  const [accepted] = await deps.db
    .update(teamMembers)
    .set({ passwordHash, status: "active", updatedAt: now })
    .where(and(eq(teamMembers.id, member.id), eq(teamMembers.status, "invited")))
    .returning();
  // Accepted or withdrawn by another request meanwhile.
  if (!accepted) throw appError("CONFLICT", "team.inviteUsed");
  return { ...(await issueToken(deps, accepted, deps)), ...said("team.accepted") };
}
