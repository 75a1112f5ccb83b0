import { ActionIcon, Group, Tooltip, type ActionIconProps } from "@mantine/core";
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
