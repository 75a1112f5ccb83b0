// Settings: the administrator's preferences, the password change and the team members.

export const SETTINGS_ADMIN = {
  "settings.saved": "Settings saved",
  // The profile's fields.
  "settings.emailNotText": "Email must be text",
  "settings.phoneInvalid":
    "Phone must be 6 to 20 digits, spaces, dashes or brackets, optionally after +",
  "settings.bioTooLong": "Bio must be at most 500 characters",
  // The password change.
  "settings.currentPasswordRequired": "Current password is required",
  "settings.confirmPasswordRequired": "Confirm the new password",
  "settings.wrongCurrentPassword": "Current password is incorrect",
  "settings.passwordsDoNotMatch": "Passwords do not match",
  "settings.passwordUnchanged": "The new password must differ from the current one",
  "settings.tooManyWrongPasswords": "Too many wrong current passwords, please try again later",
  "settings.passwordChanged": "Password changed. Every other session has been signed out.",
  // The team members.
  "settings.teamMemberNotFound": "Team member not found",
  "settings.teamEmailTaken": "A team member already has this email",
  "settings.ownerRoleFixed": "The owner's role cannot be changed",
  "settings.ownerUndeletable": "The owner cannot be deleted",
  "settings.teamMemberAdded": "Team member added",
  "settings.teamRoleChanged": "Role changed",
  "settings.teamMemberRemoved": "Team member removed",
} as const;
