import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useConfirmDelete, useFailureToast, useRefresh } from "../../lib/actions";
import type { Submission } from "./sampleSubmissions";
import { useErrorText } from "../../lib/errorText";
import { useCan } from "../../auth/member";

/**
 * The screen's changes, each saved on the server: status, priority, reply and delete. After any of
 * them the contact lists and stats and the admin figures (dashboard, the bell's count) are asked
 * again. `onSaved` hears the submission as the server now has it, so an open panel can show it
 * even when it has left the current list (marked spam, or read under the "new" filter).
 */
export function useContactActions(onSaved: (submission: Submission) => void) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const refresh = useRefresh((api) => [api.contact, api.admin]);
  const failed = useFailureToast(useErrorText())(t`The change was not saved`);
  const confirm = useConfirmDelete();

  const update = useMutation(
    trpc.contact.update.mutationOptions({
      onSuccess: (submission) => {
        onSaved(submission);
        return refresh();
      },
      onError: failed,
    }),
  );
  const setPriority = useMutation(
    trpc.contact.setPriority.mutationOptions({
      onSuccess: (submission) => {
        onSaved(submission);
        return refresh();
      },
      onError: failed,
    }),
  );
  // The reply's own box shows its outcome (success and failure), so no toast here.
  const reply = useMutation(
    trpc.contact.reply.mutationOptions({
      onSuccess: ({ submission }) => {
        onSaved(submission);
        return refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.contact.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: "bayan", message: t`Submission deleted` });
        return refresh();
      },
      onError: failed,
    }),
  );

  return {
    /** Answering, a status, a priority and deletion need `reply` (docs/team.md). */
    canReply: useCan("reply"),
    update,
    setPriority,
    reply,
    remove,
    /** SPEC 5: asks first, deletes on yes; `onDeleted` after the server has. */
    askToDelete: confirm(
      t`Delete submission`,
      t`Are you sure you want to delete this submission?`,
      (submission: Submission, onDeleted: () => void) =>
        remove.mutate({ id: submission.id }, { onSuccess: onDeleted }),
    ),
  };
}

export type ContactActions = ReturnType<typeof useContactActions>;
