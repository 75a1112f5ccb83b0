import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { waitlistList, waitlistListInput } from "../../admin/screens/waitlist/search";

export const Route = createFileRoute("/admin/waitlist")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "WaitlistScreen"),
  validateSearch: waitlistList.validate,
  // The list's input only: opening an entry's details asks for nothing.
  loaderDeps: ({ search }) => waitlistListInput(search),
  // Entering the screen waits for its first page; a new filter or page while on it does not, so
  // the address changes at once and the table shows its loader over the rows it had.
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = context.queryClient.prefetchQuery(context.trpc.waitlist.list.queryOptions(deps));
    return cause === "stay" ? undefined : first;
  },
});
