import { DEFAULT_ANALYTICS_RANGE } from "@bayan/trpc/schemas";
import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { analyticsSearch } from "../../admin/screens/analytics/search";

export const Route = createFileRoute("/admin/analytics")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "AnalyticsScreen"),
  validateSearch: analyticsSearch,
  loaderDeps: ({ search }) => ({ timeRange: search.range ?? DEFAULT_ANALYTICS_RANGE }),
  // The report is asked for while the charts' chunk loads; the screen shows its loader meanwhile.
  loader: ({ context, deps }) => {
    if (context.signedIn)
      void context.queryClient.prefetchQuery(
        context.trpc.analytics.comprehensive.queryOptions(deps),
      );
  },
});
