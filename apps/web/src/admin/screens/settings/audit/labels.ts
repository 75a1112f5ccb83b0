import { AUDIT_ACTIONS, type AuditAction } from "@bayan/trpc/rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/** The part of an action before its dot: the screen (or domain) that makes it. */
export type AuditDomain = AuditAction extends `${infer D}.${string}` ? D : never;

export const domainOf = (action: AuditAction) => action.split(".")[0] as AuditDomain;

/**
 * What each recorded action did, in the reader's language (docs/audit.md): the log's "What" and
 * the action filter's choices. Every action of the server's vocabulary (AUDIT_ACTIONS) has words
 * here; TypeScript and labels.test.ts fail on one without.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  "auth.signIn": msg({ message: "Signed in", context: "audit action" }),
  "auth.signInFailed": msg({ message: "Sign-in failed", context: "audit action" }),
  "auth.twoFactorOn": msg({ message: "Two-factor sign-in turned on", context: "audit action" }),
  "auth.twoFactorOff": msg({ message: "Two-factor sign-in turned off", context: "audit action" }),
  "auth.twoFactorPolicy": msg({
    message: "Two-factor requirement changed",
    context: "audit action",
  }),

  "team.invite": msg({ message: "Member invited", context: "audit action" }),
  "team.reinvite": msg({ message: "Invitation sent again", context: "audit action" }),
  "team.role": msg({ message: "Role changed", context: "audit action" }),
  "team.status": msg({ message: "Member suspended or let back in", context: "audit action" }),
  "team.remove": msg({ message: "Member removed", context: "audit action" }),
  "team.endSession": msg({ message: "Session ended", context: "audit action" }),
  "team.endSessions": msg({ message: "Signed out everywhere", context: "audit action" }),

  "waitlist.update": msg({ message: "Waitlist entry changed", context: "audit action" }),
  "waitlist.delete": msg({ message: "Waitlist entry deleted", context: "audit action" }),
  "waitlist.invite": msg({ message: "Waitlist entry invited", context: "audit action" }),
  "waitlist.review": msg({ message: "Referral reviewed", context: "audit action" }),
  "waitlist.settings": msg({ message: "Waitlist settings changed", context: "audit action" }),
  "waitlist.export": msg({ message: "Waitlist downloaded (CSV)", context: "audit action" }),
  "waves.create": msg({ message: "Invitation wave started", context: "audit action" }),
  "waves.pause": msg({ message: "Invitation wave paused", context: "audit action" }),
  "waves.resume": msg({ message: "Invitation wave resumed", context: "audit action" }),
  "waves.cancel": msg({ message: "Invitation wave cancelled", context: "audit action" }),

  "personalData.export": msg({ message: "Personal data downloaded", context: "audit action" }),
  "personalData.erase": msg({ message: "Personal data erased", context: "audit action" }),
  "suppressions.add": msg({ message: "Address suppressed", context: "audit action" }),
  "suppressions.remove": msg({
    message: "Address taken off the suppression list",
    context: "audit action",
  }),

  "users.update": msg({ message: "User changed", context: "audit action" }),
  "users.delete": msg({ message: "User deleted", context: "audit action" }),
  "users.invite": msg({ message: "User invited", context: "audit action" }),
  "users.message": msg({ message: "Message sent to a user", context: "audit action" }),
  "contact.update": msg({ message: "Contact message status changed", context: "audit action" }),
  "contact.priority": msg({
    message: "Contact message priority changed",
    context: "audit action",
  }),
  "contact.reply": msg({ message: "Contact message answered", context: "audit action" }),
  "contact.delete": msg({ message: "Contact message deleted", context: "audit action" }),
  "mailbox.send": msg({ message: "Email sent from the mailbox", context: "audit action" }),
  "outbox.freshLink": msg({ message: "Fresh link copied", context: "audit action" }),
  "outbox.retry": msg({ message: "Email retried", context: "audit action" }),

  "system.countdown": msg({ message: "Countdown changed", context: "audit action" }),
  "content.save": msg({ message: "Site content saved", context: "audit action" }),
  "content.publish": msg({ message: "Policy version published", context: "audit action" }),
  "content.restore": msg({ message: "Policy version restored", context: "audit action" }),
  "courses.create": msg({ message: "Course created", context: "audit action" }),
  "courses.update": msg({ message: "Course changed", context: "audit action" }),
  "courses.delete": msg({ message: "Course deleted", context: "audit action" }),
  "courses.thumbnail": msg({ message: "Course thumbnail changed", context: "audit action" }),
  "courses.thumbnailRemoved": msg({
    message: "Course thumbnail removed",
    context: "audit action",
  }),

  "settings.profile": msg({ message: "Profile settings changed", context: "audit action" }),
  "settings.notifications": msg({
    message: "Notification settings changed",
    context: "audit action",
  }),
  "settings.appearance": msg({ message: "Appearance settings changed", context: "audit action" }),
  "settings.region": msg({ message: "Language and region changed", context: "audit action" }),
  "settings.privacy": msg({ message: "Privacy settings changed", context: "audit action" }),
  "settings.payment": msg({ message: "Billing settings changed", context: "audit action" }),
  "settings.password": msg({ message: "Owner's password changed", context: "audit action" }),
  "webhooks.create": msg({ message: "Webhook added", context: "audit action" }),
  "webhooks.update": msg({ message: "Webhook changed", context: "audit action" }),
  "webhooks.delete": msg({ message: "Webhook deleted", context: "audit action" }),
  "webhooks.rotateSecret": msg({ message: "Webhook secret replaced", context: "audit action" }),
  "webhooks.redeliver": msg({ message: "Webhook event sent again", context: "audit action" }),

  "audit.export": msg({ message: "Audit log downloaded (CSV)", context: "audit action" }),
  "audit.prune": msg({ message: "Old audit rows deleted", context: "audit action" }),
};

/** The action filter's groups: the domains, named as the panel names their screens. */
export const AUDIT_DOMAIN_LABELS: Record<AuditDomain, MessageDescriptor> = {
  auth: msg({ message: "Sign-in", context: "audit domain" }),
  team: msg({ message: "Team", context: "audit domain" }),
  waitlist: msg({ message: "Waitlist", context: "audit domain" }),
  waves: msg({ message: "Invitation waves", context: "audit domain" }),
  personalData: msg({ message: "Personal data", context: "audit domain" }),
  suppressions: msg({ message: "Suppressed addresses", context: "audit domain" }),
  users: msg({ message: "Users", context: "audit domain" }),
  contact: msg({ message: "Contact messages", context: "audit domain" }),
  mailbox: msg({ message: "Mailbox", context: "audit domain" }),
  outbox: msg({ message: "Outbox", context: "audit domain" }),
  system: msg({ message: "Countdown", context: "audit domain" }),
  content: msg({ message: "Site content", context: "audit domain" }),
  courses: msg({ message: "Courses", context: "audit domain" }),
  settings: msg({ message: "Settings", context: "audit domain" }),
  webhooks: msg({ message: "Webhooks", context: "audit domain" }),
  audit: msg({ message: "Audit log", context: "audit domain" }),
};

