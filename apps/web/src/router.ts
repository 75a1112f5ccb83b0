import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** The browser's history by default; the prerender passes a memory history at the page's path. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    defaultPreload: "intent",
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
