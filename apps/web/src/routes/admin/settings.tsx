import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { settingsSearch } from "../../admin/screens/settings/search";

/** The settings come with the panel (lib/preferences), so the route asks for nothing more. */
export const Route = createFileRoute("/admin/settings")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "SettingsScreen"),
  validateSearch: settingsSearch,
});
