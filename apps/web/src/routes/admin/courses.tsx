import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { coursesList, coursesListInput } from "../../admin/screens/courses/search";

export const Route = createFileRoute("/admin/courses")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "CoursesScreen"),
  validateSearch: coursesList.validate,
  // The list's input only: opening a course's form asks for nothing more.
  loaderDeps: ({ search }) => coursesListInput(search),
  // Entering the screen waits for its first page and the figures; a new filter, order or page
  // while on it does not, so the address changes at once and the cards fade while it loads.
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = Promise.all([
      context.queryClient.prefetchQuery(context.trpc.courses.list.queryOptions(deps)),
      context.queryClient.prefetchQuery(context.trpc.courses.stats.queryOptions()),
    ]);
    return cause === "stay" ? undefined : first;
  },
});
