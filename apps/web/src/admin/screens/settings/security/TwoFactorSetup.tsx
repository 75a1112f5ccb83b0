import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { useErrorText, useFieldErrors } from "../../../lib/errorText";
import { CopyField } from "../../../lib/CopyField";
import { useAdminFormat } from "../../../lib/format";
import { QrCode } from "./QrCode";

type Setup = RouterOutputs["auth"]["twoFactorSetup"];

/** The digits of an authenticator app's code (TOTP's usual 6, as the server checks them). */
const CODE_DIGITS = 6;

/**
 * Turning two-factor sign-in on, after `auth.twoFactorSetup`: the QR code of the new secret for the
 * authenticator app, the secret itself to type by hand, and a code from the app to confirm
 * (`auth.twoFactorEnable`). A wrong code is said on the field; the recovery codes go to `onEnabled`.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const digits = useAdminFormat().number(CODE_DIGITS);
  const trpc = useTRPC();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const [code, setCode] = useState("");
  const enable = useMutation(
    trpc.auth.twoFactorEnable.mutationOptions({
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
    }),
  );
  const otp = code.trim();
  const error = enable.error
    ? (fieldErrors(enable.error).otp ?? errorText(enable.error, t`Please try again.`))
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (otp !== "" && !enable.isPending) enable.mutate({ otp });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm">
          {t`Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the ${digits}-digit code it shows.`}
        </Text>
        <QrCode value={setup.otpauthUrl} alt={t`QR code for your authenticator app`} />
        <CopyField
          label={t`Or type this secret into the app`}
          value={setup.secret}
          copyLabel={t`Copy the secret`}
          ff="monospace"
          shrink
        />
        <TextInput
          label={t`Code from your authenticator app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          required
          maw={240}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
        />
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending} disabled={otp === ""}>
            {t`Confirm`}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
