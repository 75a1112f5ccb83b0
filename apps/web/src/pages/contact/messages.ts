import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CONTACT_PUBLIC } from "@bayan/trpc/rules/messages/contact";

/** The keys the contact page shows: its form's rules and answers, and the email rules it shares. */
type ContactPageKey =
  keyof typeof CONTACT_PUBLIC | "common.emailTooLong" | "common.emailHidden" | "common.emailOneAt";

/**
 * The contact page's words for the server's keys (SPEC 5, 7 and 8), in the public catalog the page
 * loads (src/locales), and merged into PUBLIC_MESSAGE_TEXTS (src/lib/messages.ts), so that the admin
 * panel shows them too. A key the page meets without words here (a field's NUL character) is shown
 * in the server's English.
 */
export const CONTACT_PAGE_TEXTS = {
  "contact.nameRequired": msg`Please enter your name`,
  "contact.nameTooShort": msg`Name must be at least 2 characters long`,
  "contact.nameTooLong": msg`Name is too long`,
  "contact.nameInvalid": msg`Name cannot contain numbers or symbols`,
  "contact.emailRequired": msg`Please enter your email address`,
  "contact.emailInvalid": msg`Invalid email format (example: name@example.com)`,
  "contact.messageRequired": msg`Please enter your message`,
  "contact.messageTooShort": msg`Message must be at least 10 characters long`,
  "contact.messageTooLong": msg`You have exceeded the maximum allowed character count`,
  "contact.messageSuspicious": msg`Message contains suspicious content`,
  "contact.subjectTooLong": msg`Subject is too long`,
  "contact.sent": msg`Thank you! Your message has been sent successfully. We'll get back to you soon.`,
  "contact.duplicate": msg`You have recently submitted a message. Please wait before sending another message.`,
  // Pasted addresses can carry a zero-width space or a direction mark; the shared schema says so.
  "common.emailTooLong": msg`Email is too long`,
  "common.emailHidden": msg`Email must not contain control or invisible characters`,
  "common.emailOneAt": msg`Email must contain exactly one @`,
} satisfies Record<ContactPageKey, MessageDescriptor>;