/**
 * The kinds of target the server records (the `type` of each service's audit target): the target
 * filter's choices, in this order. The server has no list of them to share yet; a type not named
 * here (one it learnt since) is shown, and can be filtered by from an address, as it is stored.
 */
export const AUDIT_TARGET_TYPE_LABELS: Record<string, MessageDescriptor> = {
  "team-member": msg({ message: "Team member", context: "audit target" }),
  "waitlist-entry": msg({ message: "Waitlist entry", context: "audit target" }),
  invitation: msg({ message: "Invitation", context: "audit target" }),
  wave: msg({ message: "Invitation wave", context: "audit target" }),
  user: msg({ message: "User", context: "audit target" }),
  person: msg({ message: "Person (their data)", context: "audit target" }),
  "contact-message": msg({ message: "Contact message", context: "audit target" }),
  email: msg({ message: "Email", context: "audit target" }),
  suppression: msg({ message: "Suppressed address", context: "audit target" }),
  course: msg({ message: "Course", context: "audit target" }),
  content: msg({ message: "Site content", context: "audit target" }),
  "policy-version": msg({ message: "Policy version", context: "audit target" }),
  webhook: msg({ message: "Webhook", context: "audit target" }),
  "webhook-delivery": msg({ message: "Webhook delivery", context: "audit target" }),
};
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_TYPE_LABELS);

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The log's words in the interface language: an action, a domain, a kind of target. */
export function useAuditLabels() {
  // `_` is a new function when the language changes: the words follow it.
  const { _ } = useLingui();
  return useMemo(
    () => ({
      /** What a row did; an action this screen does not know (a newer server's), as stored. */
      action: (value: string) => (isAction(value) ? _(AUDIT_ACTION_LABELS[value]) : value),
      domain: (value: AuditDomain) => _(AUDIT_DOMAIN_LABELS[value]),
      targetType: (value: string) => {
        const words = AUDIT_TARGET_TYPE_LABELS[value];
        return words ? _(words) : value;
      },
    }),
    [_],
  );
}
