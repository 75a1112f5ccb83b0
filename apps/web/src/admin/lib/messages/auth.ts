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
} satisfies Record<keyof typeof AUTH_ADMIN, MessageDescriptor>;
