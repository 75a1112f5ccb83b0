import type { Language } from "@bayan/trpc/schemas";
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from "@tanstack/react-router";
import type { FunctionComponent } from "react";
import type { FakeApi } from "./fakeApi";
import { renderApp } from "./render";

/**
 * Renders one page at `path` inside a small router (so its links work), with the real providers
 * and catalogs. The other public paths exist as empty pages, to follow links to.
 */
export async function renderRoute(
  path: string,
  Page: FunctionComponent,
  options: { api: FakeApi; language?: Language },
) {
  const root = createRootRoute({ component: Outlet });
  const paths = ["/", "/privacy", "/terms", "/contact"];
  const routes = paths.map((to) =>
    createRoute({
      getParentRoute: () => root,
      path: to,
      component: to === path ? Page : () => <p data-testid="other-page">{to}</p>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = await renderApp(<RouterProvider router={router} />, options);
  return { ...view, router };
}
