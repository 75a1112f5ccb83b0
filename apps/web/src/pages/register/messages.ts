import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PASSWORD_PUBLIC } from "@bayan/trpc/rules/messages/password";

/**
 * The keys the registration page shows: the password's and the name's rules (checked in the
 * browser and by the server), a text the database cannot store, and the answer's words.
 */
type RegisterPageKey =
  | keyof typeof PASSWORD_PUBLIC
  | "users.nameRequired"
  | "users.nameTooShort"
  | "users.nameTooLong"
  | "common.textNul"
  | "common.textSurrogate"
  | "registration.registered";

/**
 * The registration page's words for the server's keys, in the page's own catalog
 * (pages/register/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts) for the
 * admin panel, whose catalog takes this file too (lingui.config.ts): its Settings > Security
 * holds a password to the same rule.
 */
export const REGISTER_PAGE_TEXTS = {
  "password.required": msg`Password is required`,
  "password.tooShort": msg`Password must be at least 8 characters`,
  "password.tooLong": msg`Password must be at most 128 characters`,
  "password.lowercase": msg`Password must contain a lowercase letter`,
  "password.uppercase": msg`Password must contain an uppercase letter`,
  "password.number": msg`Password must contain a number`,
  "password.special": msg`Password must contain a special character`,
  "password.common": msg`This password is too common or too easy to guess: choose another`,
  "password.personal": msg`This password is built on your name or email address: choose another`,
  "users.nameRequired": msg`Name is required`,
  "users.nameTooShort": msg`Name must be at least 2 characters long`,
  "users.nameTooLong": msg`Name must be at most 100 characters`,
  // Shown under the field it names.
  "common.textNul": msg`This text must not contain NUL characters`,
  "common.textSurrogate": msg`This text must not contain unpaired surrogate characters`,
  // Shown under the page's own "Your account is ready": its second sentence.
  "registration.registered": msg`We'll email you when the courses open.`,
} satisfies Record<RegisterPageKey, MessageDescriptor>;
