// A person's data rights (docs/data-rights.md): everything the install keeps about one address,
// downloaded as JSON, and its erasure; by the person from their status page, or by an
// administrator for an address (a data-subject request).
import { z } from "zod";
import { emailSchema, isoDateTime, languageSchema } from "./common.js";
import { suppressionReasonSchema } from "./suppressions.js";

/** The administrator's data-subject request: an address. */
export const personalDataInput = z.object({ email: emailSchema });
export type PersonalDataInput = z.input<typeof personalDataInput>;

const waitlistRecord = z.object({
  email: z.string(),
  joinedAt: isoDateTime,
  language: languageSchema,
  source: z.string(),
  status: z.string(),
  confirmedAt: isoDateTime.nullable(),
  invitedAt: isoDateTime.nullable(),
  /** What the person agreed to when they joined (no IP address is kept). */
  consent: z
    .object({
      at: z.string(),
      policyUpdated: z.string().nullable(),
      language: languageSchema,
      /** The privacy policy's version in effect when they joined (docs/policy-versions.md). */
      policyVersion: z.object({ id: z.string(), number: z.number().int() }).nullable().optional(),
    })
    .nullable(),
  interests: z.string().nullable(),
  /** An administrator's notes about the person: their data too. */
  notes: z.string().nullable(),
  device: z.string().nullable(),
  /** How they arrived: the channel, the country of their connection then, the first page. */
  channel: z.string().nullable(),
  country: z.string().nullable(),
  landingPage: z.string().nullable(),
  referralCode: z.string().nullable(),
  /** Who referred them, masked (another person's address). */
  referredBy: z.string().nullable(),
  referralState: z.string(),
  referralCount: z.number().int(),
  /** The people who joined through their link, masked, and whether each counted. */
  referrals: z.array(z.object({ email: z.string(), joinedAt: isoDateTime, state: z.string() })),
});

export const personalDataOutput = z.object({
  /** The address asked about, as given. */
  address: z.string(),
  exportedAt: isoDateTime,
  waitlist: z.array(waitlistRecord),
  accounts: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.string(),
      status: z.string(),
      language: languageSchema,
      interests: z.string().nullable(),
      notes: z.string().nullable(),
      joinedAt: isoDateTime,
      lastActiveAt: isoDateTime.nullable(),
    }),
  ),
  invitations: z.array(
    z.object({
      email: z.string(),
      createdAt: isoDateTime,
      expiresAt: isoDateTime,
      usedAt: isoDateTime.nullable(),
      revokedAt: isoDateTime.nullable(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      language: languageSchema,
      sentAt: isoDateTime,
      reply: z.string().nullable(),
      repliedAt: isoDateTime.nullable(),
    }),
  ),
  /** Every email queued to the address: what it was, and whether it went. */
  emails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      language: languageSchema,
      status: z.string(),
      createdAt: isoDateTime,
      sentAt: isoDateTime.nullable(),
    }),
  ),
  /** Whether the address is never mailed, and why. */
  suppression: z
    .object({ reason: suppressionReasonSchema, source: z.string(), since: isoDateTime })
    .nullable(),
});
export type PersonalData = z.infer<typeof personalDataOutput>;

/** What an erasure removed (the administrator's answer; the person's page says it is done). */
export const personalDataErasedOutput = z.object({
  waitlistEntries: z.number().int(),
  accounts: z.number().int(),
  invitations: z.number().int(),
  contactMessages: z.number().int(),
  emails: z.number().int(),
});
