// The suppression screen (docs/email-delivery.md, "The suppression screen"): an administrator adds
// an address to the list or takes one off it.

export const SUPPRESSIONS_ADMIN = {
  "suppressions.added": "{email} is on the suppression list: no email will be sent to it",
  "suppressions.removed":
    "The address is off the suppression list: it can be emailed again from now on",
  "suppressions.notFound": "This address is not on the suppression list",
  "suppressions.noteTooLong": "The note is too long (at most 500 characters)",
  // An address already on the list keeps its first reason: the answer names it.
  "suppressions.alreadyNotMe":
    "This address is already suppressed: the person said it is not theirs",
  "suppressions.alreadyUnsubscribed": "This address is already suppressed: it unsubscribed",
  "suppressions.alreadyHardBounce": "This address is already suppressed: mail to it bounced",
  "suppressions.alreadyComplaint":
    "This address is already suppressed: the recipient reported an email as spam",
  "suppressions.alreadySoftBounces":
    "This address is already suppressed: mail to it bounced three times in a week",
  "suppressions.alreadyErased": "This address is already suppressed: the person erased their data",
  "suppressions.alreadyManual": "This address is already suppressed: an administrator added it",
} as const;
