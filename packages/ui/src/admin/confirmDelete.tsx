import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";

import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

export interface ConfirmDeleteOptions {
  /** The dialog's title, already translated ("Delete section"). */
  title: ReactNode;
  /** The question, already translated ("Are you sure you want to delete this section?"). */
  message: ReactNode;
  /** The red button ("Delete"). */
  confirmLabel: string;
  /** The other button ("Cancel"). */
  cancelLabel: string;
}

/**
 * Asks before a delete (SPEC 5): a dialog with the message, a Cancel button (focused first, so a
 * stray Enter deletes nothing) and a red confirm button. Resolves true on confirm, false on
 * cancel, Escape or a click outside:
 *
 *   if (await confirmDelete({ ... })) remove.mutate(id);
 *
 * The dialog opens through @mantine/modals, so a `ModalsProvider` (or `AdminModalsProvider`) must
 * be mounted above the screen; without one the promise never settles.
 */
export function confirmDelete({
  title,
  message,
  confirmLabel,
  cancelLabel,
}: ConfirmDeleteOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (confirmed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(confirmed);
    };
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      // Red 9 carries white text at 5.5:1 (the default red 6 only 3.3:1).
      confirmProps: { color: "red.9" },
      cancelProps: { "data-autofocus": true },
      centered: true,
      withCloseButton: false,
      onConfirm: () => settle(true),
      // Called after onConfirm too, and on cancel, Escape and an outside click.
      onClose: () => settle(false),
    });
  });
}
