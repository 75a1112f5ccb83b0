import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { policySearch } from "../../admin/screens/policy/search";

export const Route = createFileRoute("/admin/privacy")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "PrivacyManagerScreen"),
  validateSearch: policySearch,
  loader: ({ context }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.content.all.queryOptions({ document: "privacy-policy" }),
        )
      : undefined,
});
