import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { emailsList } from "../../admin/screens/emails/search";

export const Route = createFileRoute("/admin/emails")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "EmailsScreen"),
  validateSearch: emailsList.validate,
  // The list's input only: opening an email asks for nothing.
  loaderDeps: ({ search }) => emailsList.input(search),
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = context.queryClient.prefetchQuery(context.trpc.outbox.list.queryOptions(deps));
    return cause === "stay" ? undefined : first;
  },
});
