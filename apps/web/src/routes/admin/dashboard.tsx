import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { prefetchDashboard } from "../../admin/screens/dashboard/prefetch";
import { dashboardSearch } from "../../admin/screens/dashboard/search";

export const Route = createFileRoute("/admin/dashboard")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "DashboardScreen"),
  validateSearch: dashboardSearch,
  loader: ({ context }) => (context.signedIn ? prefetchDashboard(context) : undefined),
});
