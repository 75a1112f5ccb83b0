import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";

export const Route = createFileRoute("/admin/messages")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "MessagesScreen"),
});
