import { createFileRoute } from "@tanstack/react-router";
import { policySearch } from "../../admin/screens/policy/search";

export const Route = createFileRoute("/admin/terms")({
  validateSearch: policySearch,
  loader: ({ context }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.content.all.queryOptions({ document: "terms-of-service" }),
        )
      : undefined,
});
