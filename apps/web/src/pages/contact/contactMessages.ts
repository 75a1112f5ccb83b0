import { CONTACT_MESSAGES } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

/** The server's answers the page knows (SPEC 7 and 8), in English as the server sends them. */
export const CONTACT_SUCCESS_TEXT =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_DUPLICATE_TEXT =
  "You have recently submitted a message. Please wait before sending another message.";

/**
 * The contact form's English messages (the shared zod schemas' and the server's) in the interface
 * language. A message it does not know is shown as it came.
 */
export function useContactText() {
  const { t } = useLingui();
  return useMemo(() => {
    const known: Record<string, string> = {
      [CONTACT_MESSAGES.nameRequired]: t`Please enter your name`,
      [CONTACT_MESSAGES.nameTooShort]: t`Name must be at least 2 characters long`,
      [CONTACT_MESSAGES.nameInvalid]: t`Name cannot contain numbers or symbols`,
      [CONTACT_MESSAGES.emailRequired]: t`Please enter your email address`,
      [CONTACT_MESSAGES.emailInvalid]: t`Invalid email format (example: name@example.com)`,
      [CONTACT_MESSAGES.messageRequired]: t`Please enter your message`,
      [CONTACT_MESSAGES.messageTooShort]: t`Message must be at least 10 characters long`,
      [CONTACT_MESSAGES.messageTooLong]: t`You have exceeded the maximum allowed character count`,
      [CONTACT_MESSAGES.messageSuspicious]: t`Message contains suspicious content`,
      "Name is too long": t`Name is too long`,
      "Email is too long": t`Email is too long`,
      "Subject is too long": t`Subject is too long`,
      [CONTACT_SUCCESS_TEXT]: t`Thank you! Your message has been sent successfully. We'll get back to you soon.`,
      [CONTACT_DUPLICATE_TEXT]: t`You have recently submitted a message. Please wait before sending another message.`,
    };
    return (english: string) => known[english] ?? english;
  }, [t]);
}
