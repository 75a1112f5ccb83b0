import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MAILBOX_ADMIN } from "@bayan/trpc/rules/messages/mailbox";

/** The words of the mailbox's keys (MAILBOX_ADMIN): the Messages screen's answers. */
export const MAILBOX_TEXTS = {
  "mailbox.draftNotFound": msg`Draft not found`,
  "mailbox.emailNotFound": msg`Email not found`,
  "mailbox.contactNotFound": msg`Contact submission not found`,
  "mailbox.attachmentNotFound": msg`Attachment not found`,
  "mailbox.toRequired": msg`Recipient is required`,
  "mailbox.toInvalid": msg`Recipient must be an email address`,
  "mailbox.toTooLong": msg`Recipient is too long`,
  "mailbox.subjectTooLong": msg`Subject must be at most 200 characters`,
  "mailbox.bodyRequired": msg`Message is required`,
  "mailbox.bodyTooLong": msg`Message must be at most 10,000 characters`,
  "mailbox.nothingToChange": msg`Nothing to change: give starred, labels, priority, read or archived`,
  "mailbox.emailsAreRead": msg`Sent emails are always read`,
  "mailbox.draftsNotArchived": msg`A draft cannot be archived; delete it instead`,
  "mailbox.spam": msg`This message is marked as spam; mark it otherwise first`,
  "mailbox.fileTooLarge": msg`The file is larger than 5 MB`,
  "mailbox.attachmentsTooLarge": msg`The message's attachments would be larger than 10 MB together`,
  "mailbox.tooManyAttachments": msg`A message takes at most 10 attachments`,
  "mailbox.fileUnsupported": msg`The file is not a PDF, an image (PNG, JPEG, WebP, GIF), text, CSV, Word or Excel document`,
  "mailbox.fileEmpty": msg`The file is empty`,
  "mailbox.attachmentSent": msg`This attachment belongs to a sent email and cannot be removed`,
  "mailbox.fileNameRequired": msg`The file's name is required`,
  "mailbox.fileNameTooLong": msg`The file's name must be at most 200 characters`,
  "mailbox.fileNameInvalid": msg`The file's name must not contain folders or control characters`,
  "mailbox.fileNotBytes": msg`The file must be sent as its bytes`,
  "mailbox.draftSaved": msg`Draft saved`,
  "mailbox.draftDeleted": msg`Draft deleted`,
  "mailbox.fileAttached": msg`File attached`,
  "mailbox.attachmentRemoved": msg`Attachment removed`,
  "mailbox.messageSent": msg`Message sent successfully`,
  "mailbox.messageQueued": msg`Message queued: not delivered yet, delivery will be retried automatically`,
  "mailbox.messageFailed": msg`Message could not be delivered`,
  "mailbox.messageNotDelivered": msg`Message saved in the outbox (SMTP is not configured, so it was not delivered)`,
} satisfies Record<keyof typeof MAILBOX_ADMIN, MessageDescriptor>;
