// The registration page's rules, zod-free (as ./contact.ts for the contact form): the page checks
// a password as the server does without downloading the schemas. ../schemas/users.ts builds on it.

import type { PASSWORD_PUBLIC } from "./messages/password.js";
import type { REGISTRATION_PUBLIC } from "./messages/registration.js";

/** What a user's password must hold (SPEC 5's settings hint, enforced; docs/users.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The settings hint's rule, in the order a person fixes it: length, then each kind of character.
 * The server also refuses common passwords (zxcvbn), which needs its dictionaries: not here, so
 * that the browser can check this much without them. Each reason is a key of the vocabulary
 * (rules/messages/password.ts), which the web app words.
 */
export const PASSWORD_MESSAGES = {
  required: "password.required",
  tooShort: "password.tooShort",
  tooLong: "password.tooLong",
  lowercase: "password.lowercase",
  uppercase: "password.uppercase",
  number: "password.number",
  special: "password.special",
  common: "password.common",
  personal: "password.personal",
} as const satisfies Record<string, keyof typeof PASSWORD_PUBLIC>;

/** Why a password may not be used: a key of the vocabulary. */
export type PasswordProblem = (typeof PASSWORD_MESSAGES)[keyof typeof PASSWORD_MESSAGES];

/** The first rule of the hint `password` breaks, or null. */
export function passwordRuleError(password: string): PasswordProblem | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/\p{Ll}/u.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/\p{N}/u.test(password)) return PASSWORD_MESSAGES.number;
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return PASSWORD_MESSAGES.special;
  return null;
}

/**
 * Why a registration is refused: the link names no invitation, or its invitation was used, or
 * expired or was replaced (the page tells the two conflicts apart by their keys).
 */
export const INVITATION_MESSAGES = {
  unknown: "registration.linkUnknown",
  used: "registration.linkUsed",
  expired: "registration.linkExpired",
} as const satisfies Record<string, keyof typeof REGISTRATION_PUBLIC>;
