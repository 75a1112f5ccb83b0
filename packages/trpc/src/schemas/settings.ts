// The administrator's Settings (SPEC 2.14, SPEC 3 Settings object, SPEC 9): one preferences
// document in app_settings, the password change and the team members (docs/settings.md).
import { teamMemberStatuses, teamRoles } from "@bayan/db/platform-enums";
import { z } from "zod";
import { currencySchema } from "./courses.js";
import { emailSchema, isoDateTime, languageSchema, safeText } from "./common.js";
import { passwordSchema, userNameSchema } from "./users.js";

/** SPEC 9's eleven time zones, as IANA names. */
export const timeZones = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Amman",
  "Asia/Tokyo",
  "Australia/Sydney",
] as const;
/** The default, "browser": the admin's own device's time zone; or one of SPEC 9's zones. */
export const timeZoneChoices = ["browser", ...timeZones] as const;
export type TimeZone = (typeof timeZoneChoices)[number];
/** "language" (the default): the interface language's own medium date ("Nov 3, 2026", "٣ نوفمبر ٢٠٢٦"). */
export const dateFormats = [
  "language",
  "MM/DD/YYYY",
  "DD/MM/YYYY",
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "DD-MMM-YYYY",
] as const;
export type DateFormat = (typeof dateFormats)[number];
export const numberFormats = ["en-US", "en-GB", "de-DE", "fr-FR", "ar-SA"] as const;
export type NumberFormat = (typeof numberFormats)[number];
export const timeFormats = ["12", "24"] as const;
export const firstDaysOfWeek = ["sunday", "monday", "saturday"] as const;
export type FirstDayOfWeek = (typeof firstDaysOfWeek)[number];
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export const paymentMethods = ["card", "mastercard"] as const;
export const profileVisibilities = ["public", "registered", "connections", "private"] as const;
export const messagePermissions = ["all", "connections", "none"] as const;

/** The number format that goes with each interface language (it follows a language switch). */
export const LANGUAGE_NUMBER_FORMAT = { en: "en-US", ar: "ar-SA" } as const;

const phonePattern = /^\+?[0-9 ()-]{6,20}$/;

/** The fields of each section, without defaults (an update names only what it changes). */
export const profileFields = {
  name: userNameSchema,
  /** Where the daily digest goes; empty until the admin gives one. */
  email: z
    .string({ error: "settings.emailNotText" })
    .trim()
    .transform((value, ctx) => {
      if (value === "") return value;
      const parsed = emailSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }),
  phone: safeText("Phone")
    .trim()
    .refine((v) => v === "" || phonePattern.test(v), {
      error: "settings.phoneInvalid",
    }),
  bio: safeText("Bio").trim().max(500, { error: "settings.bioTooLong" }),
};
export const notificationFields = {
  email: z.boolean(),
  browser: z.boolean(),
  mobile: z.boolean(),
  userRegistration: z.boolean(),
  courseEnrollment: z.boolean(),
  messageReceived: z.boolean(),
  systemUpdates: z.boolean(),
  dailyDigest: z.boolean(),
};
export const appearanceFields = {
  theme: z.enum(themeChoices),
  compactMode: z.boolean(),
  animationsEnabled: z.boolean(),
};
export const regionFields = {
  language: languageSchema,
  timezone: z.enum(timeZoneChoices),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  firstDayOfWeek: z.enum(firstDaysOfWeek),
  numberFormat: z.enum(numberFormats),
};
export const privacyFields = {
  profileVisibility: z.enum(profileVisibilities),
  showOnlineStatus: z.boolean(),
  allowMessages: z.enum(messagePermissions),
  shareActivity: z.boolean(),
  dataUsage: z.boolean(),
};
export const paymentFields = {
  defaultMethod: z.enum(paymentMethods),
  currency: currencySchema,
  autoRenew: z.boolean(),
};

export const preferenceSections = {
  profile: z.object(profileFields),
  notifications: z.object(notificationFields),
  appearance: z.object(appearanceFields),
  region: z.object(regionFields),
  privacy: z.object(privacyFields),
  payment: z.object(paymentFields),
};
export type PreferenceSection = keyof typeof preferenceSections;
export const preferenceSectionNames = Object.keys(preferenceSections) as PreferenceSection[];

export const preferencesOutput = z.object({
  ...preferenceSections,
  /** Read-only (SPEC 5): the administrator is the team's owner. */
  role: z.literal("Owner"),
});
export type Preferences = z.infer<typeof preferencesOutput>;
export type PreferencesDocument = Omit<Preferences, "role">;

/** What a missing (or old, or partly unreadable) document reads as, field by field. */
export const DEFAULT_PREFERENCES: PreferencesDocument = {
  profile: { name: "Administrator", email: "", phone: "", bio: "" },
  notifications: {
    email: true,
    browser: true,
    mobile: false,
    userRegistration: true,
    courseEnrollment: true,
    messageReceived: true,
    systemUpdates: true,
    dailyDigest: false,
  },
  appearance: { theme: "system", compactMode: false, animationsEnabled: true },
  region: {
    language: "en",
    timezone: "browser",
    dateFormat: "language",
    timeFormat: "12",
    firstDayOfWeek: "sunday",
    numberFormat: "en-US",
  },
  privacy: {
    profileVisibility: "registered",
    showOnlineStatus: true,
    allowMessages: "all",
    shareActivity: false,
    dataUsage: true,
  },
  payment: { defaultMethod: "card", currency: "JOD", autoRenew: true },
};

/** An update of one section: any of its fields, no others (an unknown field is a 400). */
export const profileUpdateInput = z.strictObject(profileFields).partial();
export const notificationsUpdateInput = z.strictObject(notificationFields).partial();
export const appearanceUpdateInput = z.strictObject(appearanceFields).partial();
export const regionUpdateInput = z.strictObject(regionFields).partial();
export const privacyUpdateInput = z.strictObject(privacyFields).partial();
export const paymentUpdateInput = z.strictObject(paymentFields).partial();

/** Settings > Security: the current password, a new one held to the hint's rule, and its confirmation. */
export const passwordChangeInput = z
  .object({
    currentPassword: safeText("Current password", "settings.currentPasswordRequired")
      .min(1, { error: "settings.currentPasswordRequired" })
      .max(1024),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: "settings.confirmPasswordRequired" }),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ["confirmPassword"],
    error: "settings.passwordsDoNotMatch",
  });
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** A fresh token for this session: every other session has been signed out. */
export const passwordChangeOutput = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  message: z.string(),
});

export const teamRoleSchema = z.enum(teamRoles);
/** The roles the team list offers (SPEC 6): the owner is the administrator alone. */
export const assignableTeamRoles = ["admin", "editor", "support", "viewer"] as const;
export const assignableTeamRoleSchema = z.enum(assignableTeamRoles);

export const teamMemberOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** invited: the invitation is out, no password yet; active: signs in; suspended: cannot. */
  status: z.enum(teamMemberStatuses),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TeamMemberDto = z.infer<typeof teamMemberOutput>;

/** Add a member: they are invited by email, in `language` (the inviting administrator's). */
export const teamMemberAddInput = z.object({
  name: userNameSchema,
  email: emailSchema,
  role: assignableTeamRoleSchema.default("viewer"),
  language: languageSchema.default("en"),
});
