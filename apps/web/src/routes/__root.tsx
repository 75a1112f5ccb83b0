import { Outlet, createRootRoute } from "@tanstack/react-router";
import { PublicLayout } from "../components/layout/PublicLayout";
import { NotFoundPage } from "../pages/NotFoundPage";

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
});
