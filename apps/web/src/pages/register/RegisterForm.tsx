import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/PasswordInput.css";

import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { MessageKey } from "@bayan/trpc/rules/messages";
import { usePageText, type Said } from "../../lib/pageText";
import { useTRPC } from "../../lib/trpc";
import { RegisterHeading, type LinkProblem } from "./RegisterViews";
import { registerFailure } from "./registerFailure";
import { REGISTER_PAGE_TEXTS } from "./messages";
import { nameRuleError, passwordRuleError, type RegisterField } from "./registerRules";
import classes from "./RegisterPage.module.css";

interface RegisterFormProps {
  token: string;
  /** The address the invitation was sent to: the account's, not changeable here. */
  email: string;
  initialName: string;
  /** The account is made; `said` is the server's answer. */
  onRegistered: (said: Said) => void;
  /** The link was used, expired or unknown by the time the form was sent. */
  onLinkProblem: (state: LinkProblem) => void;
}

type Errors = Partial<Record<RegisterField, Said | MessageKey>>;
const RULES: Record<RegisterField, (value: string) => MessageKey | null> = {
  name: nameRuleError,
  password: passwordRuleError,
};

/** The registration form: the invited address, a name and a password (docs/users.md). */
export function RegisterForm({
  token,
  email,
  initialName,
  onRegistered,
  onLinkProblem,
}: RegisterFormProps) {
  const { t } = useLingui();
  const text = usePageText(REGISTER_PAGE_TEXTS);
  const trpc = useTRPC();
  const register = useMutation(trpc.registration.register.mutationOptions());
  const [values, setValues] = useState<Record<RegisterField, string>>({
    name: initialName,
    password: "",
  });
  // The rules' keys and the server's answers; worded when shown.
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // `<form data-ready>`: the form answers input (browser journeys wait for it).
  useEffect(() => {
    formRef.current?.setAttribute("data-ready", "");
  }, []);

  const change = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Checked live once the field has been left (or the form sent) once.
    if (touched[field])
      setErrors((current) => ({ ...current, [field]: RULES[field](value) ?? undefined }));
  };

  const blur = (field: RegisterField) => {
    // An empty field just passed through is not an error yet.
    if (!touched[field] && values[field] === "") return;
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: RULES[field](values[field]) ?? undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const found: Errors = {
      name: nameRuleError(values.name) ?? undefined,
      password: passwordRuleError(values.password) ?? undefined,
    };
    setTouched({ name: true, password: true });
    setErrors(found);
    setAlert(null);
    if (found.name) return nameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    register.mutate(
      { token, name: values.name.trim(), password: values.password },
      {
        onSuccess: (answer) => onRegistered(answer),
        onError: (error) => {
          const failure = registerFailure(error);
          switch (failure.kind) {
            case "invalid": {
              const fromServer = Object.fromEntries(
                failure.fieldErrors.map(({ field, said }) => [field, said]),
              ) as Errors;
              setErrors((current) => ({ ...current, ...fromServer }));
              if (fromServer.name) nameRef.current?.focus();
              else if (fromServer.password) passwordRef.current?.focus();
              return;
            }
            case "used":
            case "expired":
            case "unknown":
              return onLinkProblem(failure.kind);
            case "tooMany":
              return setAlert(
                t`Too many attempts from your connection. Please wait a few minutes and try again.`,
              );
            default:
              console.error("Registration failed", error);
              return setAlert(t`Your account could not be created. Please try again.`);
          }
        },
      },
    );
  };

  const shown = (field: RegisterField) => {
    const problem = errors[field];
    return problem ? text(problem) : undefined;
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <RegisterHeading>{t`Create your account`}</RegisterHeading>
        <Text c="dimmed">{t`Choose your name and a password to finish your registration.`}</Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Registration form`}>
        <Stack gap="md">
          <TextInput
            name="email"
            type="email"
            label={t`Email address`}
            description={t`The address your invitation was sent to`}
            value={email}
            readOnly
            dir="ltr"
            autoComplete="username"
            variant="filled"
            className={classes.email}
          />
          <TextInput
            ref={nameRef}
            name="name"
            label={t`Your name`}
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => change("name", event.currentTarget.value)}
            onBlur={() => blur("name")}
            error={shown("name")}
          />
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t`Password`}
            description={t`At least 8 characters with uppercase, lowercase, a number and a special character`}
            autoComplete="new-password"
            classNames={{ innerInput: classes.passwordInput }}
            required
            value={values.password}
            onChange={(event) => change("password", event.currentTarget.value)}
            onBlur={() => blur("password")}
            error={shown("password")}
            // Mantine's PasswordInput marks only its wrapper; the input itself must say it too.
            aria-invalid={errors.password ? true : undefined}
            visibilityToggleButtonProps={{
              "aria-label": t`Show or hide the password`,
            }}
          />
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
          <Button type="submit" size="md" loading={register.isPending} className={classes.submit}>
            {t`Create account`}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
