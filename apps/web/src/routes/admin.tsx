import { createFileRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { memberQuery } from "../admin/auth/memberQuery";
import { isAcceptPath } from "../admin/auth/search";
import { adminCatalog } from "../admin/catalog";
import { addCatalog } from "../i18n/i18n";
import { liveToken } from "../lib/adminSession";

/**
 * Every /admin path. The admin catalog loads before anything renders; without a live session any
 * section sends the administrator to /admin, which shows the sign-in screen (SPEC 2.1, 4 Session).
 * A team invitation's page (/admin/accept, docs/team.md) is for someone not signed in yet.
 */
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ location, context }) => {
    // The data layer comes with the admin: its screens read the cache through these.
    const [apiLayer] = await Promise.all([context.api(), addCatalog(adminCatalog)]);
    const token = liveToken();
    const signedIn = token !== null;
    const open = /^\/admin\/?$/.test(location.pathname) || isAcceptPath(location.pathname);
    if (!signedIn && !open) {
      throw redirect({ to: "/admin", replace: true });
    }
    // Who is signed in and what their role allows (docs/team.md), asked before the screens' data.
    if (signedIn) void apiLayer.queryClient.prefetchQuery(memberQuery(apiLayer.apiClient, token));
    return { signedIn, apiLayer, queryClient: apiLayer.queryClient, trpc: apiLayer.trpc };
  },
  component: lazyRouteComponent(() => import("../admin/panel"), "AdminRoot"),
});
