import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../lib/serverText";

/**
 * The server's English texts the registration page knows (packages/trpc src/schemas/users.ts
 * PASSWORD_MESSAGES and the name rule, src/routers/users.ts REGISTERED_MESSAGE, src/services/
 * invitations.ts INVITATION_MESSAGES), each with its translation. Written out rather than read
 * from the schemas so that this table does not pull zod into the page.
 */
export const REGISTERED_TEXT = "Your account is ready. We'll email you when the courses open.";

const REGISTER_TEXTS: ServerTexts = {
  // PASSWORD_MESSAGES
  "Password is required": msg`Password is required`,
  "Password must be at least 8 characters": msg`Password must be at least 8 characters`,
  "Password must be at most 128 characters": msg`Password must be at most 128 characters`,
  "Password must contain a lowercase letter": msg`Password must contain a lowercase letter`,
  "Password must contain an uppercase letter": msg`Password must contain an uppercase letter`,
  "Password must contain a number": msg`Password must contain a number`,
  "Password must contain a special character": msg`Password must contain a special character`,
  "This password is too common or too easy to guess: choose another": msg`This password is too common or too easy to guess: choose another`,
  "This password is built on your name or email address: choose another": msg`This password is built on your name or email address: choose another`,
  // HASHING_BUSY (a sign-in flood on the server)
  "Too many sign-ins at once, please try again in a moment": msg`The server is busy. Please try again in a moment.`,
  // userNameSchema
  "Name is required": msg`Name is required`,
  "Name must be at least 2 characters long": msg`Name must be at least 2 characters long`,
  "Name must be at most 100 characters": msg`Name must be at most 100 characters`,
  "Name must not contain NUL characters": msg`Name must not contain NUL characters`,
  "Name must not contain unpaired surrogate characters": msg`Name must not contain unpaired surrogate characters`,
  // The success answer, shown under the page's own "Your account is ready": its second sentence.
  [REGISTERED_TEXT]: msg`We'll email you when the courses open.`,
};

/** A server or rule message in the interface language; an unknown one is shown as it came. */
export function useRegisterText() {
  return useServerText(REGISTER_TEXTS);
}
