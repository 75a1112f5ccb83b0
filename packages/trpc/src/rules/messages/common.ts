// Answers any call may get: faults, the database being down, rate limits, malformed requests;
// and the rules every form shares (a text field, an email address).

export const COMMON_PUBLIC = {
  "common.internalError": "Internal server error",
  "common.databaseUnavailable": "Database unavailable",
  "common.tooManyRequests": "Too many requests, please try again later",
  "common.malformedJson": "Malformed JSON in request body",
  "common.emptyJson": "Request body is empty but content-type is application/json",
  "common.bodyTooLarge": "Request body is too large",
  "common.jsonOnly": "Only application/json request bodies are accepted",
  // Any text field (schemas/common.ts `safeText`): `{field}` is the field's English name.
  "common.textNul": "{field} must not contain NUL characters",
  "common.textSurrogate": "{field} must not contain unpaired surrogate characters",
  // An email address (schemas/common.ts `emailField`, `emailSchema`).
  "common.emailRequired": "Email is required",
  "common.emailInvalid": "Invalid email address",
  "common.emailTooLong": "Email is too long",
  "common.emailHidden": "Email must not contain control or invisible characters",
  "common.emailOneAt": "Email must contain exactly one @",
} as const;
