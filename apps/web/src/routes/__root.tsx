import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { PublicLayout } from "../components/layout/PublicLayout";
import { NotFoundPage } from "../pages/NotFoundPage";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
});
