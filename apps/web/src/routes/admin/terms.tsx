import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { policySearch } from "../../admin/screens/policy/search";

export const Route = createFileRoute("/admin/terms")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "TermsManagerScreen"),
  validateSearch: policySearch,
  loader: ({ context }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.content.all.queryOptions({ document: "terms-of-service" }),
        )
      : undefined,
});
