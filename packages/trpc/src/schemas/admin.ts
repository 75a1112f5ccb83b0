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

export const adminNotificationOutput = z.discriminatedUnion("type", [
  contactNotificationOutput,
  emailNotificationOutput,
]);
export type AdminNotification = z.infer<typeof adminNotificationOutput>;

/** The admin header's bell: how many things wait for the admin, and the newest of them. */
export const adminNotificationsOutput = z.object({
  /** New contact messages plus failed emails. */
  count: z.number().int(),
  /** The newest 10 of those, newest first (a message by its arrival, an email by its failure). */
  items: z.array(adminNotificationOutput),
});
export type AdminNotifications = z.infer<typeof adminNotificationsOutput>;

/** How many of each the bell lists at most. */
export const ADMIN_NOTIFICATIONS_LIMIT = 10;
