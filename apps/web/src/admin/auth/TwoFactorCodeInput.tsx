import { useLingui } from "@lingui/react/macro";
import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * The code asked at sign-in and to turn two-factor sign-in off: from the authenticator app, or one
 * of the recovery codes; digits on a phone's keyboard, offered from the system's one-time codes.
 */
export function TwoFactorCodeInput(props: Omit<TextInputProps, "label" | "description">) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Code from your authenticator app`}
      description={t`Or one of your recovery codes.`}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      required
      {...props}
    />
  );
}
