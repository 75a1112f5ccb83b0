import { markNotificationsSeen, notificationFeed } from "../services/notifications.js";
import { adminProcedure } from "../trpc.js";

/**
 * The admin header's bell. Called as `admin.notifications` and `admin.markNotificationsSeen`:
 * root.ts puts them under `admin` beside the dashboard's procedures.
 */
export const notificationProcedures = {
  /**
   * The header's bell: unread contact messages, failed emails, sign-ups and registrations since
   * the admin last marked all as read (of the kinds Settings > Notifications lets through).
   */
  notifications: adminProcedure.query(({ ctx }) => notificationFeed(ctx.db)),
  /** Mark all as read. */
  markNotificationsSeen: adminProcedure.mutation(({ ctx }) =>
    markNotificationsSeen(ctx.db, ctx.now()),
  ),
};
