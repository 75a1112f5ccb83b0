import { dashboard, notifications, overview, recentActivity } from "../services/admin.js";
import { adminProcedure, router } from "../trpc.js";

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db, ctx.now())),
  recentActivity: adminProcedure.query(({ ctx }) => recentActivity(ctx.db)),
  overview: adminProcedure.query(({ ctx }) => overview(ctx.db, ctx.now())),
  /** The header's bell: new contact messages and failed emails, counted, and the newest ten. */
  notifications: adminProcedure.query(({ ctx }) => notifications(ctx.db)),
});
