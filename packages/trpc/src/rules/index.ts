// Browser-safe pure rules and constants, without zod, so the landing page can use them without
// downloading a schema library. The zod schemas in ../schemas build on these.

/** The value lists of every stored status and kind, and their types (one source: @bayan/db/enums). */
export * from "@bayan/db/enums";

/** The landing page shows the queue as the stored total plus this offset (SPEC 9). */
export const QUEUE_DISPLAY_OFFSET = 2500;

/**
 * A second invitation to one waitlist entry within this time of the first (still queued or sent)
 * queues nothing: a double click or two admins at once never send two emails. A failed invitation
 * may be sent again at once.
 */
export const INVITE_REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * Between the answer to an admin's email action (an invitation, a reply) and the reason of the
 * email's last failed delivery attempt, when the server adds one: the admin panel translates the
 * part before it and shows the reason, the mail server's own words, as it came.
 */
export const LAST_ERROR_SEPARATOR = ". Last error: ";

/** Days shown when no countdown could be loaded, and the default target of a fresh install. */
export const FALLBACK_COUNTDOWN_DAYS = 57;

/**
 * The spec's email shape (SPEC 5): non-space text, an at sign, non-space text, a dot, non-space
 * text. Used by the waitlist and contact forms in the browser and by the server.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * Control and format characters (Unicode Cc and Cf: NUL, a right-to-left override U+202E, a
 * zero-width space U+200B...) and unpaired surrogates: never part of a real address, and they make
 * two addresses look alike. Emails holding one are refused.
 */
export const EMAIL_HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** The longest email the product stores. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The waitlist form's client check (SPEC 5): an empty field (after trimming) has no error;
 * otherwise the email must have the spec's shape, one at sign and no hidden characters. The
 * server's `emailSchema` applies the same rule.
 */
export function waitlistEmailError(value: string): "invalid" | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const valid =
    trimmed.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(trimmed) &&
    !EMAIL_HIDDEN_CHARACTERS.test(trimmed) &&
    trimmed.indexOf("@") === trimmed.lastIndexOf("@");
  return valid ? null : "invalid";
}

export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function timeRemaining(target: Date | string | number, now: Date | number): TimeRemaining {
  const targetMs = new Date(target).getTime();
  const nowMs = new Date(now).getTime();
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/**
 * The admin panel's sections, in menu order: the ten of SPEC 2.8 (dashboard, users, courses,
 * messages, analytics, privacy policy, terms of service, contact submissions, early access i.e.
 * the waitlist, settings) plus "emails", the outbox view (every email sent, queued or failed, with
 * Retry). Each is the second path segment of /admin/$section; the web sidebar and the server's
 * page routes both read this list.
 */
export const ADMIN_SECTIONS = [
  "dashboard",
  "users",
  "courses",
  "messages",
  "analytics",
  "privacy",
  "terms",
  "contact",
  "waitlist",
  "emails",
  "settings",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Whether a path segment names an admin section (an unknown one falls back to the dashboard). */
export function isAdminSection(value: string): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value);
}

// The stored value lists (statuses, languages, categories), zod-free for the browser.
export * from "@bayan/db/enums";
