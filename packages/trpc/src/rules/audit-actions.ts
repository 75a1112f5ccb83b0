// The audit log's vocabulary (docs/audit.md): every action a row can name, `domain.verb`, grouped
// by the screen that makes it. The server records only these; the Audit screen names each in the
// reader's language and filters by them. Browser-safe.

export const AUDIT_ACTIONS = [
  // Signing in and one's own second factor.
  "auth.signIn",
  "auth.signInFailed",
  "auth.twoFactorOn",
  "auth.twoFactorOff",
  "auth.twoFactorPolicy",
  // The team.
  "team.invite",
  "team.reinvite",
  "team.role",
  "team.status",
  "team.remove",
  "team.endSession",
  "team.endSessions",
  // The waitlist, its invitations and waves.
  "waitlist.update",
  "waitlist.delete",
  "waitlist.invite",
  "waitlist.review",
  "waitlist.settings",
  "waitlist.export",
  "waves.create",
  "waves.pause",
  "waves.resume",
  "waves.cancel",
  // A person's data, and the suppression list.
  "personalData.export",
  "personalData.erase",
  "suppressions.add",
  "suppressions.remove",
  // Users, contact messages, the mailbox and the outbox.
  "users.update",
  "users.delete",
  "users.invite",
  "users.message",
  "contact.update",
  "contact.priority",
  "contact.reply",
  "contact.delete",
  "mailbox.send",
  "outbox.freshLink",
  "outbox.retry",
  // The site: countdown, content, courses.
  "system.countdown",
  "content.save",
  "content.publish",
  "content.restore",
  "courses.create",
  "courses.update",
  "courses.delete",
  "courses.thumbnail",
  "courses.thumbnailRemoved",
  // Settings and integrations.
  "settings.profile",
  "settings.notifications",
  "settings.appearance",
  "settings.region",
  "settings.privacy",
  "settings.payment",
  "settings.password",
  "webhooks.create",
  "webhooks.update",
  "webhooks.delete",
  "webhooks.rotateSecret",
  "webhooks.redeliver",
  // The log itself.
  "audit.export",
  "audit.prune",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
