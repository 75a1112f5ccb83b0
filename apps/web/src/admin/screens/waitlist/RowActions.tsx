import { waitlistStatuses } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group, Menu, Tooltip } from "@mantine/core";
import {
  IconCheck,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconSend,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useWaitlistLabels } from "./labels";
import type { WaitlistActions, WaitlistEntry } from "./useWaitlistActions";

export interface RowActionsProps {
  entry: WaitlistEntry;
  actions: WaitlistActions;
  onOpen: (entry: WaitlistEntry) => void;
}

/**
 * A row's buttons: send the invite (pending entries, or notified ones again; never registered
 * ones), and a menu to open the details, change the status, download or erase the address's
 * personal data, or delete. Each is named with the entry's email.
 */
export function RowActions({ entry, actions, onOpen }: RowActionsProps) {
  const { t } = useLingui();
  const labels = useWaitlistLabels();
  const email = entry.email;
  const busy = actions.busyId === entry.id || actions.dataBusy(entry) !== null;
  const canInvite = entry.status !== "registered";
  const inviteLabel = entry.status === "notified" ? t`Send the invite again` : t`Send invite`;
  const { can } = actions;

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {can.run ? (
        <Tooltip label={canInvite ? inviteLabel : t`Already registered`} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={
              entry.status === "notified"
                ? t`Send the invite again to ${email}`
                : t`Send invite to ${email}`
            }
            // Not `disabled`: a disabled button gets no pointer or focus, so its tooltip could not
            // say why; it refuses the click instead.
            data-disabled={!canInvite || busy || undefined}
            aria-disabled={!canInvite || busy || undefined}
            onClick={() => {
              if (canInvite && !busy) actions.invite(entry);
            }}
          >
            <DirectionalIcon icon={IconSend} size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Tooltip label={t`More actions`} withArrow>
            <ActionIcon variant="subtle" aria-label={t`More actions for ${email}`} disabled={busy}>
              <IconDotsVertical size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        {/* The dropdown is portaled out of the row but React still bubbles its clicks to the row,
            whose click opens the details: a chosen item must not do that too. */}
        <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
          <Menu.Item
            leftSection={<IconEye size={16} aria-hidden="true" />}
            onClick={() => onOpen(entry)}
          >
            {t`View details`}
          </Menu.Item>
          {can.run ? (
            <>
              <Menu.Divider />
              <Menu.Label>{t`Change status`}</Menu.Label>
              {waitlistStatuses.map((status) => (
                <Menu.Item
                  key={status}
                  disabled={status === entry.status}
                  leftSection={
                    status === entry.status ? (
                      <IconCheck size={16} aria-hidden="true" />
                    ) : (
                      <span style={{ width: 16, display: "inline-block" }} />
                    )
                  }
                  onClick={() => actions.setStatus(entry, status)}
                >
                  {labels.status[status]}
                </Menu.Item>
              ))}
            </>
          ) : null}
          {can.run || can.export ? (
            <>
              <Menu.Divider />
              <Menu.Label>{t`Personal data`}</Menu.Label>
              {can.export ? (
                <Menu.Item
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  onClick={() => actions.downloadData(entry)}
                >
                  {t`Download personal data`}
                </Menu.Item>
              ) : null}
              {can.run ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrashX size={16} aria-hidden="true" />}
                  onClick={() => void actions.eraseData(entry)}
                >
                  {t`Erase personal data`}
                </Menu.Item>
              ) : null}
            </>
          ) : null}
          {can.run ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => void actions.remove(entry)}
              >
                {t`Delete`}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
