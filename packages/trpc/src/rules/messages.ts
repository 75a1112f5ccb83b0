// The server's vocabulary (docs/messages.md): every answer and error a person may read has a
// stable key and parameters. The English text here is what logs and REST clients read; the web app
// shows its own words for each key, in the person's language (apps/web/src/lib/messages.ts and
// apps/web/src/admin/lib/messages.ts, typed by these keys). Browser-safe and zod-free.
//
// Keys are `domain.name`; a parameter is written `{name}` in the English text. PUBLIC_MESSAGES are
// those a visitor can meet (the public site, the registration page, the sign-in), ADMIN_MESSAGES
// those only the admin panel shows: the web app keeps their words in two tables, so admin words
// never reach a visitor's download.

/** What a visitor may read: answers of the public endpoints and the rules of their forms. */
export const PUBLIC_MESSAGES = {
  "common.internalError": "Internal server error",
  "common.databaseUnavailable": "Database unavailable",
  "common.tooManyRequests": "Too many requests, please try again later",
  "common.malformedJson": "Malformed JSON in request body",
  "common.emptyJson": "Request body is empty but content-type is application/json",
  "common.bodyTooLarge": "Request body is too large",
  "common.jsonOnly": "Only application/json request bodies are accepted",
  "auth.invalidPassword": "Invalid password",
  "auth.tooManyFailures": "Too many failed sign-in attempts, please try again later",
  "auth.hashingBusy": "Too many sign-ins at once, please try again in a moment",
  "waitlist.joined": "You're on the list! We'll notify you when we launch.",
} as const;

/** What only the admin panel shows. */
export const ADMIN_MESSAGES = {
  "auth.unauthorized": "Unauthorized - please login again",
  "auth.tokenExpired": "Token expired",
  "auth.invalidToken": "Invalid token",
  "auth.tokenRevoked": "Token revoked",
  "auth.loggedOut": "Logged out",
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
  "contact.replySent": "Reply sent successfully!",
  "contact.replyQueued": "Reply queued: not delivered yet, delivery will be retried automatically",
  "contact.replyFailed": "Reply could not be delivered",
  "contact.replyNotDelivered":
    "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
  "users.messageSent": "Message sent successfully",
  "users.messageQueued":
    "Message queued: not delivered yet, delivery will be retried automatically",
  "users.messageFailed": "Message could not be delivered",
  "users.messageNotDelivered":
    "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
} as const;

export const MESSAGES = { ...PUBLIC_MESSAGES, ...ADMIN_MESSAGES } as const;

export type PublicMessageKey = keyof typeof PUBLIC_MESSAGES;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;
export type MessageKey = keyof typeof MESSAGES;
/** A message's parameters: names of the `{name}` places in its text, with their values. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as the server answers it: the English text, its key and its parameters. */
export type Said = {
  message: string;
  messageKey: MessageKey;
  params?: MessageParams;
};

/** Whether a string is a key of the vocabulary. */
export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);

/** The English text of a key, with its parameters in place (a missing one is left as `{name}`). */
export function messageText(key: MessageKey, params?: MessageParams): string {
  const text: string = MESSAGES[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : place,
  );
}

/** A success answer's message: the English text, its key and parameters (`...said(key)`). */
export function said(key: MessageKey, params?: MessageParams): Said {
  return { message: messageText(key, params), messageKey: key, ...(params ? { params } : {}) };
}
