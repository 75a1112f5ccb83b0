import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { acceptSearch } from "../../admin/auth/search";

/**
 * /admin/accept?token=…: a team invitation's link (docs/team.md). Open without a session (the
 * /admin route lets it through) and drawn without the shell (AdminRoot).
 */
export const Route = createFileRoute("/admin/accept")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "AcceptScreen"),
  validateSearch: acceptSearch,
});
