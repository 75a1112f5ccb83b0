import type { AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group, Tooltip, type ActionIconProps } from "@mantine/core";
import { IconTrash, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A table row's buttons, at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

export interface RowActionProps extends Pick<ActionIconProps, "color" | "size"> {
  /** The tooltip's word ("Delete"). */
  tooltip: string;
  /** The button's name, with the row's ("Delete Sara"). */
  label: string;
  disabled?: boolean;
  onClick: () => void;
  /** The icon (aria-hidden). */
  children: ReactNode;
}

/** One of a row's icon buttons; its click does not also open the row. */
export function RowAction({
  tooltip,
  label,
  color,
  size,
  disabled,
  onClick,
  children,
}: RowActionProps) {
  return (
    <Tooltip label={tooltip} withArrow disabled={disabled}>
      <ActionIcon
        variant="subtle"
        color={color}
        size={size}
        aria-label={label}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** What a row's open and delete buttons say, each name with the row's. */
export interface OpenDeleteWords {
  /** The open button: its tooltip, its name ("View Sara") and its icon. */
  open: [tooltip: string, label: string, icon: Icon];
  /** The delete button's name ("Delete Sara"). */
  deleteLabel: string;
  /** The delete button off (a sample row). */
  deleteDisabled?: boolean;
}

/**
 * The Actions column of a list whose rows open and delete (the users', the contact messages'):
 * each row's open button and its delete button, at the row's end. Without `onDelete` (a role that
 * may not delete, docs/team.md) there is no delete button.
 */
export function useOpenDeleteColumn<T>(
  words: (row: T) => OpenDeleteWords,
  onOpen: (row: T) => void,
  onDelete?: (row: T) => void,
): AdminTableColumn<T> {
  const { t } = useLingui();
  return {
    accessor: "actions",
    title: t`Actions`,
    textAlign: "end",
    noWrap: true,
    render: (row) => {
      const { open, deleteLabel, deleteDisabled } = words(row);
      const [tooltip, label, OpenIcon] = open;
      return (
        <RowActions>
          <RowAction tooltip={tooltip} label={label} color="gray" onClick={() => onOpen(row)}>
            <OpenIcon size={18} aria-hidden="true" />
          </RowAction>
          {onDelete ? (
            <RowAction
              tooltip={t`Delete`}
              label={deleteLabel}
              color="red.9"
              disabled={deleteDisabled}
              onClick={() => onDelete(row)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </RowAction>
          ) : null}
        </RowActions>
      );
    },
  };
}
