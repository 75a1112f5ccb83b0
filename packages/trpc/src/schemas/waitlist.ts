import { suppressionReasons, waitlistStatuses } from "@bayan/db/enums";
import { z } from "zod";
import { waveOutput } from "./waves.js";
import { deliveryCountsOutput, deliveryStatusSchema } from "./outbox.js";
import { referralCodeSchema, referralStateSchema, waitlistFlagSchema } from "./waitlist-growth.js";
import {
  emailSchema,
  idInput,
  isInDateRange,
  isoDateTime,
  languageSchema,
  optionalBooleanQuery,
  optionalQuery,
  paginationQuery,
  safeText,
  sortByQuery,
  sortDirQuery,
} from "./common.js";

export { waitlistStatuses };
export const waitlistStatusSchema = z.enum(waitlistStatuses);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

export const waitlistJoinInput = z.object({
  email: emailSchema,
  source: safeText("Source").trim().min(1).max(64).default("landing-page"),
  language: languageSchema.default("en"),
  /** The referral code of the link the visitor came through (`/?ref=CODE`). */
  ref: referralCodeSchema.optional(),
  /** How long the form was on screen before sending, in ms (sent by the web form only). */
  formShownMs: z.number().int().min(0).optional(),
  /** The privacy policy's "last updated" date the page showed (ISO 8601), for the consent record. */
  policyUpdated: z.iso
    .date()
    .or(isoDateTime)
    .refine((v) => isInDateRange(Number(v.slice(0, 4))), {
      error: "policyUpdated must be from the year 1900 to 9999",
    })
    .optional(),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinInput>;

export const waitlistJoinOutput = z.object({
  email: z.string(),
  language: languageSchema,
});

export const waitlistStatsOutput = z.object({
  totalInQueue: z.number().int(),
  pendingCount: z.number().int(),
  notifiedCount: z.number().int(),
  registeredCount: z.number().int(),
});
export type WaitlistStats = z.infer<typeof waitlistStatsOutput>;

export { QUEUE_DISPLAY_OFFSET, waitlistEmailError } from "../rules/index.js";

/**
 * The columns the admin list sorts by. Statuses sort in their workflow order (pending, notified,
 * registered), languages as en, ar; entries never sent sort last by sentAt in either direction.
 */
export const waitlistSortFields = [
  "createdAt",
  "email",
  "status",
  "source",
  "language",
  "sentAt",
  "position",
  "referrals",
  "referrer",
] as const;
export type WaitlistSortField = (typeof waitlistSortFields)[number];

/** What the admin list and the CSV export filter and sort by (newest first unless told). */
export const waitlistFilterQuery = z.object({
  status: optionalQuery(waitlistStatusSchema),
  /** Part of the email, any case; % and _ are taken literally. */
  search: optionalQuery(safeText("Search").trim().max(254)),
  /** true: an invitation was sent (sentAt set; the "Sent users" tab); false: never sent. */
  sent: optionalBooleanQuery,
  /**
   * confirmed / unconfirmed address; flagged: met a fraud rule; review: a suspect referral
   * waiting for the administrator's decision.
   */
  verification: optionalQuery(z.enum(["confirmed", "unconfirmed", "flagged", "review"])),
  /**
   * expired: invited (notified), not registered, and the last invitation's link has expired
   * (INVITATION_TTL_DAYS after it was sent): the people to invite again.
   */
  invitation: optionalQuery(z.enum(["expired"])),
  sortBy: sortByQuery(waitlistSortFields, "createdAt"),
  /** Ties are broken by id in the same direction, so pages never overlap. */
  sortDir: sortDirQuery,
});

export const waitlistListQuery = paginationQuery.extend(waitlistFilterQuery.shape);
export type WaitlistListQuery = z.input<typeof waitlistListQuery>;

export const waitlistExportQuery = waitlistFilterQuery;
export type WaitlistExportQuery = z.input<typeof waitlistExportQuery>;

/** Bulk actions on chosen entries: 1 to 500 ids (repeats count once). */
export const waitlistIdsInput = z.object({
  ids: z
    .array(idInput.shape.id)
    .min(1, { error: "waitlist.noEntryChosen" })
    .max(500, { error: "waitlist.tooManyEntries" }),
});
export type WaitlistIdsInput = z.input<typeof waitlistIdsInput>;

/**
 * Invite the first `count` pending entries by position; confirmed ones only unless
 * `includeUnconfirmed` (the administrator's tick box).
 */
/** The most entries one "invite next N" wave takes (its invitations go at the sending pace). */
export const WAVE_MAX_MEMBERS = 10_000;

export const waitlistInviteNextInput = z.object({
  includeUnconfirmed: z.boolean().default(false),
  count: z.coerce
    .number({ error: "waitlist.countInvalid" })
    .int({ error: "waitlist.countInvalid" })
    .min(1, { error: "waitlist.countInvalid" })
    .max(WAVE_MAX_MEMBERS, { error: "waitlist.countInvalid" }),
});
export type WaitlistInviteNextInput = z.input<typeof waitlistInviteNextInput>;

/** What PATCH /waitlist/{id} takes in its body. */
export const waitlistUpdateBody = z.object({
  status: waitlistStatusSchema.optional(),
  notes: safeText("Notes").trim().max(2000).nullable().optional(),
});

export const waitlistUpdateInput = idInput
  .extend(waitlistUpdateBody.shape)
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: "waitlist.nothingToChange",
  });

