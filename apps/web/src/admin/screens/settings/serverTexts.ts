import { msg } from "@lingui/core/macro";
import { PASSWORD_MESSAGES } from "@bayan/trpc/rules/registration";
import { useServerText, type ServerTexts } from "../../../lib/serverText";
import { useErrorTextOf } from "../../lib/errorText";

/** The server's settings answers (in English as it sends them) in the interface language. */
const SETTINGS_TEXTS: ServerTexts = {
  "Settings saved": msg`Settings saved`,
  "Current password is incorrect": msg`Current password is incorrect`,
  "Current password is required": msg`Current password is required`,
  "Passwords do not match": msg`Passwords do not match`,
  "The new password must differ from the current one": msg`The new password must differ from the current one`,
  "Password changed. Every other session has been signed out.": msg`Password changed. Every other session has been signed out.`,
  [PASSWORD_MESSAGES.required]: msg`Password is required`,
  [PASSWORD_MESSAGES.tooShort]: msg`Password must be at least 8 characters`,
  [PASSWORD_MESSAGES.tooLong]: msg`Password must be at most 128 characters`,
  [PASSWORD_MESSAGES.lowercase]: msg`Password must contain a lowercase letter`,
  [PASSWORD_MESSAGES.uppercase]: msg`Password must contain an uppercase letter`,
  [PASSWORD_MESSAGES.number]: msg`Password must contain a number`,
  [PASSWORD_MESSAGES.special]: msg`Password must contain a special character`,
  [PASSWORD_MESSAGES.common]: msg`This password is too common or too easy to guess: choose another`,
  [PASSWORD_MESSAGES.personal]: msg`This password is built on your name or email address: choose another`,
  "Too many wrong current passwords, please try again later": msg`Too many wrong current passwords, please try again later`,
  "Too many sign-ins at once, please try again in a moment": msg`The server is busy. Please try again in a moment.`,
  "Team member not found": msg`Team member not found`,
  "A team member already has this email": msg`A team member already has this email`,
  "The owner's role cannot be changed": msg`The owner's role cannot be changed`,
  "The owner cannot be deleted": msg`The owner cannot be deleted`,
  "Name is required": msg`Name is required`,
  "Name must be at least 2 characters long": msg`Name must be at least 2 characters long`,
  "Name must be at most 100 characters": msg`Name must be at most 100 characters`,
  "Email is required": msg`Email is required`,
  "Invalid email address": msg`Invalid email address`,
  "Email is too long": msg`Email is too long`,
  "Email must contain exactly one @": msg`Email must contain exactly one @`,
  "Phone must be 6 to 20 digits, spaces, dashes or brackets, optionally after +": msg`Phone must be 6 to 20 digits, spaces, dashes or brackets, optionally after +`,
  "Bio must be at most 500 characters": msg`Bio must be at most 500 characters`,
  "Database unavailable": msg`Database unavailable`,
  "Unauthorized - please login again": msg`Unauthorized - please login again`,
};

export function useSettingsServerText() {
  return useServerText(SETTINGS_TEXTS);
}

/** A failed call in words: the server's reason (translated) or `fallback`. */
export function useSettingsErrorText() {
  return useErrorTextOf(useSettingsServerText());
}
