// Answers any call may get: faults, the database being down, rate limits, malformed requests.

export const COMMON_PUBLIC = {
  "common.internalError": "Internal server error",
  "common.databaseUnavailable": "Database unavailable",
  "common.tooManyRequests": "Too many requests, please try again later",
  "common.malformedJson": "Malformed JSON in request body",
  "common.emptyJson": "Request body is empty but content-type is application/json",
  "common.bodyTooLarge": "Request body is too large",
  "common.jsonOnly": "Only application/json request bodies are accepted",
} as const;
