import type { ApiLayer } from "../../../lib/apiLayer";

/** SPEC 9: the dashboard lists the 5 newest users (the users list's default order). */
export const RECENT_REGISTRATIONS_INPUT = { page: 1, limit: 5 } as const;

/** Logged by the query cache when one of the dashboard's queries fails (SPEC 8). */
export const DASHBOARD_ERROR = "Failed to fetch admin data";

/**
 * What the dashboard shows first, asked for side by side (SPEC 2.9; the spec runs them in
 * parallel): the numbers (with the countdown), this week against last week, the newest activity
 * and the newest users. The screen reads the same options, so the prefetch is a cache hit.
 */
export function dashboardQueries({ trpc }: Pick<ApiLayer, "trpc">) {
  const meta = { errorMessage: DASHBOARD_ERROR };
  return {
    dashboard: trpc.admin.dashboard.queryOptions(undefined, { meta }),
    overview: trpc.admin.overview.queryOptions(undefined, { meta }),
    recentActivity: trpc.admin.recentActivity.queryOptions(undefined, { meta }),
    registrations: trpc.users.list.queryOptions(RECENT_REGISTRATIONS_INPUT, { meta }),
  };
}

export async function prefetchDashboard(
  context: Pick<ApiLayer, "trpc" | "queryClient">,
): Promise<void> {
  const q = dashboardQueries(context);
  const { queryClient } = context;
  await Promise.all([
    queryClient.prefetchQuery(q.dashboard),
    queryClient.prefetchQuery(q.overview),
    queryClient.prefetchQuery(q.recentActivity),
    queryClient.prefetchQuery(q.registrations),
  ]);
}
