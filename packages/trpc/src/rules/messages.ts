// The server's vocabulary (docs/messages.md): every answer and error a person may read has a
// stable key and parameters. The English text here is what logs and REST clients read; the web app
// shows its own words for each key, in the person's language (apps/web/src/lib/messages.ts and
// apps/web/src/admin/lib/messages.ts, typed by these keys). Browser-safe and zod-free.
//
// Keys are `domain.name`; a parameter is written `{name}` in the English text. PUBLIC_MESSAGES are
// those a visitor can meet (the public site, the registration page, the sign-in), ADMIN_MESSAGES
// those only the admin panel shows: the web app keeps their words in two tables, so admin words
// never reach a visitor's download.

import { AUTH_ADMIN, AUTH_PUBLIC } from "./messages/auth.js";
import { ANALYTICS_ADMIN } from "./messages/analytics.js";
import { CONTENT_ADMIN } from "./messages/content.js";
import { COURSES_ADMIN } from "./messages/courses.js";
import { DASHBOARD_ADMIN } from "./messages/dashboard.js";
import { COMMON_PUBLIC } from "./messages/common.js";
import { CONTACT_ADMIN, CONTACT_PUBLIC } from "./messages/contact.js";
import { EMAIL_ADMIN, EMAIL_PUBLIC } from "./messages/email.js";
import { PASSWORD_PUBLIC } from "./messages/password.js";
import { PERSONAL_DATA_ADMIN, PERSONAL_DATA_PUBLIC } from "./messages/personal-data.js";
import { REGISTRATION_PUBLIC } from "./messages/registration.js";
import { MAILBOX_ADMIN } from "./messages/mailbox.js";
import { OUTBOX_ADMIN } from "./messages/outbox.js";
import { SETTINGS_ADMIN } from "./messages/settings.js";
import { SUPPRESSIONS_ADMIN } from "./messages/suppressions.js";
import { TEAM_ADMIN, TEAM_PUBLIC } from "./messages/team.js";
import { USERS_ADMIN, USERS_PUBLIC } from "./messages/users.js";
import { WAITLIST_ADMIN, WAITLIST_PUBLIC } from "./messages/waitlist.js";
import { WEBHOOKS_ADMIN } from "./messages/webhooks.js";

/**
 * What a visitor may read: answers of the public endpoints and the rules of their forms. Each
 * domain's keys are in its own file (`messages/<domain>.ts`, `<DOMAIN>_PUBLIC`).
 */
export const PUBLIC_MESSAGES = {
  ...COMMON_PUBLIC,
  ...AUTH_PUBLIC,
  ...WAITLIST_PUBLIC,
  ...CONTACT_PUBLIC,
  ...PASSWORD_PUBLIC,
  ...REGISTRATION_PUBLIC,
  ...USERS_PUBLIC,
  ...EMAIL_PUBLIC,
  ...PERSONAL_DATA_PUBLIC,
  ...TEAM_PUBLIC,
} as const;

/** What only the admin panel shows (`<DOMAIN>_ADMIN` in `messages/<domain>.ts`). */
export const ADMIN_MESSAGES = {
  ...AUTH_ADMIN,
  ...COURSES_ADMIN,
  ...CONTENT_ADMIN,
  ...ANALYTICS_ADMIN,
  ...DASHBOARD_ADMIN,
  ...WAITLIST_ADMIN,
  ...CONTACT_ADMIN,
  ...USERS_ADMIN,
  ...SETTINGS_ADMIN,
  ...OUTBOX_ADMIN,
  ...MAILBOX_ADMIN,
  ...EMAIL_ADMIN,
  ...SUPPRESSIONS_ADMIN,
  ...WEBHOOKS_ADMIN,
  ...PERSONAL_DATA_ADMIN,
  ...TEAM_ADMIN,
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
