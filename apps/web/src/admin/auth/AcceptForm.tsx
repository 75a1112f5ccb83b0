import { passwordRuleError } from "@bayan/trpc/rules/registration";
import type { MessageKey } from "@bayan/trpc/rules/messages";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconLogin2 } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { startSession } from "../../lib/adminSession";
import { serverError } from "../../lib/serverError";
import { useTRPC } from "../../lib/trpc";
import { FieldList } from "../lib/FieldList";
import { useMessageText, type Said } from "../lib/messages";
import { PasswordRules } from "../lib/PasswordRules";
import { AcceptHeading, type InviteProblem } from "./AcceptViews";
import { ROLE_LABELS, type TeamRole } from "./member";

export interface AcceptFormProps {
  token: string;
  /** Whose invitation it is (`team.inviteCheck`). */
  invite: { name: string; email: string; role: TeamRole };
  /** The link was used, expired or unknown by the time the form was sent. */
  onProblem: (problem: InviteProblem) => void;
}

/**
 * "Join the Bayan team": the invited member's name, email and role, and the password they choose
 * (the registration's rule, its hints checked as they type; the server also refuses one too easy
 * to guess or built on their name or address). Accepted, they are signed in, as a sign-in does,
 * and taken to the panel.
 */
export function AcceptForm({ token, invite, onProblem }: AcceptFormProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const text = useMessageText();
  const [password, setPassword] = useState("");
  // A rule's key (checked here) or the server's reason; worded when shown.
  const [problem, setProblem] = useState<MessageKey | Said | null>(null);
  const [touched, setTouched] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const accept = useMutation(trpc.team.accept.mutationOptions());

  const change = (value: string) => {
    setPassword(value);
    // Checked live once the field has been left (or the form sent) once.
    if (touched) setProblem(passwordRuleError(value));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    const found = passwordRuleError(password);
    setTouched(true);
    setProblem(found);
    setAlert(null);
    if (found) return passwordRef.current?.focus();
    accept.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          startSession(answer.access_token);
          notifications.show({ color: "green", message: text(answer) });
          void navigate({ to: "/admin", replace: true });
        },
        onError: (error) => {
          const said = serverError(error);
          const field = said.errors.find((e) => e.path === "password");
          if (said.status === 400 && field) {
            setProblem(field);
            passwordRef.current?.focus();
          } else if (said.status === 409) {
            onProblem(said.messageKey === "team.inviteExpired" ? "expired" : "used");
          } else if (said.status === 400 || said.status === 404) {
            onProblem("unknown");
          } else if (said.status === 429) {
            setAlert(
              t`Too many attempts from your connection. Please wait a few minutes and try again.`,
            );
          } else {
            console.error("Accepting the team invitation failed", error);
            setAlert(t`Your account could not be activated. Please try again.`);
          }
        },
      },
    );
  };
  const shown =
    problem === null
      ? undefined
      : typeof problem === "string"
        ? text({ message: problem, messageKey: problem })
        : text(problem);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <AcceptHeading>{t`Join the Bayan team`}</AcceptHeading>
        <Text c="dimmed">
          {t`You are invited to the Bayan administration panel. Choose your password to accept.`}
        </Text>
      </Stack>
      <FieldList
        labelWidth={90}
        rows={[
          [t`Name`, <bdi key="name">{invite.name}</bdi>],
          [
            t`Email`,
            <bdi key="email" dir="ltr">
              {invite.email}
            </bdi>,
          ],
          [t`Role`, i18n._(ROLE_LABELS[invite.role])],
        ]}
      />
      <form onSubmit={submit} noValidate aria-label={t`Accept the invitation`}>
        <Stack gap="md">
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={invite.email}
            readOnly
            hidden
          />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t`Password`}
            description={t`At least 8 characters with uppercase, lowercase, a number and a special character.`}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => change(event.currentTarget.value)}
            onBlur={() => {
              if (password === "" && !touched) return;
              setTouched(true);
              setProblem(passwordRuleError(password));
            }}
            error={shown}
            // Mantine's PasswordInput marks only its wrapper; the input itself must say it too.
            aria-invalid={shown ? true : undefined}
            visibilityToggleButtonProps={{ "aria-label": t`Show or hide the password` }}
          />
          <PasswordRules password={password} />
          {alert && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {alert}
            </Alert>
          )}
          <Button
            type="submit"
            loading={accept.isPending}
            leftSection={<IconLogin2 size={18} aria-hidden="true" />}
          >
            {t`Accept and sign in`}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
