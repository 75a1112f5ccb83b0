import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from "@bayan/trpc/rules/contact";
import { Button, Loader, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertCircle, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { track } from "../../analytics";
import { useNumberFormat } from "../../i18n/format";
import { useLanguage } from "../../i18n/useLanguage";
import type { RouterInputs } from "@bayan/trpc";
import { useApiMutation } from "../../lib/useApiMutation";
import { usePageText, type Said } from "../../lib/pageText";
import { CONTACT_PAGE_TEXTS } from "./messages";
import classes from "./ContactPage.module.css";
import type { CheckedField, check as checkField } from "./contactRules";
import { sendFailure, type ContactField } from "./sendFailure";

/** SPEC 4 and 9: the status message clears itself after this long. */
export const STATUS_CLEAR_MS = 5000;

const CHECKED: readonly CheckedField[] = ["name", "email", "message"];

/**
 * The field checks (the server's own zod schemas: zod is about 27 kB gz and takes a phone's main
 * thread for a while to build them) are fetched when someone first uses the form, not with the
 * page. Until they are in, a check waits for them.
 */
type Check = typeof checkField;
let loadedCheck: Check | null = null;
let rulesLoading: Promise<Check> | null = null;
export function loadContactRules(): Promise<Check> {
  rulesLoading ??= import("./contactRules").then((module) => (loadedCheck = module.check));
  return rulesLoading;
}

/** Runs `then` once the checks are in: at once when they are. */
function withRules(then: (check: Check) => void) {
  if (loadedCheck) then(loadedCheck);
  else void loadContactRules().then(then);
}

type Values = Record<CheckedField | "subject" | "website", string>;
type Errors = Partial<Record<ContactField, Said>>;
const EMPTY: Values = { name: "", email: "", subject: "", message: "", website: "" };

interface Status {
  kind: "success" | "error";
  text: string;
}

/**
 * SPEC 2.6, 4 and 5: the contact form. Idle -> sending -> success (message shown, form reset and
 * re-created) or error; the status message clears after 5 seconds.
 */
export function ContactForm() {
  const { t } = useLingui();
  const text = usePageText(CONTACT_PAGE_TEXTS);
  const { language } = useLanguage();
  const [status, setStatus] = useState<Status | null>(null);
  // A new key re-creates the form after a successful send.
  const [formKey, setFormKey] = useState(0);

  // The form answers input before the data layer is in; sending loads it (lib/useApiMutation.ts).
  const submit = useApiMutation((api, input: RouterInputs["contact"]["submit"]) =>
    api.apiClient.contact.submit.mutate(input),
  );

  // A new status object restarts the timer, so each message stays its full 5 seconds.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = (values: Values, formShownMs: number, onFieldErrors: (errors: Errors) => void) => {
    setStatus(null);
    submit.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
        language,
        source: "contact-page",
        website: values.website,
        formShownMs,
      },
      {
        onSuccess: (answer) => {
          track("contact_submit");
          setStatus({ kind: "success", text: text(answer) });
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          console.error("Contact message failed", error);
          const failure = sendFailure(error);
          let shown: string;
          if (failure.kind === "conflict") {
            shown = text(failure.serverMessage ?? "contact.duplicate");
          } else if (failure.kind === "invalid") {
            shown = failure.serverMessage
              ? text(failure.serverMessage)
              : t`Invalid input data. Please check your information.`;
            if (failure.fieldErrors.length > 0) {
              onFieldErrors(
                Object.fromEntries(failure.fieldErrors.map(({ field, said }) => [field, said])),
              );
            }
          } else if (failure.kind === "tooMany") {
            shown = t`Too many messages have been sent from your connection. Please wait a few minutes and try again.`;
          } else {
            shown = t`An error occurred while sending your message. Please try again.`;
          }
          setStatus({ kind: "error", text: shown });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <ContactFields
        key={formKey}
        focusOnMount={formKey > 0}
        sending={submit.isPending}
        onSend={send}
        onInvalid={() =>
          setStatus({
            kind: "error",
            text: t`Please review the fields below and enter valid information`,
          })
        }
      />
      {/* Always on the page, so screen readers announce what appears in it. */}
      <div aria-live="polite" aria-atomic="true" data-testid="contact-status">
        {status && (
          <Text className={classes.status} data-kind={status.kind} fw={600} size="sm">
            {status.kind === "success" ? (
              <IconCircleCheck size={18} aria-hidden="true" className={classes.statusIcon} />
            ) : (
              <IconAlertCircle size={18} aria-hidden="true" className={classes.statusIcon} />
            )}
            <span>{status.text}</span>
          </Text>
        )}
      </div>
    </Stack>
  );
}

interface ContactFieldsProps {
  /** After a successful send the Send button is gone; focus goes to the new form instead. */
  focusOnMount: boolean;
  sending: boolean;
  onSend: (values: Values, formShownMs: number, onFieldErrors: (errors: Errors) => void) => void;
  onInvalid: () => void;
}

function ContactFields({ focusOnMount, sending, onSend, onInvalid }: ContactFieldsProps) {
  const { t } = useLingui();
  const text = usePageText(CONTACT_PAGE_TEXTS);
  const formatNumber = useNumberFormat();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<CheckedField, boolean>>>({});
  const shownAt = useRef(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const formRef = useRef<HTMLFormElement>(null);

  // When the form appeared, for `formShownMs` (the server files instant sends as spam).
  useEffect(() => {
    shownAt.current = Date.now();
    if (focusOnMount) formRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  // `<form data-ready>`: this form itself answers input now (set on the element, so the
  // prerendered markup and the first render stay alike). Browser journeys that fill fields by
  // script, as autofill does, wait for it.
  useEffect(() => {
    formRef.current?.setAttribute("data-ready", "");
  }, []);

  const setError = (field: ContactField, problem: Said | null) =>
    setErrors((current) => ({ ...current, [field]: problem ?? undefined }));

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === "subject") setError("subject", null);
    else if (field !== "website" && touched[field])
      withRules((check) => setError(field, check(field, value)));
  };

  const blur = (field: CheckedField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    const value = values[field];
    withRules((check) => setError(field, check(field, value)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const submitted = values;
    withRules((check) => checkAndSend(check, submitted));
  };

  const checkAndSend = (check: Check, values: Values) => {
    const found: Errors = {};
    for (const field of CHECKED) {
      const problem = check(field, values[field]);
      if (problem) found[field] = problem;
    }
    setTouched({ name: true, email: true, message: true });
    setErrors(found);
    const firstInvalid = CHECKED.find((field) => found[field]);
    if (firstInvalid) {
      onInvalid();
      const refs = { name: nameRef, email: emailRef, message: messageRef };
      refs[firstInvalid].current?.focus();
      return;
    }
    onSend(values, Math.max(0, Date.now() - shownAt.current), (serverErrors) =>
      setErrors((current) => ({ ...current, ...serverErrors })),
    );
  };

  const shown = (field: ContactField) => {
    const problem = errors[field];
    return problem ? text(problem) : undefined;
  };
  const filled = CHECKED.every((field) => values[field].trim() !== "");
  const hasErrors = Object.values(errors).some(Boolean);
  const canSend = filled && !hasErrors && !sending;

  // Counted as the rules count it: without the spaces around the text.
  const length = values.message.trim().length;
  const tooShort = length < CONTACT_MESSAGE_MIN;
  const tooLong = length > CONTACT_MESSAGE_MAX;
  const count = formatNumber(length);
  const max = formatNumber(CONTACT_MESSAGE_MAX);
  const min = formatNumber(CONTACT_MESSAGE_MIN);

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      // The checks are fetched as the form is first reached for (see loadContactRules).
      onFocus={() => void loadContactRules()}
      onPointerDown={() => void loadContactRules()}
      noValidate
      aria-label={t`Contact form`}
      tabIndex={-1}
      className={classes.form}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
          <TextInput
            ref={emailRef}
            name="email"
            type="email"
            inputMode="email"
            dir="ltr"
            label={t`Email address`}
            autoComplete="email"
            placeholder="name@example.com"
            required
            value={values.email}
            onChange={(event) => change("email", event.currentTarget.value)}
            onBlur={() => blur("email")}
            error={shown("email")}
          />
        </SimpleGrid>
        <TextInput
          name="subject"
          label={t`Subject (optional)`}
          maxLength={200}
          value={values.subject}
          onChange={(event) => change("subject", event.currentTarget.value)}
          error={shown("subject")}
        />
        <Textarea
          ref={messageRef}
          name="message"
          label={t`Message`}
          required
          rows={6}
          resize="vertical"
          value={values.message}
          onChange={(event) => change("message", event.currentTarget.value)}
          onBlur={() => blur("message")}
          error={shown("message")}
          inputWrapperOrder={["label", "input", "error", "description"]}
          description={
            <span className={classes.counterRow}>
              <span>{tooShort && !errors.message ? t`At least ${min} characters` : " "}</span>
              <span
                data-testid="message-counter"
                className={classes.counter}
                data-over={tooLong || undefined}
              >
                {t`${count} / ${max}`}
              </span>
            </span>
          }
        />
        {/* A field people never see or reach; bots that fill every field reveal themselves. */}
        <div className={classes.honeypot} aria-hidden="true">
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => change("website", event.currentTarget.value)}
          />
        </div>
        <Button
          type="submit"
          size="md"
          disabled={!canSend}
          aria-busy={sending || undefined}
          leftSection={
            sending ? (
              <Loader size={16} color="currentColor" aria-hidden="true" />
            ) : (
              <IconSend size={18} aria-hidden="true" />
            )
          }
          className={classes.send}
        >
          {sending ? t`Sending...` : t`Send message`}
        </Button>
      </Stack>
    </form>
  );
}
