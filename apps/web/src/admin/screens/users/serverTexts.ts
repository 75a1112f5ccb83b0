import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useDeliveryText } from "../../lib/deliveryText";
import { useErrorTextOf } from "../../lib/errorText";
import {
  INVITE_FAILED_TEXT,
  INVITE_NOT_DELIVERED_TEXT,
  INVITE_QUEUED_TEXT,
  INVITE_SENT_TEXT,
} from "../waitlist/serverTexts";

/**
 * The server's answers to the users procedures, in English as it sends them. A message's and an
 * invitation's answer say what became of the email (`USER_MESSAGE_TEXTS` and `INVITE_TEXTS` in
 * @bayan/trpc); a queued or failed one may end with the reason of the last failed attempt.
 */
export const MESSAGE_SENT_TEXT = "Message sent successfully";
export const MESSAGE_QUEUED_TEXT =
  "Message queued: not delivered yet, delivery will be retried automatically";
export const MESSAGE_FAILED_TEXT = "Message could not be delivered";
export const MESSAGE_NOT_DELIVERED_TEXT =
  "Message saved in the outbox (SMTP is not configured, so it was not delivered)";
export const EMAIL_TAKEN_TEXT = "Another user already has this email";
export const USER_EXISTS_TEXT = "A user with this email already exists";
/** SPEC 8: the users screen's load failure when the server gives no message. */
export const LOAD_FAILED_TEXT = "Failed to fetch users data";

const USERS_ADMIN_TEXTS: ServerTexts = {
  [MESSAGE_SENT_TEXT]: msg`Message sent successfully`,
  [MESSAGE_QUEUED_TEXT]: msg`Message queued: not delivered yet, delivery will be retried automatically`,
  [MESSAGE_FAILED_TEXT]: msg`Message could not be delivered`,
  [MESSAGE_NOT_DELIVERED_TEXT]: msg`Message saved in the outbox (SMTP is not configured, so it was not delivered)`,
  [INVITE_SENT_TEXT]: msg`Invitation sent successfully`,
  [INVITE_QUEUED_TEXT]: msg`Invitation queued: not delivered yet, delivery will be retried automatically`,
  [INVITE_FAILED_TEXT]: msg`Invitation could not be delivered`,
  [INVITE_NOT_DELIVERED_TEXT]: msg`Invitation saved in the outbox (SMTP is not configured, so it was not delivered)`,
  [EMAIL_TAKEN_TEXT]: msg`Another user already has this email`,
  [USER_EXISTS_TEXT]: msg`A user with this email already exists`,
  [LOAD_FAILED_TEXT]: msg`Failed to fetch users data`,
  "User not found": msg`User not found`,
  "Name is required": msg`Name is required`,
  "Name must be at least 2 characters long": msg`Name must be at least 2 characters long`,
  "Name must be at most 100 characters": msg`Name must be at most 100 characters`,
  "Email is required": msg`Email is required`,
  "Invalid email address": msg`Invalid email address`,
  "Email is too long": msg`Email is too long`,
  "Email must contain exactly one @": msg`Email must contain exactly one @`,
  "Message is required": msg`Message is required`,
  "Message must be at most 10,000 characters": msg`Message must be at most 10,000 characters`,
  "Nothing to change: give name, email, role, status or notes": msg`Nothing to change: give name, email, role, status or notes`,
  "Database unavailable": msg`Database unavailable`,
  "Unauthorized - please login again": msg`Unauthorized - please login again`,
};

/**
 * The server's users answers in the interface language (with the reason of a failed delivery
 * after them, as it came); unknown ones as they came.
 */
export function useUsersServerText() {
  return useDeliveryText(useServerText(USERS_ADMIN_TEXTS));
}

/** What went wrong with a users call, for a person (see `useErrorTextOf`). */
export function useErrorText() {
  return useErrorTextOf(useUsersServerText());
}
