import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TEAM_ADMIN, TEAM_PUBLIC } from "@bayan/trpc/rules/messages/team";

/** The words of the team's keys only the admin panel shows (TEAM_ADMIN, docs/team.md). */
export const TEAM_TEXTS = {
  "team.inviteSent": msg`Invitation sent`,
  "team.inviteQueued": msg`Invitation queued: not delivered yet, delivery will be retried automatically`,
  "team.inviteFailed": msg`The invitation could not be delivered`,
  "team.inviteNotDelivered": msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "team.notInvited": msg`This member has already accepted: there is no invitation to send again`,
  "team.ownerStatusFixed": msg`The owner cannot be suspended`,
  "team.suspended": msg`{name} is suspended: their sessions have ended`,
  "team.reactivated": msg`{name} can sign in again`,
  "team.sessionNotFound": msg`Session not found`,
  "team.sessionEnded": msg`The session has ended`,
  "team.sessionsEnded": msg`Sessions ended: {count}`,
  "team.oneChange": msg`Give either the role or the status`,
  "team.reinvited": msg`{name} has not chosen a password yet: send the invitation again`,
} satisfies Record<keyof typeof TEAM_ADMIN, MessageDescriptor>;

/**
 * The words of the invitation link's answers (TEAM_PUBLIC): public keys, shown by the acceptance
 * page (/admin/accept), which is part of the admin panel and reads its catalog; merged into
 * PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) like a public page's own words.
 */
export const TEAM_PUBLIC_TEXTS = {
  "team.inviteUnknown": msg`This invitation link is not valid`,
  "team.inviteExpired": msg`This invitation link has expired: ask for a new one`,
  "team.inviteUsed": msg`This invitation has already been accepted, or was withdrawn`,
  "team.accepted": msg`Welcome to the team: your account is active`,
} satisfies Record<keyof typeof TEAM_PUBLIC, MessageDescriptor>;
