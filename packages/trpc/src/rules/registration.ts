// The registration page's rules, zod-free (as ./contact.ts for the contact form): the page checks
// a password as the server does without downloading the schemas. ../schemas/users.ts builds on it.

/** What a user's password must hold (SPEC 5's settings hint, enforced; docs/users.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The settings hint's rule, in the order a person fixes it: length, then each kind of character.
 * The server also refuses common passwords (zxcvbn), which needs its dictionaries: not here, so
 * that the browser can check this much without them.
 */
export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  lowercase: "Password must contain a lowercase letter",
  uppercase: "Password must contain an uppercase letter",
  number: "Password must contain a number",
  special: "Password must contain a special character",
  common: "This password is too common or too easy to guess: choose another",
  personal: "This password is built on your name or email address: choose another",
} as const;

/** The first rule of the hint `password` breaks, or null. */
export function passwordRuleError(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/\p{Ll}/u.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/\p{N}/u.test(password)) return PASSWORD_MESSAGES.number;
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return PASSWORD_MESSAGES.special;
  return null;
}

/** Why a registration is refused (the page tells the two conflicts apart by their words). */
export const INVITATION_MESSAGES = {
  unknown: "This registration link is not valid",
  used: "This registration link has already been used",
  expired: "This registration link has expired or was replaced by a newer one",
  userExists: "A user with this email already exists",
} as const;
