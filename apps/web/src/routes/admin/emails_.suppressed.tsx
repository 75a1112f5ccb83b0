import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { suppressionsList } from "../../admin/screens/emails/suppressionsSearch";

/**
 * /admin/emails/suppressed: the Emails section's second view, the suppressed addresses. Beside
 * the outbox's route rather than under it (`emails_`): neither loads nor reads the other's list.
 */
export const Route = createFileRoute("/admin/emails_/suppressed")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "SuppressionsScreen"),
  validateSearch: suppressionsList.validate,
  // The list's input only: opening an address's details asks for nothing more here.
  loaderDeps: ({ search }) => suppressionsList.input(search),
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = context.queryClient.prefetchQuery(
      context.trpc.suppressions.list.queryOptions(deps),
    );
    return cause === "stay" ? undefined : first;
  },
});
