import { dashboard, overview, recentActivity } from "../services/admin.js";
import { markNotificationsSeen, notificationFeed } from "../services/notifications.js";
import { adminProcedure, router } from "../trpc.js";

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db, ctx.now())),
  recentActivity: adminProcedure.query(({ ctx }) => recentActivity(ctx.db)),
  overview: adminProcedure.query(({ ctx }) => overview(ctx.db, ctx.now())),
  /**
   * The header's bell: unread contact messages, failed emails, sign-ups and registrations since
   * the admin last marked all as read (of the kinds Settings > Notifications lets through).
   */
  notifications: adminProcedure.query(({ ctx }) => notificationFeed(ctx.db)),
  /** Mark all as read. */
  markNotificationsSeen: adminProcedure.mutation(({ ctx }) =>
    markNotificationsSeen(ctx.db, ctx.now()),
  ),
});
