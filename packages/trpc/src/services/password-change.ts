// Settings > Security (SPEC 2.14, docs/settings.md): the administrator's password change.
import type { Database } from "@bayan/db";
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
import { hashPassword } from "./hashing.js";
import { passwordProblem } from "./password.js";
import { getPreferences } from "./preferences.js";

/**
 * Settings > Security: checks the current password, holds the new one to the hint's rule and
 * zxcvbn (as registration does), stores it, signs every other session out and answers a fresh
 * token for this one.
 */
export async function changePassword(
  deps: { db: Database; jwtKey: Uint8Array; now: () => Date; session: AdminSession } & SignInOrigin,
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
  await writeSetting(deps.db, SETTING.adminPasswordHash, await hashPassword(input.newPassword));
  await bumpSessionGeneration(deps.db);
  const token = await issueToken(deps, { id: deps.session.memberId }, deps);
  return { ...token, ...said("settings.passwordChanged") };
}
