import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useDeliveryText } from "../../lib/deliveryText";
import { useErrorTextOf } from "../../lib/errorText";

/**
 * The server's answers to the mailbox's calls, in English as it sends them (MAILBOX_MESSAGES,
 * ATTACHMENT_MESSAGES, REPLY_TEXTS and USER_MESSAGE_TEXTS in @bayan/trpc), with their
 * translations. A delivery answer may end with the reason of the last failed attempt.
 */
const MAILBOX_TEXTS: ServerTexts = {
  "Reply sent successfully!": msg`Reply sent successfully!`,
  "Reply queued: not delivered yet, delivery will be retried automatically": msg`Reply queued: not delivered yet, delivery will be retried automatically`,
  "Reply could not be delivered": msg`Reply could not be delivered`,
  "Reply saved in the outbox (SMTP is not configured, so it was not delivered)": msg`Reply saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "Message sent successfully": msg`Message sent successfully`,
  "Message queued: not delivered yet, delivery will be retried automatically": msg`Message queued: not delivered yet, delivery will be retried automatically`,
  "Message could not be delivered": msg`Message could not be delivered`,
  "Message saved in the outbox (SMTP is not configured, so it was not delivered)": msg`Message saved in the outbox (SMTP is not configured, so it was not delivered)`,
  "Draft not found": msg`Draft not found`,
  "Email not found": msg`Email not found`,
  "Contact submission not found": msg`Contact submission not found`,
  "Attachment not found": msg`Attachment not found`,
  "Recipient is required": msg`Recipient is required`,
  "Recipient must be an email address": msg`Recipient must be an email address`,
  "Recipient is too long": msg`Recipient is too long`,
  "Message is required": msg`Message is required`,
  "Message must be at most 10,000 characters": msg`Message must be at most 10,000 characters`,
  "Subject must be at most 200 characters": msg`Subject must be at most 200 characters`,
  "This message is marked as spam; mark it otherwise first": msg`This message is marked as spam; mark it otherwise first`,
  "This message is marked as spam; mark it otherwise before replying": msg`This message is marked as spam; mark it otherwise before replying`,
  "The file is larger than 5 MB": msg`The file is larger than 5 MB`,
  "The message's attachments would be larger than 10 MB together": msg`The message's attachments would be larger than 10 MB together`,
  "A message takes at most 10 attachments": msg`A message takes at most 10 attachments`,
  "The file is not a PDF, an image (PNG, JPEG, WebP, GIF), text, CSV, Word or Excel document": msg`The file is not a PDF, an image (PNG, JPEG, WebP, GIF), text, CSV, Word or Excel document`,
  "The file is empty": msg`The file is empty`,
  "This attachment belongs to a sent email and cannot be removed": msg`This attachment belongs to a sent email and cannot be removed`,
  "Database unavailable": msg`Database unavailable`,
  "Unauthorized - please login again": msg`Unauthorized - please login again`,
};

/** The server's mailbox answers in the interface language; unknown ones as they came. */
export function useMailboxServerText() {
  return useDeliveryText(useServerText(MAILBOX_TEXTS));
}

/** What went wrong with a mailbox call, for a person (see `useErrorTextOf`). */
export function useErrorText() {
  return useErrorTextOf(useMailboxServerText());
}
