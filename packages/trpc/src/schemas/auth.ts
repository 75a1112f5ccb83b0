import { z } from "zod";
import { teamRoles } from "@bayan/db/platform-enums";
import { permissions } from "../rules/permissions.js";
import { emailSchema, isoDateTime, safeText } from "./common.js";

/**
 * A sign-in (docs/team.md): a member's email and password; without the email, the admin password
 * (the owner's, SPEC 2.7's gate).
 */
export const loginInput = z.object({
  email: emailSchema.optional(),
  password: safeText("Password", "password.required").min(1, "password.required").max(1024),
  /** The code from the authenticator app, or a recovery code, once two-factor sign-in is on. */
  otp: safeText("Code").trim().max(32).optional(),
});

export const loginOutput = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});

/** Who is signed in (docs/team.md): the session's end, the member, their role and its permissions. */
export const sessionOutput = z.object({
  authenticated: z.literal(true),
  expiresAt: isoDateTime,
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(teamRoles),
    permissions: z.array(z.enum(permissions)),
    /** Whether they sign in with a second factor, and whether their role requires one first. */
    twoFactor: z.boolean(),
    twoFactorNeeded: z.boolean(),
    /** Whether the owner requires two-factor sign-in of the owner and admins. */
    twoFactorRequired: z.boolean(),
  }),
});

/** Two-factor sign-in (docs/team.md). */
export const otpInput = z.object({
  otp: safeText("Code").trim().min(1, "auth.otpInvalid").max(32),
});
export const twoFactorDisableInput = otpInput.extend({
  password: safeText("Password", "password.required").min(1, "password.required").max(1024),
});
export const twoFactorPolicyInput = z.object({ required: z.boolean() });
export const twoFactorSetupOutput = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorEnabledOutput = z.object({ recoveryCodes: z.array(z.string()) });
