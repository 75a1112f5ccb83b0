import { useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface DeleteButtonProps extends Pick<ButtonProps, "size"> {
  onClick: () => void;
  /** The delete is on its way. */
  loading?: boolean;
  disabled?: boolean;
  /** Its words, "Delete" unless said otherwise ("Delete selected"). */
  children?: ReactNode;
}

/**
 * A details panel's Delete (it asks first, SPEC 5): outlined, its words in the error colour of
 * either scheme (Mantine's red subtle text is nearly white on the dark body).
 */
export function DeleteButton({ onClick, loading, disabled, size, children }: DeleteButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      size={size}
      c={disabled ? undefined : "var(--mantine-color-error)"}
      leftSection={<IconTrash size={16} aria-hidden="true" />}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children ?? t`Delete`}
    </Button>
  );
}
