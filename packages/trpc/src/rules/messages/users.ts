// Registered users and the admin's messages to them.

export const USERS_PUBLIC = {
  // userNameSchema: the registration page's name too.
  "users.nameRequired": "Name is required",
  "users.nameTooShort": "Name must be at least 2 characters long",
  "users.nameTooLong": "Name must be at most 100 characters",
} as const;

export const USERS_ADMIN = {
  "users.messageSent": "Message sent successfully",
  "users.messageQueued":
    "Message queued: not delivered yet, delivery will be retried automatically",
  "users.messageFailed": "Message could not be delivered",
  "users.messageNotDelivered":
    "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
  "users.notFound": "User not found",
  "users.emailTaken": "Another user already has this email",
  "users.alreadyRegistered": "A user with this email already exists",
  "users.nothingToChange": "Nothing to change: give name, email, role, status or notes",
  "users.messageRequired": "Message is required",
  "users.messageTooLong": "Message must be at most 10,000 characters",
  "users.updated": "User updated",
  "users.deleted": "User deleted",
} as const;
