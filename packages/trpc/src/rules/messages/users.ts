// Registered users and the admin's messages to them.

export const USERS_ADMIN = {
  "users.messageSent": "Message sent successfully",
  "users.messageQueued":
    "Message queued: not delivered yet, delivery will be retried automatically",
  "users.messageFailed": "Message could not be delivered",
  "users.messageNotDelivered":
    "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
} as const;
