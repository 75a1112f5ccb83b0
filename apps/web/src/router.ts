import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ApiLayer } from "./lib/apiLayer";
import { routeTree } from "./routeTree.gen";

/** What every route's `beforeLoad` and `loader` receive (TanStack Router's tRPC example). */
export interface RouterContext {
  /**
   * The data layer, loaded on first use: public pages do without it on their first screen. The
   * /admin route puts its `queryClient` and `trpc` (query and mutation options of every procedure)
   * into the admin routes' context.
   */
  api: () => Promise<ApiLayer>;
}

/** The browser's history by default; the prerender passes a memory history at the page's path. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // Loaders only warm the query cache; screens read it with useQuery, so the cache decides
    // freshness, not the router.
    defaultPreloadStaleTime: 0,
    // In the browser only: when prerendering, the router would write an inline script for it,
    // which the CSP (script-src 'self') refuses.
    ...(history ? { history } : { scrollRestoration: true }),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
