// The team's accounts (docs/team.md): invitations by email, accepting one, suspending a member.

export const TEAM_PUBLIC = {
  "team.inviteUnknown": "This invitation link is not valid",
  "team.inviteExpired": "This invitation link has expired: ask for a new one",
  "team.inviteUsed": "This invitation has already been accepted, or was withdrawn",
  "team.accepted": "Welcome to the team: your account is active",
} as const;

export const TEAM_ADMIN = {
  "team.inviteSent": "Invitation sent",
  "team.inviteQueued":
    "Invitation queued: not delivered yet, delivery will be retried automatically",
  "team.inviteFailed": "The invitation could not be delivered",
  "team.inviteNotDelivered":
    "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
  "team.notInvited": "This member has already accepted: there is no invitation to send again",
  "team.ownerStatusFixed": "The owner cannot be suspended",
  "team.suspended": "{name} is suspended: their sessions have ended",
  "team.reactivated": "{name} can sign in again",
  "team.sessionNotFound": "Session not found",
  "team.sessionEnded": "The session has ended",
  "team.sessionsEnded": "Sessions ended: {count}",
  "team.oneChange": "Give either the role or the status",
  "team.reinvited": "{name} has not chosen a password yet: send the invitation again",
} as const;
