// The team's accounts (docs/team.md): accepting an invitation, suspending a member.
import { teamRoles } from "@bayan/db/platform-enums";
import { z } from "zod";
import { idInput, languageSchema } from "./common.js";
import { assignableTeamRoleSchema } from "./settings.js";
import { passwordSchema } from "./users.js";

/** A team invitation link's token (as the registration's: 43 URL-safe characters). */
export const teamInviteTokenSchema = z
  .string({ error: "team.inviteUnknown" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "team.inviteUnknown" });

export const teamInviteTokenInput = z.object({ token: teamInviteTokenSchema });

/** What the acceptance page learns before its form: the state, and whose invitation it is. */
export const teamInviteCheckOutput = z.object({
  state: z.enum(["valid", "expired", "used"]),
  language: languageSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(teamRoles).nullable(),
});

/** The invited member's password (the registration rule). */
export const teamAcceptInput = z.object({ token: teamInviteTokenSchema, password: passwordSchema });

/** A member's change: their role, or their status (suspended: sessions end at once), one at a time. */
const memberChange = {
  role: assignableTeamRoleSchema.optional(),
  status: z.enum(["active", "suspended"]).optional(),
};
const oneChange = (change: { role?: unknown; status?: unknown }) =>
  (change.role === undefined) !== (change.status === undefined);

/** REST's PATCH body of a member. */
export const teamMemberPatchBody = z
  .object(memberChange)
  .refine(oneChange, { error: "team.oneChange" });
/** `team.update`: the member and their change. */
export const teamMemberUpdateInput = idInput
  .extend(memberChange)
  .refine(oneChange, { error: "team.oneChange" });

/** One open session of a member (docs/team.md). */
export const adminSessionOutput = z.object({
  id: z.string(),
  /** "Chrome 131", from the User-Agent at sign-in; null when it named none. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** ISO 3166 alpha-2 of the address it signed in from, or null. */
  country: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this call is made with. */
  current: z.boolean(),
});
export const sessionsEndedOutput = z.object({ ended: z.number().int() });
