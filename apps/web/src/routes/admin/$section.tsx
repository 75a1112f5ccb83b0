import { isAdminSection } from "@bayan/trpc/rules";
import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * Sections without a route of their own (courses, messages, settings and analytics, whose
 * filters, page, open item, tab or range live in the screen: a route file would add to the public
 * pages' first script, docs/landing-speed.md); an unknown section falls back to the dashboard (SPEC 2.1).
 */
export const Route = createFileRoute("/admin/$section")({
  beforeLoad: ({ params }) => {
    if (!isAdminSection(params.section)) throw redirect({ to: "/admin", replace: true });
  },
});
