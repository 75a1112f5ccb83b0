// Browser-safe pure rules and constants, without zod, so the landing page can use them without
// downloading a schema library. The zod schemas in ../schemas build on these.

/** The value lists of every stored status and kind, and their types (one source: @bayan/db/enums). */
export * from "@bayan/db/enums";

// What the public pages' first script uses, in a module of its own (./public.ts).
export * from "./public.js";

// The email templates the admin previews, by name.
export * from "./email-templates.js";

// Who may do what in the admin panel (docs/team.md).
export * from "./permissions.js";

// What the audit log can name (docs/audit.md).
export * from "./audit-actions.js";

// The invitation waves' pace and self-pause thresholds.
export * from "./waves.js";

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
