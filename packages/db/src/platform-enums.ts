// The value lists of the platform's own records (users, courses), apart from enums.ts: the public
// pages load enums.ts in their first script, and these lists are only needed by the admin panel
// and the registration page (lazy chunks). Same rules as enums.ts: a change needs a migration.
/** A user's role on the platform (SPEC 3 User; their permissions come with the student app). */
export const userRoles = ["admin", "teacher", "student"] as const;
export type UserRole = (typeof userRoles)[number];

/** A user's account status (SPEC 3 User): only active users may sign in once sign-in exists. */
export const userStatuses = ["active", "inactive", "suspended"] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Course status (SPEC 3 Course): only published courses would be shown to students. */
export const courseStatuses = ["published", "draft", "archived"] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** Course category (SPEC 9). */
export const courseCategories = [
  "grammar",
  "vocabulary",
  "speaking",
  "writing",
  "reading",
  "business",
] as const;
export type CourseCategory = (typeof courseCategories)[number];

/** A course's level: the CEFR levels the platform teaches to (docs/courses.md). */
export const courseLevels = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** Prices are in one of SPEC 9's currencies. */
export const currencies = ["USD", "EUR", "GBP", "JOD", "SAR", "AED"] as const;
export type Currency = (typeof currencies)[number];

/** A mailbox label (SPEC 2.12, 9: urgent red, support blue, feedback green, billing amber). */
export const mailLabels = ["urgent", "support", "feedback", "billing"] as const;
export type MailLabel = (typeof mailLabels)[number];

/**
 * A team member's role in the admin panel (SPEC 3 Team member roles, docs/team.md); one owner,
 * undeletable. Each role can do what the ones after it can, and more.
 */
export const teamRoles = ["owner", "admin", "editor", "support", "viewer"] as const;
export type TeamRole = (typeof teamRoles)[number];

/**
 * Where a team member's account stands: invited (the link is out, no password yet), active (signs
 * in), suspended (cannot sign in; their sessions ended).
 */
export const teamMemberStatuses = ["invited", "active", "suspended"] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];
