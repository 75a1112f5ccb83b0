import { isAdminSection } from "@bayan/trpc/rules";
import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * Sections without a route of their own (courses, messages, settings, which say they are on
 * their way, and analytics, whose range lives in the screen); an unknown section falls back to the dashboard (SPEC 2.1).
 */
export const Route = createFileRoute("/admin/$section")({
  beforeLoad: ({ params }) => {
    if (!isAdminSection(params.section)) throw redirect({ to: "/admin", replace: true });
  },
});
