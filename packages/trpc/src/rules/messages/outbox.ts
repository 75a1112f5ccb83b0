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
} as const;
