import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ApiOptions } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

/** What every route's `beforeLoad` and `loader` receive (TanStack Router's tRPC example). */
export interface RouterContext {
  queryClient: QueryClient;
  /** Query and mutation options of every procedure: `trpc.waitlist.list.queryOptions(input)`. */
  trpc: ApiOptions;
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
