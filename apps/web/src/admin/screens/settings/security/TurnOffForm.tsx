import { useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../../lib/trpc";
import { TwoFactorCodeInput } from "../../../auth/TwoFactorCodeInput";
import { useErrorText, useFieldErrors } from "../../../lib/errorText";
import { useMessageText } from "../../../lib/messages";

/**
 * Turning two-factor sign-in off (`auth.twoFactorDisable`): asks the password and a code from the
 * app (or a recovery code); a wrong one is said on its field.
 */
export function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", otp: "" },
    validate: {
      password: (v) => (v ? null : t`Enter your password`),
      otp: (v) => (v.trim() ? null : t`Enter a code from your authenticator app`),
    },
  });
  const disable = useMutation(
    trpc.auth.twoFactorDisable.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        onDone();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        form.setErrors(fields);
        if (!fields.password && !fields.otp) {
          notifications.show({
            color: "red",
            title: t`Two-factor sign-in was not turned off`,
            message: errorText(error, t`Please try again.`),
          });
        }
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        disable.mutate({ password: values.password, otp: values.otp.trim() }),
      )}
      noValidate
      aria-label={t`Turn off two-factor sign-in`}
    >
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ "aria-label": t`Show or hide the password` }}
          {...form.getInputProps("password")}
        />
        <TwoFactorCodeInput {...form.getInputProps("otp")} />
        <Group gap="sm">
          <Button type="submit" color="red" loading={disable.isPending}>
            {t`Turn off`}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
