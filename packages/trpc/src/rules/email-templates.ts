/**
 * The email templates the admin previews (docs/email-delivery.md, "Templates"), by name: the
 * outbox kind of the emails each writes, in the preview's order.
 */
export const EMAIL_TEMPLATE_NAMES = [
  "waitlist-confirm",
  "waitlist-reminder",
  "waitlist-confirmed",
  "waitlist-invite",
  "waitlist-invite-reminder",
  "user-invite",
  "user-invite-reminder",
  "team-invite",
  "user-message",
  "admin-message",
  "contact-reply",
  "admin-digest",
  "policy-change",
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];
