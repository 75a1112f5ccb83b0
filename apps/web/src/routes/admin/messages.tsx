import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { messagesList, messagesListInput } from "../../admin/screens/messages/search";

export const Route = createFileRoute("/admin/messages")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "MessagesScreen"),
  validateSearch: messagesList.validate,
  // The list's input only: opening a conversation asks for its thread on the screen.
  loaderDeps: ({ search }) => messagesListInput(search),
  // Entering the screen waits for its first page and the counts; a new folder, filter or page
  // while on it does not.
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = Promise.all([
      context.queryClient.prefetchQuery(context.trpc.mailbox.list.queryOptions(deps)),
      context.queryClient.prefetchQuery(context.trpc.mailbox.counts.queryOptions()),
    ]);
    return cause === "stay" ? undefined : first;
  },
});
