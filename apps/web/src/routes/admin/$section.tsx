import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * Every section has a route file of its own (src/routes/admin/*), so what arrives here is an
 * unknown section: it falls back to the dashboard (SPEC 2.1), and the address says so.
 */
export const Route = createFileRoute("/admin/$section")({
  beforeLoad: () => {
    throw redirect({ to: "/admin", replace: true });
  },
});
