// The admin's mailbox (SPEC 2.12, docs/mailbox.md): threads, drafts, sending, attachments, flags.

export const MAILBOX_ADMIN = {
  // Not found.
  "mailbox.draftNotFound": "Draft not found",
  "mailbox.emailNotFound": "Email not found",
  "mailbox.contactNotFound": "Contact submission not found",
  "mailbox.attachmentNotFound": "Attachment not found",
  // A draft's fields, checked while it is written (lengths) and when it is sent (the rest).
  "mailbox.toRequired": "Recipient is required",
  "mailbox.toInvalid": "Recipient must be an email address",
  "mailbox.toTooLong": "Recipient is too long",
  "mailbox.subjectTooLong": "Subject must be at most 200 characters",
  "mailbox.bodyRequired": "Message is required",
  "mailbox.bodyTooLong": "Message must be at most 10,000 characters",
  // Flags.
  "mailbox.nothingToChange": "Nothing to change: give starred, labels, priority, read or archived",
  "mailbox.emailsAreRead": "Sent emails are always read",
  "mailbox.draftsNotArchived": "A draft cannot be archived; delete it instead",
  "mailbox.spam": "This message is marked as spam; mark it otherwise first",
  // Attachments (the limits are in schemas/mailbox.ts).
  "mailbox.fileTooLarge": "The file is larger than 5 MB",
  "mailbox.attachmentsTooLarge": "The message's attachments would be larger than 10 MB together",
  "mailbox.tooManyAttachments": "A message takes at most 10 attachments",
  "mailbox.fileUnsupported":
    "The file is not a PDF, an image (PNG, JPEG, WebP, GIF), text, CSV, Word or Excel document",
  "mailbox.fileEmpty": "The file is empty",
  "mailbox.attachmentSent": "This attachment belongs to a sent email and cannot be removed",
  "mailbox.fileNameRequired": "name is required",
  "mailbox.fileNameTooLong": "name must be at most 200 characters",
  "mailbox.fileNameInvalid": "name must be a file name without folders or control characters",
  "mailbox.fileNotBytes": "file must be the file's bytes",
  // Success answers of the REST adapter.
  "mailbox.draftSaved": "Draft saved",
  "mailbox.draftDeleted": "Draft deleted",
  "mailbox.fileAttached": "File attached",
  "mailbox.attachmentRemoved": "Attachment removed",
  // What sending a draft (not a reply) answers: true to what became of its email
  // (`deliveryMessage`); `{lastError}` is the reason of the last failed attempt, when there was one.
  "mailbox.messageSent": "Message sent successfully",
  "mailbox.messageQueued":
    "Message queued: not delivered yet, delivery will be retried automatically",
  "mailbox.messageFailed": "Message could not be delivered",
  "mailbox.messageNotDelivered":
    "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
} as const;
