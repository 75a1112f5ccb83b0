import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PublicMessageKey } from "@bayan/trpc/rules/messages";
import { TEAM_PUBLIC_TEXTS } from "../admin/lib/messages/team";
import { WAITLIST_FORM_TEXTS } from "../features/waitlist/messages";
import { CONFIRM_PAGE_TEXTS } from "../pages/confirm/messages";
import { CONTACT_PAGE_TEXTS } from "../pages/contact/messages";
import { REGISTER_PAGE_TEXTS } from "../pages/register/messages";
import { STATUS_PAGE_TEXTS } from "../pages/status/messages";
import { UNSUBSCRIBE_PAGE_TEXTS } from "../pages/unsubscribe/messages";

/**
 * The keys a public page words itself, in the catalog it loads (pages/<page>/messages.ts; the
 * landing page's waitlist form: features/waitlist/messages.ts).
 */
type PageKey =
  | keyof typeof CONTACT_PAGE_TEXTS
  | keyof typeof REGISTER_PAGE_TEXTS
  | keyof typeof CONFIRM_PAGE_TEXTS
  | keyof typeof STATUS_PAGE_TEXTS
  | keyof typeof UNSUBSCRIBE_PAGE_TEXTS
  | keyof typeof WAITLIST_FORM_TEXTS
  // The team invitation's acceptance page (/admin/accept), in the admin panel.
  | keyof typeof TEAM_PUBLIC_TEXTS;

/**
 * The words of the public keys no public page shows by its key (the pages word those cases
 * themselves), for the admin panel: in the admin catalog (lingui.config.ts).
 */
const UNSHOWN_PUBLIC_TEXTS = {
  "common.internalError": msg`Something went wrong on our side. Please try again.`,
  "common.databaseUnavailable": msg`The service is unavailable just now. Please try again in a moment.`,
  "common.tooManyRequests": msg`Too many requests. Please wait a little and try again.`,
  "common.malformedJson": msg`The request could not be read.`,
  "common.emptyJson": msg`The request was empty.`,
  "common.bodyTooLarge": msg`The request is too large.`,
  "common.jsonOnly": msg`The request could not be read.`,
  "auth.invalidPassword": msg`Incorrect password`,
  "auth.invalidCredentials": msg`Incorrect email or password`,
  "auth.otpRequired": msg`Enter the code from your authenticator app`,
  "auth.otpInvalid": msg`The code is not right, or was used already`,
  "auth.tooManyFailures": msg`Too many failed attempts. Please wait a few minutes and try again.`,
  "auth.hashingBusy": msg`The server is busy. Please try again in a moment.`,
  "waitlist.joined": msg`You're on the list! We'll notify you when we launch.`,
  "common.emailRequired": msg`Email is required`,
  "common.emailInvalid": msg`Invalid email address`,
  "registration.linkUnknown": msg`This registration link is not valid`,
  "registration.linkUsed": msg`This registration link has already been used`,
  "registration.linkExpired": msg`This registration link has expired or was replaced by a newer one`,
  "registration.tokenRequired": msg`This registration link is not valid`,
  "registration.tokenInvalid": msg`This registration link is not valid`,
  // The waitlist's pages never send an empty token; the leaderboard's REST answer when it is off.
  "waitlist.tokenRequired": msg`This link is not valid`,
  "waitlist.leaderboardOff": msg`The leaderboard is not public`,
  // The one-click unsubscribe (RFC 8058) of a mailbox provider, never a person on a page.
  "email.oneClickRequired": msg`A one-click unsubscribe must send List-Unsubscribe=One-Click`,
} satisfies Record<Exclude<PublicMessageKey, PageKey>, MessageDescriptor>;

/**
 * The words of every message a visitor can meet (PUBLIC_MESSAGES in
 * packages/trpc/src/rules/messages.ts), by key: a key without words, or words for a key the
 * server does not have, fails the typecheck. The words a public page shows are the page's own
 * (pages/<page>/messages.ts, features/waitlist/messages.ts: in the catalog the page loads), the
 * others are above; the admin panel reads them all (admin/lib/messages.ts). A `{name}` place
 * takes the message's parameter of that name.
 */
export const PUBLIC_MESSAGE_TEXTS = {
  ...UNSHOWN_PUBLIC_TEXTS,
  ...CONTACT_PAGE_TEXTS,
  ...REGISTER_PAGE_TEXTS,
  ...CONFIRM_PAGE_TEXTS,
  ...STATUS_PAGE_TEXTS,
  ...UNSUBSCRIBE_PAGE_TEXTS,
  ...WAITLIST_FORM_TEXTS,
  ...TEAM_PUBLIC_TEXTS,
} satisfies Record<PublicMessageKey, MessageDescriptor>;
