import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { contactList } from "../../admin/screens/contact/search";

export const Route = createFileRoute("/admin/contact")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "ContactScreen"),
  validateSearch: contactList.validate,
  // The list's input only: opening a message (`selected`) asks for nothing.
  loaderDeps: ({ search }) => contactList.input(search),
  // Entering the screen waits for its first page and the stats; a new filter, sort or page while
  // on it does not, so the address changes at once and the table shows its loader over its rows.
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = Promise.all([
      context.queryClient.prefetchQuery(context.trpc.contact.list.queryOptions(deps)),
      context.queryClient.prefetchQuery(context.trpc.contact.stats.queryOptions()),
    ]);
    return cause === "stay" ? undefined : first;
  },
});
