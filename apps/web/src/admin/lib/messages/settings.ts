import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SETTINGS_ADMIN } from "@bayan/trpc/rules/messages/settings";

/** The words of the settings keys only the admin panel shows (SETTINGS_ADMIN). */
export const SETTINGS_TEXTS = {
  "settings.saved": msg`Settings saved`,
  "settings.emailNotText": msg`Email must be text`,
  "settings.phoneInvalid": msg`Phone must be 6 to 20 digits, spaces, dashes or brackets, optionally after +`,
  "settings.bioTooLong": msg`Bio must be at most 500 characters`,
  "settings.currentPasswordRequired": msg`Current password is required`,
  "settings.confirmPasswordRequired": msg`Confirm the new password`,
  "settings.wrongCurrentPassword": msg`Current password is incorrect`,
  "settings.passwordsDoNotMatch": msg`Passwords do not match`,
  "settings.passwordUnchanged": msg`The new password must differ from the current one`,
  "settings.tooManyWrongPasswords": msg`Too many wrong current passwords, please try again later`,
  "settings.passwordChanged": msg`Password changed. Every other session has been signed out.`,
  "settings.teamMemberNotFound": msg`Team member not found`,
  "settings.teamEmailTaken": msg`A team member already has this email`,
  "settings.ownerRoleFixed": msg`The owner's role cannot be changed`,
  "settings.ownerUndeletable": msg`The owner cannot be deleted`,
  "settings.teamMemberAdded": msg`Team member added`,
  "settings.teamRoleChanged": msg`Role changed`,
  "settings.teamMemberRemoved": msg`Team member removed`,
} satisfies Record<keyof typeof SETTINGS_ADMIN, MessageDescriptor>;
