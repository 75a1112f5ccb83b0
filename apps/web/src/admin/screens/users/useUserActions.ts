import type { RouterOutputs } from "@bayan/trpc";
import type { OutboxStatus } from "@bayan/trpc/rules";
import type { MessageKey, MessageParams } from "@bayan/trpc/rules/messages";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useAskToDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { usePersonalData } from "../../lib/personalData";
import { useCan } from "../../auth/member";

export type User = RouterOutputs["users"]["list"]["items"][number];

/**
 * Toast colours of an email's outcome: green only once delivered; queued yellow; failed and
 * suppressed (not sent: the address is on the suppression list) red.
 */
export const DELIVERY_COLOR: Record<OutboxStatus, string> = {
  sent: "green",
  queued: "yellow",
  failed: "red",
  suppressed: "red",
};

interface ActionHooks {
  /** Told the user as the server now has it (after an edit), for an open panel. */
  onSaved: (user: User) => void;
  /** Told which user is gone, so the screen can close its panel. */
  onDeleted: (id: string) => void;
}

/**
 * The users screen's changes, each saved on the server: edit, delete, message, invite (Add
 * user) and the address's personal data (download, erase: lib/personalData.tsx). Each says how
 * it went in a toast (an email's outcome as the waitlist's invitations do: green once delivered,
 * yellow while queued, red when it failed); after any of them the users' lists and counts and
 * the admin figures (dashboard, bell) are asked again.
 */
export function useUserActions({ onSaved, onDeleted }: ActionHooks) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.users, api.admin]);
  const failed = useFailureToast(useErrorText());
  const delivered = ({
    delivery,
    ...said
  }: {
    delivery: OutboxStatus;
    message: string;
    messageKey: MessageKey;
    params?: MessageParams;
  }) => notifications.show({ color: DELIVERY_COLOR[delivery], message: messageText(said) });

  // The edit form shows a refused field beside it, so its errors are the caller's to show.
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: (user) => {
        onSaved(user);
        notifications.show({ color: "green", message: t`User saved` });
        return refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.users.delete.mutationOptions({
      onSuccess: ({ id }) => {
        notifications.show({ color: "green", message: t`User deleted` });
        onDeleted(id);
        return refresh();
      },
      onError: failed(t`The user was not deleted`),
    }),
  );
  const message = useMutation(
    trpc.users.message.mutationOptions({
      onSuccess: (result) => {
        delivered(result);
        return refresh();
      },
      onError: failed(t`The message was not sent`),
    }),
  );
  // Like the edit form, the Add user form shows a refused email beside the field.
  const invite = useMutation(
    trpc.users.invite.mutationOptions({
      onSuccess: (result) => {
        delivered(result);
        return refresh();
      },
    }),
  );

  const askToDelete = useAskToDelete<User>(
    t`Delete user`,
    t`Are you sure you want to delete this user?`,
    remove,
  );

  const personalData = usePersonalData();

  return {
    /**
     * What the signed-in member's role allows (docs/team.md): `run` edit, invite, delete, erase;
     * `reply` a message.
     */
    can: { run: useCan("run"), reply: useCan("reply") },
    update,
    message,
    invite,
    remove,
    askToDelete,
    /** The user's address's data-subject request: everything kept about it, as a file. */
    downloadData: (user: User) => personalData.download(user.email),
    /** Its erasure, asked first; the user is gone after it. */
    eraseData: (user: User) => personalData.askToErase(user.email, () => onDeleted(user.id)),
    /** Which of a user's data requests is on its way. */
    dataBusy: (user: User) => personalData.busy(user.email),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
