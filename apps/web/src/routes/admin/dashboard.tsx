import { createFileRoute } from "@tanstack/react-router";
import { prefetchDashboard } from "../../admin/screens/dashboard/prefetch";

export const Route = createFileRoute("/admin/dashboard")({
  loader: ({ context }) => (context.signedIn ? prefetchDashboard(context) : undefined),
});
