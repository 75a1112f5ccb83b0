// The registration page (/register, from an invitation email): its link and its answer.

export const REGISTRATION_PUBLIC = {
  // Why a registration is refused (services/invitations.ts).
  "registration.linkUnknown": "This registration link is not valid",
  "registration.linkUsed": "This registration link has already been used",
  "registration.linkExpired": "This registration link has expired or was replaced by a newer one",
  // A link's token that cannot be one (schemas/users.ts `invitationTokenSchema`).
  "registration.tokenRequired": "token is required",
  "registration.tokenInvalid": "token is not a registration token",
  "registration.registered": "Your account is ready. We'll email you when the courses open.",
} as const;
