import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";

export const Route = createFileRoute("/admin/courses")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "CoursesScreen"),
});
