// The contact form (public) and the admin's contact submissions.

export const CONTACT_ADMIN = {
  "contact.replySent": "Reply sent successfully!",
  "contact.replyQueued": "Reply queued: not delivered yet, delivery will be retried automatically",
  "contact.replyFailed": "Reply could not be delivered",
  "contact.replyNotDelivered":
    "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
} as const;
