import type { RouterOutputs } from "@bayan/trpc";
import type { WaitlistStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useAskToDelete, useConfirmDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { useAdminFormat } from "../../lib/format";
import { useWaitlistLabels } from "./labels";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { usePersonalData } from "../../lib/personalData";
import { useCan } from "../../auth/member";

export type WaitlistEntry = RouterOutputs["waitlist"]["list"]["items"][number];
type BulkResult = RouterOutputs["waitlist"]["inviteMany"];
/** The administrator's decision on suspect referrals (the review queue). */
export type ReviewDecision = "approve" | "reject";

interface ActionHooks {
  /** Told the entry as the server now has it (after an invite or an edit), for an open panel. */
  onSaved: (entry: WaitlistEntry) => void;
  /** Told which entries are gone, so the screen can close their panel and drop them from the selection. */
  onDeleted: (ids: string[]) => void;
  /** Told after a bulk action, so the screen can clear the selection. */
  onBulkDone: () => void;
}

/**
 * The screen's changes, each saved on the server: invite (one, the chosen, the next in line),
 * status, notes, delete (one, the chosen), the review of suspect referrals (approve, reject) and
 * an address's personal data (download, erase: lib/personalData.tsx). Each says how it went in a
 * toast; after any of them the waitlist's lists and counts and the admin figures (dashboard, the
 * bell) are asked again.
 */
export function useWaitlistActions({ onSaved, onDeleted, onBulkDone }: ActionHooks) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useWaitlistLabels();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.waitlist, api.admin, api.waves]);
  const failed = useFailureToast(useErrorText());
  const notSaved = failed(t`The change was not saved`);
  const notInvited = failed(t`The invitation was not sent`);
  const notReviewed = failed(t`The referrals were not reviewed`);
  const confirm = useConfirmDelete();
  const personalData = usePersonalData();

  /**
   * How a bulk invite went, true to its emails: green only when every invitation was delivered,
   * yellow while some are still queued (the server's message has the reason), red when some
   * failed; the counts (invited, skipped) in the title.
   */
  const bulkOutcome = (
    result: Omit<BulkResult, "skipped" | "alreadyWaiting"> & {
      skipped?: number;
      alreadyWaiting?: number;
    },
  ) => {
    const { invited, skipped = 0, alreadyWaiting = 0, recentlyInvited, delivery, wave } = result;
    const said = messageText(result);
    const sent = format.number(invited);
    const passed = format.number(skipped);
    const recent = format.number(recentlyInvited);
    const waiting = format.number(alreadyWaiting);
    const skippedLines =
      (skipped > 0 ? " " + t`Skipped (already registered): ${passed}.` : "") +
      (recentlyInvited > 0
        ? " " + t`Skipped (invited recently, no second email): ${recent}.`
        : "") +
      (alreadyWaiting > 0 ? " " + t`Skipped (already waiting in a wave): ${waiting}.` : "");
    if (wave && wave.queued > 0) {
      // Part of the wave waits for the sending pace: the server's words say how many go when.
      notifications.show({
        color: "blue",
        title: t`Invitation wave started`,
        message: said + skippedLines,
      });
    } else if (invited === 0) {
      notifications.show({ color: "blue", message: said + skippedLines });
    } else if (delivery.failed === 0 && delivery.queued === 0) {
      notifications.show({ color: "green", message: t`Invitations sent: ${sent}.` + skippedLines });
    } else {
      const delivered = format.number(delivery.sent);
      notifications.show({
        color: delivery.failed > 0 ? "red" : "yellow",
        title:
          t`Invited: ${sent}.` +
          (delivery.sent > 0 ? " " + t`Delivered: ${delivered}.` : "") +
          skippedLines,
        message: said,
      });
    }
  };

  const invite = useMutation(
    trpc.waitlist.invite.mutationOptions({
      onSuccess: ({ entry, delivery, recentlyInvited, message, messageKey, params }) => {
        const said = messageText({ message, messageKey, params });
        onSaved(entry);
        // Green only once the email was delivered; queued (with the reason) yellow, failed red;
        // a second invite within the repeat window queued nothing, and says so.
        if (recentlyInvited) {
          notifications.show({ color: "blue", message: said });
        } else if (delivery === "sent") {
          notifications.show({ color: "green", message: t`Invite sent successfully` });
        } else {
          notifications.show({
            color: delivery === "failed" ? "red" : "yellow",
            message: said,
          });
        }
        return refresh();
      },
      onError: notInvited,
    }),
  );
  const inviteMany = useMutation(
    trpc.waitlist.inviteMany.mutationOptions({
      onSuccess: (result) => {
        bulkOutcome(result);
        onBulkDone();
        return refresh();
      },
      onError: notInvited,
    }),
  );
  const inviteNext = useMutation(
    trpc.waitlist.inviteNext.mutationOptions({
      onSuccess: (result, input) => {
        if (result.wave === null && result.recentlyInvited === 0) {
          notifications.show({
            color: "blue",
            message: input.includeUnconfirmed
              ? t`Nobody is waiting: no pending entries.`
              : t`Nobody who confirmed their address is waiting. Tick "Include unconfirmed entries" to invite the others.`,
          });
        } else {
          bulkOutcome(result);
        }
        return refresh();
      },
      onError: notInvited,
    }),
  );
  const review = useMutation(
    trpc.waitlist.review.mutationOptions({
      onSuccess: (result) => {
        // The server's count in its words ("3 referrals approved"), in the admin's language;
        // nothing changed (already decided, or not in the queue) is said in blue.
        notifications.show({
          color: result.changed > 0 ? "green" : "blue",
          message: messageText(result),
        });
        onBulkDone();
        return refresh();
      },
      onError: notReviewed,
    }),
  );
  const update = useMutation(
    trpc.waitlist.update.mutationOptions({
      onSuccess: (entry, input) => {
        onSaved(entry);
        const status = labels.status[entry.status];
        notifications.show({
          color: "green",
          message: input.status ? t`Status changed to ${status}` : t`Notes saved`,
        });
        return refresh();
      },
      onError: notSaved,
    }),
  );
  const remove = useMutation(
    trpc.waitlist.delete.mutationOptions({
      onSuccess: ({ id }) => {
        notifications.show({ color: "green", message: t`Entry deleted` });
        onDeleted([id]);
        return refresh();
      },
      onError: notSaved,
    }),
  );
  const removeMany = useMutation(
    trpc.waitlist.deleteMany.mutationOptions({
      onSuccess: ({ deleted }, { ids }) => {
        const count = format.number(deleted);
        notifications.show({ color: "green", message: t`Entries deleted: ${count}.` });
        onDeleted(ids);
        onBulkDone();
        return refresh();
      },
      onError: notSaved,
    }),
  );

  const askToDelete = useAskToDelete<WaitlistEntry>(
    t`Delete entry`,
    t`Are you sure you want to delete this item?`,
    remove,
  );

  // What the signed-in member's role allows here (docs/team.md): the other controls are hidden.
  const can = { run: useCan("run"), export: useCan("export") };

  return {
    /** `run`: invite, status, notes, review, delete, erase; `export`: a person's data, the CSV. */
    can,
    invite: (entry: WaitlistEntry) => invite.mutate({ id: entry.id }),
    inviteMany: (ids: string[]) => inviteMany.mutate({ ids }),
    /** The next `count` in line; confirmed entries only unless `includeUnconfirmed`. */
    inviteNext: (count: number, includeUnconfirmed = false) =>
      inviteNext.mutate({ count, includeUnconfirmed }),
    /** Approves (credits the referrer) or rejects (no credit, the join kept) these referrals. */
    review: (ids: string[], decision: ReviewDecision) => review.mutate({ ids, decision }),
    setStatus: (entry: WaitlistEntry, status: WaitlistStatus) =>
      update.mutate({ id: entry.id, status }),
    /** Resolves true once saved (a failure has its toast). */
    saveNotes: (entry: WaitlistEntry, notes: string) =>
      update.mutateAsync({ id: entry.id, notes: notes.trim() === "" ? null : notes }).then(
        () => true,
        () => false,
      ),
    /** SPEC 5: asks first ("Are you sure you want to delete this item?"), deletes on yes. */
    remove: askToDelete,
    removeMany: (ids: string[]) => {
      const count = format.number(ids.length);
      const message = t`Are you sure you want to delete these ${count} items?`;
      return confirm(t`Delete selected entries`, message, () => removeMany.mutate({ ids }))();
    },
    /** The entry's address's data-subject request: everything kept about it, as a file. */
    downloadData: (entry: WaitlistEntry) => personalData.download(entry.email),
    /** Its erasure, asked first; the entry is gone after it. */
    eraseData: (entry: WaitlistEntry) =>
      personalData.askToErase(entry.email, () => onDeleted([entry.id])),
    /** Which of an entry's data requests is on its way. */
    dataBusy: (entry: WaitlistEntry) => personalData.busy(entry.email),
    /** The entry ids with an invite, status or delete on its way (their buttons wait). */
    busyId:
      (invite.isPending && invite.variables.id) ||
      (update.isPending && update.variables.id) ||
      (remove.isPending && remove.variables.id) ||
      null,
    bulkBusy: inviteMany.isPending || removeMany.isPending || review.isPending,
    /** The decision on its way, if any (its button waits). */
    reviewBusy: review.isPending ? review.variables.decision : null,
    inviteNextBusy: inviteNext.isPending,
    notesBusy: update.isPending && update.variables.notes !== undefined,
  };
}

export type WaitlistActions = ReturnType<typeof useWaitlistActions>;
