import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { policyList } from "../../admin/screens/policy/search";

export const Route = createFileRoute("/admin/terms")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "TermsManagerScreen"),
  validateSearch: policyList.validate,
  loader: ({ context }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.content.all.queryOptions({ document: "terms-of-service" }),
        )
      : undefined,
});
