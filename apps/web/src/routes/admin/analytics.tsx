import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";

export const Route = createFileRoute("/admin/analytics")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "AnalyticsScreen"),
});
