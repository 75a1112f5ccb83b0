import { dashboard, overview, recentActivity } from "../services/dashboard.js";
import { adminProcedure } from "../trpc.js";

/**
 * The dashboard's figures. Called as `admin.dashboard`, `admin.recentActivity` and
 * `admin.overview`: root.ts puts them under `admin` beside the bell's procedures.
 */
export const dashboardProcedures = {
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db, ctx.now())),
  recentActivity: adminProcedure.query(({ ctx }) => recentActivity(ctx.db)),
  overview: adminProcedure.query(({ ctx }) => overview(ctx.db, ctx.now())),
};
