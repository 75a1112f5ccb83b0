import { useLingui } from "@lingui/react/macro";
import { Button, Stack } from "@mantine/core";
import { IconDeviceFloppy, type Icon } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";

/** A settings tab's form (useSectionForm's `submit` and `saving`): its fields, then Save. */
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
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {children}
        <SubmitButton loading={saving} icon={IconDeviceFloppy}>
          {t`Save Changes`}
        </SubmitButton>
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
