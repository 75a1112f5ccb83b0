import { createFileRoute } from "@tanstack/react-router";
import { policySearch } from "../../admin/screens/policy/search";

export const Route = createFileRoute("/admin/privacy")({
  validateSearch: policySearch,
  loader: ({ context }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.content.all.queryOptions({ document: "privacy-policy" }),
        )
      : undefined,
});
