import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ApiLayer } from "./lib/apiLayer";
import { routeTree } from "./routeTree.gen";

/**
 * The router runs the admin panel only (src/adminApp.tsx); the public pages are documents of their
 * own (src/PublicApp.tsx). What every route's `beforeLoad` and `loader` receive (TanStack Router's
 * tRPC example).
 */
export interface RouterContext {
  /**
   * The data layer, loaded on first use. The /admin route puts its `queryClient` and `trpc` (query
   * and mutation options of every procedure) into the admin routes' context.
   */
  api: () => Promise<ApiLayer>;
}

/** The browser's history by default; tests pass a memory history. */
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
