// The outbox (the Emails screen): retrying an email and copying a fresh link.

export const OUTBOX_ADMIN = {
  "outbox.notFound": "Email not found",
  "outbox.alreadySent": "This email has already been sent",
  "outbox.retryQueued": "Email queued for another delivery attempt",
  "outbox.retryNotConfigured":
    "Email kept in the outbox (SMTP is not configured, so it will not be delivered)",
  "outbox.noLink": "This email carries no link",
  "outbox.linkUnavailable":
    "No new link can be made: the invitation was used, replaced or has expired",
  "outbox.freshLinkMade": "A fresh link was made: copy it and send it to the recipient yourself",
  // An email's last error when the sender gave it up itself (`lastErrorKey` of an outbox item).
  "outbox.linkClosed":
    "The link in this email is no longer valid (used, replaced or expired): not sent",
  // An email's last error when its address is on the suppression list, by the list's reason.
  "outbox.suppressedNotMe": "Not sent: the person said this address is not theirs",
  "outbox.suppressedUnsubscribed": "Not sent: the address unsubscribed",
  "outbox.suppressedHardBounce": "Not sent: mail to this address bounced",
  "outbox.suppressedComplaint": "Not sent: the recipient reported an email as spam",
  "outbox.suppressedSoftBounces": "Not sent: mail to this address bounced three times in a week",
  "outbox.suppressedErased": "Not sent: the person erased their data",
  "outbox.suppressedManual": "Not sent: an administrator suppressed this address",
} as const;
