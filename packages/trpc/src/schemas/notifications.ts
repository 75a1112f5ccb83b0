import { z } from "zod";
import { isoDateTime } from "./common.js";

/** A contact message nobody has read yet (status "new"). */
export const contactNotificationOutput = z.object({
  type: z.literal("contact"),
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  createdAt: isoDateTime,
});

/** An email that could not be delivered after every attempt (status "failed"). */
export const emailNotificationOutput = z.object({
  type: z.literal("email"),
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  lastError: z.string().nullable(),
  updatedAt: isoDateTime,
});

/** A new waitlist sign-up (Settings > Notifications: user registration). */
export const signupNotificationOutput = z.object({
  type: z.literal("signup"),
  id: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
});

/** A person who registered from an invitation (Settings > Notifications: user registration). */
export const userNotificationOutput = z.object({
  type: z.literal("user"),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
});

export const adminNotificationOutput = z.discriminatedUnion("type", [
  contactNotificationOutput,
  emailNotificationOutput,
  signupNotificationOutput,
  userNotificationOutput,
]);
export type AdminNotification = z.infer<typeof adminNotificationOutput>;

/**
 * The admin header's bell (docs/settings.md): what arrived after the admin last marked all as
 * read, of the kinds Settings > Notifications lets through: new contact messages (still unread),
 * emails that failed, waitlist sign-ups and registrations.
 */
export const adminNotificationsOutput = z.object({
  /** How many there are. */
  count: z.number().int(),
  /** The newest 10 of those, newest first (a message by its arrival, an email by its failure). */
  items: z.array(adminNotificationOutput),
  /** When the admin last marked all as read, or null. */
  seenAt: isoDateTime.nullable().optional(),
});
export type AdminNotifications = z.infer<typeof adminNotificationsOutput>;

/** How many of each the bell lists at most. */
export const ADMIN_NOTIFICATIONS_LIMIT = 10;
