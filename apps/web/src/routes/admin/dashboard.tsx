import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { prefetchDashboard } from "../../admin/screens/dashboard/prefetch";

export const Route = createFileRoute("/admin/dashboard")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "DashboardScreen"),
  loader: ({ context }) => (context.signedIn ? prefetchDashboard(context) : undefined),
});
