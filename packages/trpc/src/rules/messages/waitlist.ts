// The waitlist: joining it (public) and the admin's invitations and entries.

export const WAITLIST_PUBLIC = {
  "waitlist.joined": "You're on the list! We'll notify you when we launch.",
  "waitlist.disposableEmail":
    "Please use a permanent email address: addresses at {domain} expire after a short time",
  "waitlist.refInvalid": "This referral code is not valid",
  "waitlist.tokenRequired": "The link has no token",
  "waitlist.tokenInvalid": "This link is not valid",
  "waitlist.linkUnknown": "This link is not valid",
  "waitlist.linkExpired": "This link has expired. We can send you a new one.",
  "waitlist.confirmed": "Your place is confirmed",
  "waitlist.alreadyConfirmed": "This address is already confirmed",
  "waitlist.removed": "Your address was removed from the list and will not be emailed again",
  "waitlist.newLinkSent": "A new email is on its way if this address is still on the list",
  "waitlist.statusNotFound": "No place on the waitlist was found for this link",
  "waitlist.leaderboardOff": "The leaderboard is not public",
} as const;

export const WAITLIST_ADMIN = {
  // What an admin's email action answers: true to what became of its emails (`deliveryMessage`);
  // `{lastError}` is the reason of the last failed attempt, when there was one.
  "waitlist.inviteSent": "Invitation sent successfully",
  "waitlist.inviteQueued":
    "Invitation queued: not delivered yet, delivery will be retried automatically",
  "waitlist.inviteFailed": "Invitation could not be delivered",
  "waitlist.inviteNotDelivered":
    "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
  "waitlist.invitesSent": "Invitations sent successfully",
  "waitlist.invitesQueued":
    "Invitations queued: not all delivered yet, delivery will be retried automatically",
  "waitlist.invitesFailed": "Some invitations could not be delivered",
  "waitlist.invitesNotDelivered":
    "Invitations saved in the outbox (SMTP is not configured, so they were not delivered)",
  "waitlist.noInvitation": "No invitation was queued",
  // An entry invited within the repeat window: `{minutes}` ago (`{ago}` in English words).
  "waitlist.recentlySent":
    "An invitation was sent to this address {ago}; no second email was queued",
  "waitlist.recentlyQueued":
    "An invitation to this address was queued {ago} and is not delivered yet; no second email was queued",
  "waitlist.entryNotFound": "Waitlist entry not found",
  "waitlist.alreadyRegistered": "This person has already registered",
  // The admin's inputs (schemas/waitlist.ts).
  "waitlist.noEntryChosen": "Choose at least one entry",
  "waitlist.tooManyEntries": "At most 500 entries at a time",
  "waitlist.countInvalid": "count must be a whole number from 1 to 10000",
  "waitlist.nothingToChange": "Nothing to change: give status or notes",
  // The REST API's answers to a change (PATCH, DELETE /waitlist/{id}, POST /waitlist/delete).
  "waitlist.updated": "Waitlist entry updated",
  "waitlist.deleted": "Waitlist entry deleted",
  "waitlist.deletedMany": "Waitlist entries deleted",
  // Settings > Waitlist and the review queue (docs/waitlist-growth.md).
  "waitlist.settingInvalid": "This setting's value is not one of its choices",
  "waitlist.placesInvalid": "Places per referral must be a whole number from 1 to 1000",
  "waitlist.reminderInvalid": "The reminder must come after 1 to 720 hours",
  "waitlist.keepDaysInvalid": "Unconfirmed entries must be kept 1 to 365 days",
  "waitlist.settingsSaved": "Waitlist settings saved",
  "waitlist.decisionInvalid": "The decision must be approve or reject",
  "waitlist.referralsApproved": "{count} referrals approved",
  "waitlist.referralsRejected": "{count} referrals rejected",
  "waitlist.paceInvalid":
    "A sending pace is a whole number of emails from 1 (at most 100,000 an hour or a first day, 1,000,000 a day)",
  // Invitation waves (docs/email-delivery.md): a bulk invitation's answer when part of it waits
  // for the pace, and the wave's buttons.
  "waitlist.wavePaced":
    "Wave started: {now} invitations go now, {queued} more follow at the sending pace",
  "waitlist.waveNotFound": "Invitation wave not found",
  "waitlist.waveNotRunning": "This wave is not sending: only a sending wave can be paused",
  "waitlist.waveNotPaused": "This wave is not paused",
  "waitlist.waveFinished": "This wave is already finished or cancelled",
  "waitlist.wavePaused": "Wave paused: no more invitations go until it is resumed",
  "waitlist.waveResumed": "Wave resumed: its invitations go at the sending pace",
  "waitlist.waveCancelled": "Wave cancelled: {count} people went back to the queue",
} as const;
