import type { RouterOutputs } from "@bayan/trpc";
import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { useCan } from "../../auth/member";

export type Suppression = RouterOutputs["suppressions"]["list"]["items"][number];

/**
 * The suppression screen's changes, each saved (and recorded) on the server: add an address, take
 * one off after a confirmation. Each says how it went in a toast; after either the list, the
 * history and the screens that show a suppressed person (waitlist, users) are asked again.
 */
export function useSuppressionActions({ onRemoved }: { onRemoved: (keyHash: string) => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.suppressions, api.waitlist, api.users]);
  const failed = useFailureToast(useErrorText());

  // The add form shows a refused address beside its field, so its errors are the caller's.
  const add = useMutation(
    trpc.suppressions.add.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: "green", message: messageText(result) });
        return refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.suppressions.remove.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: "green", message: messageText(result) });
        onRemoved(result.item.keyHash);
        return refresh();
      },
      onError: failed(t`The address was not removed`),
    }),
  );

  /**
   * Asks first, saying what it means (the address is mailed again: the sender checks the list
   * before every email), and removes on yes.
   */
  const askToRemove = async (suppression: Suppression) => {
    const address = suppression.email;
    const confirmed = await confirmDelete({
      title: t`Remove from the suppression list?`,
      message: address
        ? t`${address} can be emailed again from now on: the sender checks this list before every email, so the next invitation, reminder or message to it is sent. The removal is recorded.`
        : t`This address was erased (only its hash is kept). It can be emailed again from now on: the sender checks this list before every email, so the next email to it is sent. The removal is recorded.`,
      confirmLabel: t`Remove`,
      cancelLabel: t`Cancel`,
    });
    if (confirmed) remove.mutate({ keyHash: suppression.keyHash });
  };

  /** Adding and removing an address need `run` (docs/team.md). */
  const canChange = useCan("run");
  return { canChange, add, remove, askToRemove };
}

export type SuppressionActions = ReturnType<typeof useSuppressionActions>;
