import { createFileRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { adminCatalog } from "../admin/catalog";
import { addCatalog } from "../i18n/i18n";
import { liveToken } from "../lib/adminSession";

/**
 * Every /admin path. The admin catalog loads before anything renders; without a live session any
 * section sends the administrator to /admin, which shows the sign-in screen (SPEC 2.1, 4 Session).
 */
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ location, context }) => {
    // The data layer comes with the admin: its screens read the cache through these.
    const [apiLayer] = await Promise.all([context.api(), addCatalog(adminCatalog)]);
    const signedIn = liveToken() !== null;
    if (!signedIn && !/^\/admin\/?$/.test(location.pathname)) {
      throw redirect({ to: "/admin", replace: true });
    }
    return { signedIn, apiLayer, queryClient: apiLayer.queryClient, trpc: apiLayer.trpc };
  },
  component: lazyRouteComponent(() => import("../admin/panel"), "AdminRoot"),
});
