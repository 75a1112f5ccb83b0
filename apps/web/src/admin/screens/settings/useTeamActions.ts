import type { RouterOutputs } from "@bayan/trpc";
import type { OutboxStatus } from "@bayan/trpc/rules";
import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useConfirmDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText, type Said } from "../../lib/messages";
import { DELIVERY_COLOR } from "../users/useUserActions";

export type Member = RouterOutputs["team"]["list"]["items"][number];

/**
 * Settings > Team members' changes to a member (docs/team.md), each saved on the server and said
 * in a toast with the server's words: send the invitation again, a role, suspend (asked first:
 * their sessions end) or let back in, sign out everywhere (asked first), remove (asked first).
 */
export function useTeamActions() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.team]);
  const failed = useFailureToast(useErrorText());
  const confirm = useConfirmDelete();
  const delivered = useDeliveryToast();

  const resend = useMutation(
    trpc.team.resendInvite.mutationOptions({
      onSuccess: ({ delivery, ...said }) => {
        delivered(delivery, said);
        return refresh();
      },
      onError: failed(t`The invitation was not sent`),
    }),
  );
  const setRole = useMutation(
    trpc.team.update.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        return refresh();
      },
      onError: failed(t`The role was not changed`),
    }),
  );
  const setStatus = useMutation(
    trpc.team.update.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        return refresh();
      },
      onError: failed(t`The member's access was not changed`),
    }),
  );
  const endSessions = useMutation(
    trpc.team.endSessions.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
      },
      onError: failed(t`The sessions were not ended`),
    }),
  );
  const remove = useMutation(
    trpc.team.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: "green", message: t`Team member removed` });
        return refresh();
      },
      onError: failed(t`The member was not removed`),
    }),
  );

  /** Which member a change is on its way for, if any. */
  const busyId =
    (resend.isPending && resend.variables.id) ||
    (setRole.isPending && setRole.variables.id) ||
    (setStatus.isPending && setStatus.variables.id) ||
    (endSessions.isPending && endSessions.variables.id) ||
    (remove.isPending && remove.variables.id) ||
    null;

  return {
    busyId,
    resend: (member: Member) => resend.mutate({ id: member.id }),
    setRole: (member: Member, role: Exclude<Member["role"], "owner">) =>
      setRole.mutate({ id: member.id, role }),
    /** Asks first: a suspended member's sessions end at once and they cannot sign in. */
    suspend: async (member: Member) => {
      const name = member.name;
      const yes = await confirmDelete({
        title: t`Suspend ${name}?`,
        message: t`${name} will not be able to sign in, and every session of theirs ends at once. You can let them back in later.`,
        confirmLabel: t`Suspend`,
        cancelLabel: t`Cancel`,
      });
      if (yes) setStatus.mutate({ id: member.id, status: "suspended" });
    },
    /** Asks first: every session of the member ends; they can sign in again. */
    signOutEverywhere: async (member: Member) => {
      const name = member.name;
      const yes = await confirmDelete({
        title: t`Sign ${name} out everywhere?`,
        message: t`Every session of ${name} ends at once, on every browser and device. They can sign in again.`,
        confirmLabel: t`Sign out everywhere`,
        cancelLabel: t`Cancel`,
      });
      if (yes) endSessions.mutate({ id: member.id });
    },
    letBackIn: (member: Member) => setStatus.mutate({ id: member.id, status: "active" }),
    remove: confirm(
      t`Remove team member`,
      t`Are you sure you want to delete this item?`,
      (member: Member) => remove.mutate({ id: member.id }),
    ),
  };
}

/**
 * An invitation's toast, true to its email (the server's words): green once delivered, yellow
 * while queued or kept in the outbox, red when it failed.
 */
export function useDeliveryToast() {
  const messageText = useMessageText();
  return (delivery: OutboxStatus, said: Said, title?: string) =>
    notifications.show({ color: DELIVERY_COLOR[delivery], title, message: messageText(said) });
}

export type TeamActions = ReturnType<typeof useTeamActions>;
