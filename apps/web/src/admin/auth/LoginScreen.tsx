import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertCircle, IconLock, IconMail, IconShieldLock } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { startSession, type SessionEndReason } from "../../lib/adminSession";
import { AuthFrame } from "./AuthFrame";
import { TwoFactorCodeInput } from "./TwoFactorCodeInput";
import { usePageMeta } from "../../lib/pageMeta";
import { serverError } from "../../lib/serverError";
import { useTRPC } from "../../lib/trpc";

type Failure =
  "incorrect" | "incorrectPair" | "codeNeeded" | "codeWrong" | "tooMany" | "busy" | "connection";

/**
 * SPEC 8 "Login": 'Invalid password' is the wrong password; too many failures from here, or too
 * many sign-ins at once on the server (its password checks are queued), say so; any other
 * failure is a connection error.
 */
function failureOf(error: unknown): Failure {
  const { status, messageKey } = serverError(error);
  if (messageKey === "auth.invalidPassword") return "incorrect";
  if (messageKey === "auth.invalidCredentials") return "incorrectPair";
  if (messageKey === "auth.otpRequired") return "codeNeeded";
  if (messageKey === "auth.otpInvalid") return "codeWrong";
  if (status === 429) return "tooMany";
  if (messageKey === "auth.hashingBusy") return "busy";
  return "connection";
}

/**
 * SPEC 2.7: the password gate at /admin. A team member also gives their email (docs/team.md);
 * the owner may leave it empty and sign in with the admin password alone. With two-factor sign-in
 * on, the server answers `auth.otpRequired`: a code field appears (the email and password kept)
 * and the sign-in is sent again with the code (or a recovery code).
 */
export function LoginScreen({ endedBecause }: { endedBecause: SessionEndReason | null }) {
  const { t } = useLingui();
  usePageMeta(t`Sign in`, t`Sign in to the Bayan administration panel.`);
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  /** Shown once the server asked for a code; kept until the page is left. */
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState("");
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (answer) => startSession(answer.access_token),
      onError: (error) => {
        if (failureOf(error) === "codeNeeded") setCodeAsked(true);
      },
    }),
  );

  const otp = code.trim();
  const blocked = password === "" || (codeAsked && otp === "") || login.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const address = email.trim();
    login.mutate({
      ...(address ? { email: address } : {}),
      password,
      ...(codeAsked ? { otp } : {}),
    });
  };

  const failure = login.error ? failureOf(login.error) : null;
  const codeError = failure === "codeWrong" ? t`The code is not right, or was used already` : null;
  const errorText =
    failure === "incorrect"
      ? t`Incorrect password`
      : failure === "incorrectPair"
        ? t`Incorrect email or password`
        : failure === "tooMany"
          ? t`Too many failed attempts. Please wait a few minutes and try again.`
          : failure === "busy"
            ? t`The server is busy. Please try again in a moment.`
            : failure === "connection"
              ? t`Connection error`
              : null;
  const notice =
    endedBecause === "unauthorized"
      ? t`Unauthorized - please login again`
      : endedBecause === "expired"
        ? t`Your session has expired. Please sign in again.`
        : null;

  return (
    <AuthFrame width={400} padding="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {t`Admin Access`}
            </Title>
            <Text c="dimmed" size="sm">
              {t`Enter the administrator password to manage the site.`}{" "}
              {t`Team members also give their email.`}
            </Text>
          </Stack>
          {notice && !login.isPending && !errorText && (
            <Alert color="yellow" icon={<IconAlertCircle aria-hidden="true" />} role="status">
              {notice}
            </Alert>
          )}
          <TextInput
            type="email"
            label={t`Email`}
            description={t`Leave empty to sign in with the administrator password`}
            autoComplete="username"
            dir="ltr"
            leftSection={<IconMail size={16} aria-hidden="true" />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={failure === "incorrectPair"}
          />
          <PasswordInput
            label={t`Password`}
            required
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden="true" />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errorText}
            data-autofocus
            autoFocus={!codeAsked}
            visibilityToggleButtonProps={{ "aria-label": t`Show or hide the password` }}
          />
          {codeAsked ? (
            <TwoFactorCodeInput
              autoFocus
              leftSection={<IconShieldLock size={16} aria-hidden="true" />}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError}
            />
          ) : null}
          <Button type="submit" disabled={blocked} fullWidth>
            {login.isPending ? t`Verifying...` : t`Sign in`}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
