import { isAdminSection } from "@bayan/trpc/rules";
import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * Sections without a screen of their own yet (users, courses, messages, analytics, settings) say
 * so; an unknown section falls back to the dashboard (SPEC 2.1).
 */
export const Route = createFileRoute("/admin/$section")({
  beforeLoad: ({ params }) => {
    if (!isAdminSection(params.section)) throw redirect({ to: "/admin", replace: true });
  },
});
