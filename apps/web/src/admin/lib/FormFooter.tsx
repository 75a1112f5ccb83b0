import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

export interface FormFooterProps {
  /** Why the last save failed, said above the buttons. */
  problem?: ReactNode;
  /** The save is on its way: its button spins, Cancel waits. */
  saving: boolean;
  onCancel: () => void;
  /** The submit button's words ("Save") and icon. */
  submit: string;
  icon?: ReactNode;
  /** Cancel with its icon (a form in a drawer, beside other buttons). */
  cancelIcon?: ReactNode;
}

/** The end of an admin form: what went wrong, if anything; Cancel and the submit button. */
export function FormFooter({
  problem,
  saving,
  onCancel,
  submit,
  icon,
  cancelIcon,
}: FormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group gap="xs" justify="flex-end">
        <Button variant="default" leftSection={cancelIcon} onClick={onCancel} disabled={saving}>
          {t`Cancel`}
        </Button>
        <Button type="submit" leftSection={icon} loading={saving}>
          {submit}
        </Button>
      </Group>
    </>
  );
}
