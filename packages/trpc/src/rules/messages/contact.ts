// The contact form (public) and the admin's contact submissions.

/** The contact form's rules (schemas/contact.ts, SPEC 5) and its answers: a visitor meets them. */
export const CONTACT_PUBLIC = {
  "contact.nameRequired": "Please enter your name",
  "contact.nameTooShort": "Name must be at least 2 characters long",
  "contact.nameTooLong": "Name is too long",
  "contact.nameInvalid": "Name cannot contain numbers or symbols",
  "contact.emailRequired": "Please enter your email address",
  "contact.emailInvalid": "Invalid email format (example: name@example.com)",
  "contact.messageRequired": "Please enter your message",
  "contact.messageTooShort": "Message must be at least 10 characters long",
  "contact.messageTooLong": "You have exceeded the maximum allowed character count",
  "contact.messageSuspicious": "Message contains suspicious content",
  "contact.subjectTooLong": "Subject is too long",
  "contact.sent": "Thank you! Your message has been sent successfully. We'll get back to you soon.",
  "contact.duplicate":
    "You have recently submitted a message. Please wait before sending another message.",
} as const;

export const CONTACT_ADMIN = {
  "contact.replySent": "Reply sent successfully!",
  "contact.replyQueued": "Reply queued: not delivered yet, delivery will be retried automatically",
  "contact.replyFailed": "Reply could not be delivered",
  "contact.replyNotDelivered":
    "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
  "contact.notFound": "Contact submission not found",
  "contact.spamNoReply": "This message is marked as spam; mark it otherwise before replying",
  // Why a message was filed as spam (stored with it, `spamReason` in English for REST clients).
  "contact.spamHoneypot": "honeypot field filled",
  "contact.spamTooFast": "sent {ms} ms after the form appeared",
  "contact.replyRequired": "Reply is required",
  "contact.replyTooLong": "Reply is too long",
  "contact.nothingToChange": "Nothing to change: give status or priority",
  // The REST API's answers to a change (PATCH, DELETE /contact/{id}).
  "contact.updated": "Submission updated",
  "contact.priorityUpdated": "Priority updated",
  "contact.deleted": "Submission deleted",
} as const;