export const waitlistEntryOutput = z.object({
  id: z.string(),
  email: z.string(),
  status: waitlistStatusSchema,
  source: z.string(),
  language: languageSchema,
  referralCode: z.string().nullable(),
  interests: z.string().nullable(),
  notes: z.string().nullable(),
  device: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Display fields (SPEC 3): the part of the email before the at sign, the sign-up date. */
  name: z.string(),
  registrationDate: isoDateTime,
  /**
   * The invitation email's state: none (never invited), queued (in the outbox, not delivered
   * yet), sent (delivered to the mail server), failed (given up) or suppressed (never sent: the
   * address is on the suppression list). Entries notified before
   * invitations were linked to their emails are "sent", as they were shown then.
   */
  sentStatus: z.enum(["none", "queued", "sent", "failed", "suppressed"]),
  /** Why the invitation's last delivery attempt failed, while it is not delivered; else null. */
  inviteError: z.string().nullable(),
  /** When the person confirmed their address; null while unconfirmed. */
  confirmedAt: isoDateTime.nullable(),
  /** Place in the queue under the current position rule (computed when read). */
  position: z.number().int().nullable(),
  /** Confirmed referrals credited to this entry. */
  referralCount: z.number().int(),
  /** The address of who referred this person, if anyone. */
  referrer: z.string().nullable(),
  referralState: referralStateSchema,
  flags: z.array(waitlistFlagSchema),
  /** An older entry with the same normalized address (kept from before addresses were compared so). */
  duplicateOf: z.string().nullable(),
  /**
   * Why the address is never mailed, when it is on the suppression list (docs/email-delivery.md):
   * unsubscribed, bounced, a spam complaint...; null when it may be mailed.
   */
  suppressed: z.enum(suppressionReasons).nullable(),
});
export type WaitlistEntryDto = z.infer<typeof waitlistEntryOutput>;

/** One invite: the entry as it now is, and how its email went. */
export const waitlistInviteOutput = z.object({
  entry: waitlistEntryOutput,
  delivery: deliveryStatusSchema,
  /** True when an invitation went out within the repeat window: no second one was queued. */
  recentlyInvited: z.boolean(),
  message: z.string(),
});
export type WaitlistInviteResult = z.infer<typeof waitlistInviteOutput>;

/**
 * Chosen entries invited; registered entries and ids that name nothing are skipped, entries
 * invited within the repeat window are counted apart (no second email).
 */
/** The wave a bulk invitation made (null when nobody was left to invite). */
const madeWave = waveOutput
  .nullable()
  .describe("The wave made: what the sending pace allowed went at once, the rest follows");

export const waitlistInviteManyOutput = z.object({
  invited: z.number().int().describe("Invitations that went at once"),
  skipped: z.number().int(),
  recentlyInvited: z.number().int(),
  alreadyWaiting: z.number().int().describe("Chosen entries already waiting in another wave"),
  wave: madeWave,
  delivery: deliveryCountsOutput,
  message: z.string(),
});
export type WaitlistInviteManyResult = z.infer<typeof waitlistInviteManyOutput>;

export const waitlistInviteNextOutput = z.object({
  invited: z.number().int().describe("Invitations that went at once"),
  recentlyInvited: z.number().int(),
  wave: madeWave,
  delivery: deliveryCountsOutput,
  message: z.string(),
});
export type WaitlistInviteNextResult = z.infer<typeof waitlistInviteNextOutput>;

export const waitlistDeleteManyOutput = z.object({ deleted: z.number().int() });
export type WaitlistDeleteManyResult = z.infer<typeof waitlistDeleteManyOutput>;
