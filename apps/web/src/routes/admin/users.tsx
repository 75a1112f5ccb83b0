import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { usersList } from "../../admin/screens/users/search";

export const Route = createFileRoute("/admin/users")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "UsersScreen"),
  validateSearch: usersList.validate,
  // The list's input only: opening a user's details asks for nothing.
  loaderDeps: ({ search }) => usersList.input(search),
  // Entering the screen waits for its first page and the stats; a new filter, sort or page while
  // on it does not, so the address changes at once and the table shows its loader over its rows.
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = Promise.all([
      context.queryClient.prefetchQuery(context.trpc.users.list.queryOptions(deps)),
      context.queryClient.prefetchQuery(context.trpc.users.stats.queryOptions()),
    ]);
    return cause === "stay" ? undefined : first;
  },
});
