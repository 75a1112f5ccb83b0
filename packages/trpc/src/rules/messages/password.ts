// A password's rule (rules/registration.ts, services/password.ts): the registration page's and
// the admin's Settings > Security.

export const PASSWORD_PUBLIC = {
  "password.required": "Password is required",
  "password.tooShort": "Password must be at least 8 characters",
  "password.tooLong": "Password must be at most 128 characters",
  "password.lowercase": "Password must contain a lowercase letter",
  "password.uppercase": "Password must contain an uppercase letter",
  "password.number": "Password must contain a number",
  "password.special": "Password must contain a special character",
  "password.common": "This password is too common or too easy to guess: choose another",
  "password.personal": "This password is built on your name or email address: choose another",
} as const;
