import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { emailsListInput, emailsSearch } from "../../admin/screens/emails/search";

export const Route = createFileRoute("/admin/emails")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "EmailsScreen"),
  validateSearch: emailsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.signedIn
      ? context.queryClient.prefetchQuery(
          context.trpc.outbox.list.queryOptions(emailsListInput(deps)),
        )
      : undefined,
});
