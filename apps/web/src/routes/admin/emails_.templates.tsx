import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { EMAIL_TEMPLATE_NAMES } from "@bayan/trpc/rules";
import { validateTemplatesSearch } from "../../admin/screens/emails/templatesSearch";

/**
 * /admin/emails/templates: the Emails section's third view, every email template previewed with
 * sample data in either language. Beside the outbox's route (`emails_`), like the suppressed one.
 */
export const Route = createFileRoute("/admin/emails_/templates")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "EmailTemplatesScreen"),
  validateSearch: validateTemplatesSearch,
  loaderDeps: ({ search }) => ({
    name: search.template ?? EMAIL_TEMPLATE_NAMES[0],
    language: search.language ?? ("en" as const),
  }),
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = Promise.all([
      context.queryClient.prefetchQuery(context.trpc.email.previews.queryOptions()),
      context.queryClient.prefetchQuery(context.trpc.email.preview.queryOptions(deps)),
    ]);
    return cause === "stay" ? undefined : first;
  },
});
