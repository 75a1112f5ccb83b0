import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { auditList } from "../../admin/screens/settings/audit/auditSearch";

/**
 * /admin/settings/audit: the audit log (docs/audit.md), a view of the Settings section reached
 * from its tab list. Beside the settings' route rather than under it (`settings_`): neither loads
 * nor reads the other's state.
 */
export const Route = createFileRoute("/admin/settings_/audit")({
  component: lazyRouteComponent(() => import("../../admin/panel"), "AuditScreen"),
  validateSearch: auditList.validate,
  search: {
    // The open row's id written as the number it is (?selected=12): as text, the router would
    // quote it (?selected="12") to keep it text. Read back, it is text again (auditList).
    middlewares: [
      ({ search, next }) => {
        const result = next(search);
        return result.selected
          ? { ...result, selected: Number(result.selected) as unknown as string }
          : result;
      },
    ],
  },
  // The list's input only (the days in the browser's time zone): opening a row asks for nothing.
  loaderDeps: ({ search }) => auditList.input(search),
  loader: ({ context, deps, cause }) => {
    if (!context.signedIn) return undefined;
    const first = context.queryClient.prefetchQuery(context.trpc.audit.list.queryOptions(deps));
    return cause === "stay" ? undefined : first;
  },
});
