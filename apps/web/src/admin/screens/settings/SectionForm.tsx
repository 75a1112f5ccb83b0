import { useLingui } from "@lingui/react/macro";
import { Button, Stack } from "@mantine/core";
import { IconDeviceFloppy, type Icon } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { useCan } from "../../auth/member";
import classes from "./SectionForm.module.css";

/**
 * A settings tab's form (useSectionForm's `submit` and `saving`): its fields, then Save. Settings
 * are changed with the `run` permission (docs/team.md): without it the fields are read-only
 * (disabled) and there is no Save.
 */
export function SectionForm({
  submit,
  saving,
  children,
}: {
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const canChange = useCan("run");
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <fieldset disabled={!canChange} className={classes.fields}>
          <Stack gap="lg">{children}</Stack>
        </fieldset>
        {canChange ? (
          <SubmitButton loading={saving} icon={IconDeviceFloppy}>
            {t`Save Changes`}
          </SubmitButton>
        ) : null}
      </Stack>
    </form>
  );
}

/** A tab's submit button, at the start of its line. */
export function SubmitButton({
  loading,
  icon: ButtonIcon,
  children,
}: {
  loading: boolean;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      loading={loading}
      leftSection={<ButtonIcon size={18} aria-hidden="true" />}
      style={{ alignSelf: "flex-start" }}
    >
      {children}
    </Button>
  );
}
