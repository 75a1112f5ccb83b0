// The verified, growing waitlist (docs/waitlist-growth.md): confirmation from the email, the
// status page, referrals, the review queue of suspect referrals and the waitlist's settings.
import { referralStates, waitlistFlags } from "@bayan/db/enums";
import { z } from "zod";
import { languageSchema } from "./common.js";

export { referralStates, waitlistFlags };
export const referralStateSchema = z.enum(referralStates);
export const waitlistFlagSchema = z.enum(waitlistFlags);

/** A referral code: 8 characters of an unambiguous alphabet (services/waitlist/codes.ts). */
export const referralCodeSchema = z
  .string({ error: "waitlist.refInvalid" })
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, { error: "waitlist.refInvalid" });

/** A confirmation or status link's token: 43 base64url characters (32 random bytes). */
export const waitlistTokenSchema = z
  .string({ error: "waitlist.tokenRequired" })
  .min(1, { error: "waitlist.tokenRequired", abort: true })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "waitlist.tokenInvalid" });
export const waitlistTokenInput = z.object({ token: waitlistTokenSchema });
export type WaitlistTokenInput = z.input<typeof waitlistTokenInput>;

/** What the confirmation page shows before any button is pressed (a GET changes nothing). */
export const waitlistConfirmCheckOutput = z.object({
  /** valid: the buttons; confirmed: already done; expired: offer a new email. */
  state: z.enum(["valid", "confirmed", "expired"]),
  language: languageSchema,
  /** The address masked (j***@gmail.com), so the person sees whose place it is. */
  email: z.string(),
});
export type WaitlistConfirmCheck = z.infer<typeof waitlistConfirmCheckOutput>;

/** A confirmation: the status page's token, made for this person now (docs/links.md). */
export const waitlistConfirmOutput = z.object({
  message: z.string(),
  statusToken: z.string(),
});
export type WaitlistConfirmResult = z.infer<typeof waitlistConfirmOutput>;

/** The status page (`GET /api/waitlist/status/{token}`). */
export const waitlistStatusOutput = z.object({
  /**
   * Place in the queue, 1 first: confirmed entries first, by the position rule; null once the
   * person is invited (or registered): they are no longer waiting.
   */
  position: z.number().int().nullable(),
  /** Entries in the queue. */
  total: z.number().int(),
  confirmed: z.boolean(),
  /** Invited (or registered): out of the queue. */
  invited: z.boolean(),
  referralCode: z.string().nullable(),
  /** The landing page with the code (`/?ref=CODE`), or null before confirmation. */
  referralLink: z.string().nullable(),
  /** Confirmed friends credited to this person. */
  referrals: z.number().int(),
  language: languageSchema,
  email: z.string(),
});
export type WaitlistStatusDto = z.infer<typeof waitlistStatusOutput>;

/** The public leaderboard (when switched on): masked addresses and credited referrals. */
export const waitlistLeaderboardOutput = z.object({
  enabled: z.boolean(),
  entries: z.array(z.object({ email: z.string(), referrals: z.number().int() })),
});
export type WaitlistLeaderboard = z.infer<typeof waitlistLeaderboardOutput>;

export const positionRules = ["first-come", "referrals"] as const;
export type PositionRule = (typeof positionRules)[number];

/** Settings > Waitlist: each field's rule; the defaults are WAITLIST_SETTINGS_DEFAULTS. */
export const waitlistSettingsFields = {
  /** Invitations go to confirmed entries only (the admin may tick a box to include others). */
  doubleOptIn: z.boolean({ error: "waitlist.settingInvalid" }),
  positionRule: z.enum(positionRules, { error: "waitlist.settingInvalid" }),
  /** Places a confirmed referral moves its referrer up under the referral rule. */
  placesPerReferral: z
    .number({ error: "waitlist.placesInvalid" })
    .int({ error: "waitlist.placesInvalid" })
    .min(1, { error: "waitlist.placesInvalid" })
    .max(1000, { error: "waitlist.placesInvalid" }),
  /** Hours after joining when the one reminder to confirm goes. */
  reminderAfterHours: z
    .number({ error: "waitlist.reminderInvalid" })
    .int({ error: "waitlist.reminderInvalid" })
    .min(1, { error: "waitlist.reminderInvalid" })
    .max(720, { error: "waitlist.reminderInvalid" }),
  /** Days an unconfirmed entry is kept before it is removed. */
  unconfirmedKeepDays: z
    .number({ error: "waitlist.keepDaysInvalid" })
    .int({ error: "waitlist.keepDaysInvalid" })
    .min(1, { error: "waitlist.keepDaysInvalid" })
    .max(365, { error: "waitlist.keepDaysInvalid" }),
  /** A public top 10 of referrers, addresses masked. */
  leaderboard: z.boolean({ error: "waitlist.settingInvalid" }),
  /**
   * Invitation waves' pace (docs/email-delivery.md): a new domain's warm-up (the first day's
   * allowance, doubling each day up to the daily cap), the daily cap, the hourly cap.
   */
  paceWarmUp: z.boolean({ error: "waitlist.settingInvalid" }),
  paceFirstDay: z
    .number({ error: "waitlist.paceInvalid" })
    .int({ error: "waitlist.paceInvalid" })
    .min(1, { error: "waitlist.paceInvalid" })
    .max(100_000, { error: "waitlist.paceInvalid" }),
  paceDailyCap: z
    .number({ error: "waitlist.paceInvalid" })
    .int({ error: "waitlist.paceInvalid" })
    .min(1, { error: "waitlist.paceInvalid" })
    .max(1_000_000, { error: "waitlist.paceInvalid" }),
  paceHourlyCap: z
    .number({ error: "waitlist.paceInvalid" })
    .int({ error: "waitlist.paceInvalid" })
    .min(1, { error: "waitlist.paceInvalid" })
    .max(100_000, { error: "waitlist.paceInvalid" }),
};
export const waitlistSettingsSchema = z.object(waitlistSettingsFields);
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;

export const WAITLIST_SETTINGS_DEFAULTS: WaitlistSettings = {
  doubleOptIn: true,
  positionRule: "first-come",
  placesPerReferral: 5,
  reminderAfterHours: 48,
  unconfirmedKeepDays: 30,
  leaderboard: false,
  paceWarmUp: true,
  paceFirstDay: 100,
  paceDailyCap: 5000,
  paceHourlyCap: 1000,
};

/** An update names only what it changes, at least one field. */
export const waitlistSettingsUpdate = z
  .strictObject(waitlistSettingsSchema.partial().shape)
  .refine((v) => Object.keys(v).length > 0, { error: "waitlist.nothingToChange" });

/** Approve or reject suspect referrals, 1 to 500 entries (the referred people). */
export const waitlistReviewInput = z.object({
  ids: z
    .array(z.string())
    .min(1, { error: "waitlist.noEntryChosen" })
    .max(500, { error: "waitlist.tooManyEntries" }),
  decision: z.enum(["approve", "reject"], { error: "waitlist.decisionInvalid" }),
});
export type WaitlistReviewInput = z.input<typeof waitlistReviewInput>;
export const waitlistReviewOutput = z.object({ changed: z.number().int(), message: z.string() });

/** The dashboard's "Top referrers" panel. */
export const topReferrersOutput = z.array(
  z.object({ id: z.string(), email: z.string(), referrals: z.number().int() }),
);
export type TopReferrer = z.infer<typeof topReferrersOutput>[number];
