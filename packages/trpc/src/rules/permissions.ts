// Who may do what in the admin panel (docs/team.md): each role's permissions, and the permission
// each admin procedure needs, in one table. The server refuses a call its caller's role lacks
// (403 FORBIDDEN, `auth.forbidden`); the REST adapter calls the procedures, so it inherits every
// rule; the web app reads the same table to hide what a role cannot do. A test fails when an admin
// procedure is missing here, or is here without existing. Browser-safe.
import type { TeamRole } from "@bayan/db/platform-enums";

/**
 * - read: every admin screen and its figures, without downloading personal data in bulk;
 * - reply: answer contact messages and users, the mailbox;
 * - edit: the site's content, courses, the privacy policy and the terms;
 * - run: the waitlist, invitations and waves, users, the suppression list, webhooks, settings;
 * - export: personal data taken out in bulk (the waitlist's CSV, a person's data);
 * - team: the team, its roles, the owner's password.
 */
export const permissions = ["read", "reply", "edit", "run", "export", "team"] as const;
export type Permission = (typeof permissions)[number];

/** Each role's permissions: each can do what the ones below it can, and more. */
export const ROLE_PERMISSIONS: Readonly<Record<TeamRole, readonly Permission[]>> = {
  owner: ["read", "reply", "edit", "run", "export", "team"],
  admin: ["read", "reply", "edit", "run", "export"],
  editor: ["read", "reply", "edit"],
  support: ["read", "reply"],
  viewer: ["read"],
};

/** Whether a role has a permission. */
export const roleCan = (role: TeamRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** The permission every admin procedure needs, by its path (`router.procedure`). */
export const PROCEDURE_PERMISSIONS = {
  "admin.dashboard": "read",
  "admin.recentActivity": "read",
  "admin.overview": "read",
  "admin.notifications": "read",
  "admin.markNotificationsSeen": "read",

  "analytics.summary": "read",
  "analytics.comprehensive": "read",
  "analytics.live": "read",
  "analytics.weekly": "read",

  // The audit log: read by those who run the install; its CSV is an export.
  "audit.list": "run",
  "audit.verify": "run",
  "audit.exportCsv": "export",

  "auth.logout": "read",
  "auth.session": "read",
  // One's own sessions; the owner may end anyone's (checked in the service).
  "auth.sessions": "read",
  "auth.endSession": "read",
  "auth.endOtherSessions": "read",
  // One's own second factor; requiring it of the owner and admins is the owner's.
  "auth.twoFactorSetup": "read",
  "auth.twoFactorEnable": "read",
  "auth.twoFactorDisable": "read",
  "auth.twoFactorPolicy": "team",

  "contact.list": "read",
  "contact.stats": "read",
  "contact.get": "read",
  "contact.recent": "read",
  "contact.update": "reply",
  "contact.setPriority": "reply",
  "contact.reply": "reply",
  "contact.delete": "reply",

  "content.all": "read",
  "content.save": "edit",
  "content.restoreVersion": "edit",

  "courses.list": "read",
  "courses.stats": "read",
  "courses.completion": "read",
  "courses.get": "read",
  "courses.create": "edit",
  "courses.update": "edit",
  "courses.delete": "edit",
  "courses.setThumbnail": "edit",
  "courses.removeThumbnail": "edit",

  "email.previews": "read",
  "email.preview": "read",

  "mailbox.list": "read",
  "mailbox.counts": "read",
  "mailbox.thread": "read",
  "mailbox.draft": "read",
  "mailbox.attachment": "read",
  "mailbox.flags": "reply",
  "mailbox.createDraft": "reply",
  "mailbox.updateDraft": "reply",
  "mailbox.deleteDraft": "reply",
  "mailbox.send": "reply",
  "mailbox.attach": "reply",
  "mailbox.detach": "reply",

  "outbox.list": "read",
  "outbox.linkIssues": "read",
  // A fresh link is a working link into someone's registration or status page.
  "outbox.freshLink": "run",
  "outbox.retry": "run",

  "personalData.export": "export",
  "personalData.erase": "run",

  "settings.get": "read",
  "settings.updateProfile": "run",
  "settings.updateNotifications": "run",
  "settings.updateAppearance": "run",
  "settings.updateRegion": "run",
  "settings.updatePrivacy": "run",
  "settings.updatePayment": "run",
  "settings.changePassword": "team",

  "suppressions.list": "read",
  "suppressions.get": "read",
  "suppressions.history": "read",
  "suppressions.add": "run",
  "suppressions.remove": "run",

  "system.stats": "read",
  "system.setCountdown": "run",

  "team.list": "read",
  "team.add": "team",
  "team.resendInvite": "team",
  "team.update": "team",
  "team.sessions": "team",
  "team.endSessions": "team",
  "team.delete": "team",

  "users.list": "read",
  "users.stats": "read",
  "users.get": "read",
  "users.message": "reply",
  "users.update": "run",
  "users.delete": "run",
  "users.invite": "run",

  "waitlist.list": "read",
  "waitlist.get": "read",
  "waitlist.recent": "read",
  "waitlist.settings": "read",
  "waitlist.topReferrers": "read",
  "waitlist.update": "run",
  "waitlist.delete": "run",
  "waitlist.deleteMany": "run",
  "waitlist.invite": "run",
  "waitlist.inviteMany": "run",
  "waitlist.inviteNext": "run",
  "waitlist.updateSettings": "run",
  "waitlist.review": "run",
  "waitlist.exportCsv": "export",

  "waves.list": "read",
  "waves.get": "read",
  "waves.pause": "run",
  "waves.resume": "run",
  "waves.cancel": "run",

  "webhooks.list": "read",
  "webhooks.deliveries": "read",
  "webhooks.create": "run",
  "webhooks.update": "run",
  "webhooks.delete": "run",
  "webhooks.rotateSecret": "run",
  "webhooks.redeliver": "run",
  "webhooks.sendTest": "run",
} as const satisfies Record<string, Permission>;
export type AdminProcedurePath = keyof typeof PROCEDURE_PERMISSIONS;

/**
 * Whether a role may call an admin procedure. A path missing from the table is refused: a new
 * procedure does nothing until it says what it needs (and a test says it is missing).
 */
export function roleMayCall(role: TeamRole, path: string): boolean {
  const needed = (PROCEDURE_PERMISSIONS as Record<string, Permission | undefined>)[path];
  return needed !== undefined && roleCan(role, needed);
}
