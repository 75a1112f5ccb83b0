import { CONTACT_MESSAGES } from "@bayan/trpc/rules/contact";
import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../lib/serverText";

/** The server's answers the page knows (SPEC 7 and 8), in English as the server sends them. */
export const CONTACT_SUCCESS_TEXT =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_DUPLICATE_TEXT =
  "You have recently submitted a message. Please wait before sending another message.";

const CONTACT_TEXTS: ServerTexts = {
  [CONTACT_MESSAGES.nameRequired]: msg`Please enter your name`,
  [CONTACT_MESSAGES.nameTooShort]: msg`Name must be at least 2 characters long`,
  [CONTACT_MESSAGES.nameInvalid]: msg`Name cannot contain numbers or symbols`,
  [CONTACT_MESSAGES.emailRequired]: msg`Please enter your email address`,
  [CONTACT_MESSAGES.emailInvalid]: msg`Invalid email format (example: name@example.com)`,
  [CONTACT_MESSAGES.messageRequired]: msg`Please enter your message`,
  [CONTACT_MESSAGES.messageTooShort]: msg`Message must be at least 10 characters long`,
  [CONTACT_MESSAGES.messageTooLong]: msg`You have exceeded the maximum allowed character count`,
  [CONTACT_MESSAGES.messageSuspicious]: msg`Message contains suspicious content`,
  "Name is too long": msg`Name is too long`,
  "Email is too long": msg`Email is too long`,
  // Pasted addresses can carry a zero-width space or a direction mark; the shared schema says so.
  "Email must not contain control or invisible characters": msg`Email must not contain control or invisible characters`,
  "Email must contain exactly one @": msg`Email must contain exactly one @`,
  "Subject is too long": msg`Subject is too long`,
  [CONTACT_SUCCESS_TEXT]: msg`Thank you! Your message has been sent successfully. We'll get back to you soon.`,
  [CONTACT_DUPLICATE_TEXT]: msg`You have recently submitted a message. Please wait before sending another message.`,
};

/**
 * The contact form's English messages (the shared zod schemas' and the server's) in the interface
 * language. A message it does not know is shown as it came.
 */
export function useContactText() {
  return useServerText(CONTACT_TEXTS);
}
