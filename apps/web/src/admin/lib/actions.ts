import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";

type Trpc = ReturnType<typeof useTRPC>;

/**
 * After a change: asks again every query of the routers `pick` names (their lists, counts and
 * details), so the screens show what the server now holds.
 */
export function useRefresh(pick: (trpc: Trpc) => { pathKey: () => QueryKey }[]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        pick(trpc).map((router) => queryClient.invalidateQueries({ queryKey: router.pathKey() })),
      ),
    // `pick` is written inline by each caller: what it names does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, trpc],
  );
}

/** The words of a failed call, in the interface language ("" or the fallback when it has none). */
export type ErrorText = (error: unknown, fallback: string) => string;

/**
 * A red toast for a change that was not made: `title` says which, the message why (the server's
 * reason, or "Please try again.").
 */
export function useFailureToast(errorText: ErrorText) {
  const { t } = useLingui();
  return (title: string) => (error: unknown) => {
    notifications.show({ color: "red", title, message: errorText(error, t`Please try again.`) });
  };
}

/**
 * SPEC 5: a delete is asked first ("Are you sure…?", Delete and Cancel). Gives `act` wrapped:
 * it runs only once the administrator chose Delete.
 */
export function useConfirmDelete() {
  const { t } = useLingui();
  return <A extends unknown[]>(title: string, message: string, act: (...args: A) => void) =>
    async (...args: A) => {
      const words = { confirmLabel: t`Delete`, cancelLabel: t`Cancel` };
      if (await confirmDelete({ title, message, ...words })) act(...args);
    };
}

/**
 * SPEC 5's delete of one record: asked first ("Are you sure…?"), then `remove` (the delete call)
 * deletes it by its id.
 */
export function useAskToDelete<T extends { id: string }>(
  title: string,
  question: string,
  remove: { mutate: (input: { id: string }) => void },
) {
  const confirm = useConfirmDelete();
  return confirm(title, question, (record: T) => remove.mutate({ id: record.id }));
}
