import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { WAITLIST_ADMIN } from "@bayan/trpc/rules/messages/waitlist";

/** The words of the waitlist keys only the admin panel shows (WAITLIST_ADMIN). */
export const WAITLIST_TEXTS = {
  "waitlist.inviteSent": msg`Invitation sent successfully`,
  "waitlist.inviteQueued": msg`Invitation queued: not delivered yet, delivery will be retried automatically`,
  "waitlist.inviteFailed": msg`Invitation could not be delivered`,
  "waitlist.inviteNotDelivered": msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "waitlist.invitesSent": msg`Invitations sent successfully`,
  "waitlist.invitesQueued": msg`Invitations queued: not all delivered yet, delivery will be retried automatically`,
  "waitlist.invitesFailed": msg`Some invitations could not be delivered`,
  "waitlist.invitesNotDelivered": msg`Invitations saved in the outbox (SMTP is not configured, so they were not delivered)`,
  "waitlist.noInvitation": msg`No invitation was queued`,
  "waitlist.recentlySent": msg({
    message:
      "An invitation was sent to this address {minutes, plural, =0 {less than a minute ago} one {# minute ago} other {# minutes ago}}; no second email was queued.",
  }),
  "waitlist.recentlyQueued": msg({
    message:
      "An invitation to this address was queued {minutes, plural, =0 {less than a minute ago} one {# minute ago} other {# minutes ago}} and is not delivered yet; no second email was queued.",
  }),
  "waitlist.entryNotFound": msg`Waitlist entry not found`,
  "waitlist.alreadyRegistered": msg`This person has already registered`,
  "waitlist.noEntryChosen": msg`Choose at least one entry`,
  "waitlist.tooManyEntries": msg`At most 500 entries at a time`,
  "waitlist.countInvalid": msg`Enter a whole number from 1 to 10,000`,
  "waitlist.nothingToChange": msg`Nothing to change: give status or notes`,
  "waitlist.updated": msg`Waitlist entry updated`,
  "waitlist.deleted": msg`Entry deleted`,
  "waitlist.deletedMany": msg`Waitlist entries deleted`,
  // Settings > Waitlist and the review queue.
  "waitlist.settingInvalid": msg`This setting's value is not one of its choices`,
  "waitlist.placesInvalid": msg`Enter a whole number of places from 1 to 1000`,
  "waitlist.reminderInvalid": msg`Enter a whole number of hours from 1 to 720`,
  "waitlist.keepDaysInvalid": msg`Enter a whole number of days from 1 to 365`,
  "waitlist.settingsSaved": msg`Waitlist settings saved`,
  "waitlist.decisionInvalid": msg`The decision must be approve or reject`,
  "waitlist.referralsApproved": msg({
    message:
      "{count, plural, =0 {No referral was approved} one {# referral approved} other {# referrals approved}}",
  }),
  "waitlist.referralsRejected": msg({
    message:
      "{count, plural, =0 {No referral was rejected} one {# referral rejected} other {# referrals rejected}}",
  }),
  "waitlist.paceInvalid": msg`Enter a whole number of emails of at least 1 (at most 100,000 an hour or on a first day, 1,000,000 a day)`,
  // Invitation waves.
  "waitlist.wavePaced": msg({
    message:
      "Wave started: {now, plural, =0 {no invitation goes now} one {# invitation goes now} other {# invitations go now}}, {queued, plural, one {# more follows} other {# more follow}} at the sending pace",
  }),
  "waitlist.waveNotFound": msg`Invitation wave not found`,
  "waitlist.waveNotRunning": msg`This wave is not sending: only a sending wave can be paused`,
  "waitlist.waveNotPaused": msg`This wave is not paused`,
  "waitlist.waveFinished": msg`This wave is already finished or cancelled`,
  "waitlist.wavePaused": msg`Wave paused: no more invitations go until it is resumed`,
  "waitlist.waveResumed": msg`Wave resumed: its invitations go at the sending pace`,
  "waitlist.waveCancelled": msg({
    message:
      "Wave cancelled: {count, plural, =0 {nobody was waiting} one {# person went back to the queue} other {# people went back to the queue}}",
  }),
} satisfies Record<keyof typeof WAITLIST_ADMIN, MessageDescriptor>;
