import { BayanLogo } from "@bayan/ui";
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertCircle, IconLock, IconMail } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { LanguageToggle, ThemeToggle } from "../../components/layout/toggles";
import { startSession, type SessionEndReason } from "../../lib/adminSession";
import { usePageMeta } from "../../lib/pageMeta";
import { serverError } from "../../lib/serverError";
import { useTRPC } from "../../lib/trpc";

type Failure = "incorrect" | "incorrectPair" | "tooMany" | "busy" | "connection";

/**
 * SPEC 8 "Login": 'Invalid password' is the wrong password; too many failures from here, or too
 * many sign-ins at once on the server (its password checks are queued), say so; any other
 * failure is a connection error.
 */
function failureOf(error: unknown): Failure {
  const { status, messageKey } = serverError(error);
  if (messageKey === "auth.invalidPassword") return "incorrect";
  if (messageKey === "auth.invalidCredentials") return "incorrectPair";
  if (status === 429) return "tooMany";
  if (messageKey === "auth.hashingBusy") return "busy";
  return "connection";
}

/**
 * SPEC 2.7: the password gate at /admin. A team member also gives their email (docs/team.md);
 * the owner may leave it empty and sign in with the admin password alone.
 */
export function LoginScreen({ endedBecause }: { endedBecause: SessionEndReason | null }) {
  const { t } = useLingui();
  usePageMeta(t`Sign in`, t`Sign in to the Bayan administration panel.`);
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (answer) => startSession(answer.access_token),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === "" || login.isPending) return;
    const address = email.trim();
    login.mutate(address ? { email: address, password } : { password });
  };

  const failure = login.error ? failureOf(login.error) : null;
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
    <Center component="main" mih="100dvh" p="md">
      <Stack w="100%" maw={400} gap="md">
        <Group justify="space-between">
          <Anchor href="/" aria-label={`${t`Bayan`}: ${t`Back to the website`}`}>
            <BayanLogo label={t`Bayan`} />
          </Anchor>
          <Group gap="xs">
            <LanguageToggle size="sm" />
            <ThemeToggle />
          </Group>
        </Group>
        <Paper withBorder radius="lg" p="xl" shadow="sm">
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
                autoFocus
                visibilityToggleButtonProps={{ "aria-label": t`Show or hide the password` }}
              />
              <Button type="submit" disabled={password === "" || login.isPending} fullWidth>
                {login.isPending ? t`Verifying...` : t`Sign in`}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Center>
  );
}
