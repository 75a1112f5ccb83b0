import { messageText } from "./rules/messages.js";

/** What a 503 tells the client to wait, in seconds (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;

/** The message of every 503 for a database that cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = messageText("common.databaseUnavailable");

/**
 * Error codes that mean the database cannot be reached, not that the query was wrong: Node's
 * socket errors, postgres.js's connection errors, and PostgreSQL's SQLSTATEs for a server that
 * is shutting down, starting, out of connections, or cancelled the statement at its timeout (the
 * client sets `statement_timeout`: a query that long means the database is not keeping up).
 */
const UNAVAILABLE_CODES = new Set([
  // Node sockets and DNS.
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // postgres.js.
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections,
  // query_canceled (statement timeout).
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

/**
 * Messages of drivers that give no code: node-postgres ("Connection terminated unexpectedly",
 * its pool's "timeout exceeded when trying to connect"), PGlite after close, and pool acquire
 * timeouts.
 */
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection ended unexpectedly|timeout exceeded when trying to connect|pglite is closed|timed out (waiting|acquiring).*connection|(acquire|connection) timeout/i;

/**
 * Whether an error, or any error it wraps (`cause`, an AggregateError's `errors`), says the
 * database cannot be reached right now. Drizzle wraps the driver's error in `cause`, and tRPC
 * wraps that one again.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  // PostgreSQL's class 08 is "connection exception" (08000, 08003, 08006...).
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  // Drizzle's own message holds the SQL and its parameters, i.e. user input: never matched.
  if (
    typeof message === "string" &&
    !message.startsWith("Failed query") &&
    UNAVAILABLE_MESSAGE.test(message)
  ) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
