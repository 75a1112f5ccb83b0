// Settings > Security (SPEC 2.14, docs/settings.md): the administrator's password change.
import { teamMembers, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import { fieldError } from "../errors.js";
import { said } from "../rules/messages.js";
import type { PasswordChangeInput } from "../schemas/settings.js";
import { writeSetting, SETTING } from "./app-settings.js";
import {
  bumpSessionGeneration,
  isAdminPassword,
  issueToken,
  type AdminSession,
  type SignInOrigin,
} from "./auth.js";
import type { AuditTrail } from "./audit.js";
import { hashPassword } from "./hashing.js";
import { passwordProblem } from "./password.js";
import { getPreferences } from "./preferences.js";
import { memberTarget } from "./team.js";

/**
 * Settings > Security: checks the current password, holds the new one to the hint's rule and
 * zxcvbn (as registration does), stores it, signs every other session out and answers a fresh
 * token for this one. Recorded (that it changed, nothing of it) with the new password and the
 * sign-out, in their transaction.
 */
export async function changePassword(
  deps: {
    db: Database;
    jwtKey: Uint8Array;
    now: () => Date;
    session: AdminSession;
    audit: AuditTrail;
  } & SignInOrigin,
  input: PasswordChangeInput,
) {
  if (!(await isAdminPassword(deps.db, input.currentPassword))) {
    throw fieldError("currentPassword", "settings.wrongCurrentPassword");
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldError("newPassword", "settings.passwordUnchanged");
  }
  const { profile } = await getPreferences(deps.db);
  const problem = await passwordProblem(input.newPassword, profile);
  if (problem) throw fieldError("newPassword", problem);
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, SETTING.adminPasswordHash, hash);
    await bumpSessionGeneration(tx);
    const [member] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, deps.session.memberId));
    await deps.audit.record(tx, {
      action: "settings.password",
      target: member ? memberTarget(member) : { type: "team-member", id: deps.session.memberId },
    });
  });
  const token = await issueToken(deps, { id: deps.session.memberId }, deps);
  return { ...token, ...said("settings.passwordChanged") };
}
