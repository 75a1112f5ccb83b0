import { useLingui } from "@lingui/react/macro";
import { Alert, Divider, PasswordInput, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { startSession } from "../../../lib/adminSession";
import { useTRPC } from "../../../lib/trpc";
import { useCan } from "../../auth/member";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { meetsPasswordRules, PasswordRules, usePasswordHint } from "../../lib/PasswordRules";
import { SessionsSection } from "./security/SessionsSection";
import { TwoFactorSection } from "./security/TwoFactorSection";
import { SubmitButton } from "./SectionForm";

/**
 * Settings > Security: the owner's password (the `team` permission), then every member's own
 * two-factor sign-in and sessions. Only `auth.*` procedures besides the password: it stays usable
 * while the member's role must still turn two-factor sign-in on (docs/team.md).
 */
export function SecurityTab() {
  const canChange = useCan("team");
  return (
    <Stack gap="xl">
      {canChange ? (
        <>
          <PasswordSection />
          <Divider />
        </>
      ) : null}
      <TwoFactorSection />
      <Divider />
      <SessionsSection />
    </Stack>
  );
}

/**
 * The owner's password change. The current password is checked by the server, the new one is
 * held to the hint's rule (shown live) and refused when too easy to guess, the confirmation must
 * match. On success every other session is signed out; this one goes on with a fresh token.
 */
function PasswordSection() {
  const { t } = useLingui();
  const passwordHint = usePasswordHint();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const form = useForm({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: {
      currentPassword: (v) => (v ? null : t`Current password is required`),
      newPassword: (v) =>
        meetsPasswordRules(v) ? null : t`The new password does not meet the rules below`,
      confirmPassword: (v, values) => (v === values.newPassword ? null : t`Passwords do not match`),
    },
  });
  const change = useMutation(
    trpc.settings.changePassword.mutationOptions({
      onSuccess: (answer) => {
        startSession(answer.access_token);
        form.reset();
        notifications.show({ color: "green", message: messageText(answer) });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({
          color: "red",
          title: t`The password was not changed`,
          message: errorText(error, t`Please try again.`),
        });
      },
    }),
  );
  const typed = form.values.newPassword;
  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md" maw={480}>
        <Title order={3} fz="h4">
          {t`Password`}
        </Title>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t`Changing the password signs out every other session (other browsers and devices). This one stays signed in.`}
        </Alert>
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          required
          description={passwordHint}
          {...form.getInputProps("newPassword")}
        />
        <PasswordRules password={typed} />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <SubmitButton loading={change.isPending} icon={IconLock}>
          {t`Change password`}
        </SubmitButton>
      </Stack>
    </form>
  );
}
