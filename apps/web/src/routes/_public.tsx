import { Outlet, createFileRoute } from "@tanstack/react-router";
import { PublicLayout } from "../components/layout/PublicLayout";

function PublicRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

export const Route = createFileRoute("/_public")({ component: PublicRoute });
