import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AUTH_ADMIN } from "@bayan/trpc/rules/messages/auth";

/** The words of the auth keys only the admin panel shows (AUTH_ADMIN). */
export const AUTH_TEXTS = {
  "auth.unauthorized": msg`Unauthorized - please login again`,
  "auth.tokenExpired": msg`Your session has expired. Please sign in again.`,
  "auth.invalidToken": msg`Unauthorized - please login again`,
  "auth.tokenRevoked": msg`Your session was ended. Please sign in again.`,
  "auth.loggedOut": msg`Logged out`,
  "auth.forbidden": msg`Your role does not allow this. Ask the owner of the team.`,
  "auth.twoFactorRequired": msg`Your role must use two-factor sign-in: turn it on in Settings > Security first.`,
  "auth.twoFactorAlreadyOn": msg`Two-factor sign-in is already on.`,
  "auth.twoFactorNotSetUp": msg`Set up two-factor sign-in first: scan the code, then confirm.`,
  "auth.twoFactorNotOn": msg`Two-factor sign-in is not on.`,
  "auth.twoFactorOn": msg`Two-factor sign-in is on. Keep your recovery codes somewhere safe.`,
  "auth.twoFactorOff": msg`Two-factor sign-in is off.`,
  "auth.twoFactorNowRequired": msg`Two-factor sign-in is now required for the owner and admins.`,
  "auth.twoFactorNoLongerRequired": msg`Two-factor sign-in is no longer required.`,
} satisfies Record<keyof typeof AUTH_ADMIN, MessageDescriptor>;
