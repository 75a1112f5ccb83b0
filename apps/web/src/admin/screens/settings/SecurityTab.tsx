import { PASSWORD_MIN_LENGTH } from "@bayan/trpc/rules/registration";
import { useLingui } from "@lingui/react/macro";
import { Alert, List, PasswordInput, Stack, ThemeIcon } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconInfoCircle, IconLock, IconX } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { startSession } from "../../../lib/adminSession";
import { useTRPC } from "../../../lib/trpc";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { SubmitButton } from "./SectionForm";

/** Each rule of the hint (SPEC 5), checked as the admin types (the server checks them too). */
const RULES = [
  { key: "length", test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH },
  { key: "lowercase", test: (p: string) => /\p{Ll}/u.test(p) },
  { key: "uppercase", test: (p: string) => /\p{Lu}/u.test(p) },
  { key: "number", test: (p: string) => /\p{N}/u.test(p) },
  { key: "special", test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;

/**
 * Security: the password change. The current password is checked by the server, the new one is
 * held to the hint's rule (shown live) and refused when too easy to guess, the confirmation must
 * match. On success every other session is signed out; this one goes on with a fresh token.
 */
export function SecurityTab() {
  const { t } = useLingui();
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
        RULES.every((r) => r.test(v)) ? null : t`The new password does not meet the rules below`,
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
  const ruleLabels: Record<(typeof RULES)[number]["key"], string> = {
    length: t`At least ${PASSWORD_MIN_LENGTH} characters`,
    lowercase: t`A lowercase letter`,
    uppercase: t`An uppercase letter`,
    number: t`A number`,
    special: t`A special character`,
  };
  const typed = form.values.newPassword;
  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md" maw={480}>
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
          description={t`At least 8 characters with uppercase, lowercase, a number and a special character.`}
          {...form.getInputProps("newPassword")}
        />
        <List spacing={4} size="sm" aria-label={t`Password rules`} center>
          {RULES.map((rule) => {
            const met = rule.test(typed);
            return (
              <List.Item
                key={rule.key}
                icon={
                  <ThemeIcon size={18} radius="xl" color={met ? "teal" : "gray"} variant="light">
                    {met ? (
                      <IconCheck size={12} aria-hidden="true" />
                    ) : (
                      <IconX size={12} aria-hidden="true" />
                    )}
                  </ThemeIcon>
                }
              >
                {ruleLabels[rule.key]}
                {": "}
                {met ? t`met` : t`not yet`}
              </List.Item>
            );
          })}
        </List>
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
