import { Button, Group, Paper, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { track } from "../../analytics";
import { useLanguage } from "../../i18n/useLanguage";
import type { RouterInputs } from "@bayan/trpc";
import { useApiMutation } from "../../lib/useApiMutation";
import type { MessageDescriptor } from "@lingui/core";
import type { Said } from "../../lib/pageText";
import { referralCode } from "../../lib/referral";
import { waitlistEmailError } from "@bayan/trpc/rules/public";
import { WAITLIST_FORM_TEXTS } from "./messages";

/** SPEC 5: the email is checked this long after typing stops. */
export const EMAIL_CHECK_DELAY_MS = 300;

/**
 * SPEC 2.4 and 4 "Waitlist form": idle -> submitting ("Sending...") -> success (email cleared,
 * "Back to form") or error (message, logged). The join carries the referral code the visitor
 * came with (lib/referral.ts) and how long the form was on screen (`formShownMs`, a fraud rule's
 * input, as the contact form sends it).
 */
export function WaitlistForm() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<"invalid" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  // When the form appeared, for `formShownMs`.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  // The form answers input before the data layer is in; the call loads it (lib/useApiMutation.ts).
  const join = useApiMutation(
    (api, input: RouterInputs["waitlist"]["join"]) => api.apiClient.waitlist.join.mutate(input),
    {
      onSuccess: async (_, api) => {
        track("waitlist_join");
        setEmail("");
        setEmailError(null);
        await api.queryClient.invalidateQueries({ queryKey: api.trpc.waitlist.stats.queryKey() });
      },
      onError: (error) => {
        console.error("Waitlist registration failed", error);
      },
    },
  );

  // An empty field never shows an error; anything else is checked once typing pauses.
  const blank = email.trim() === "";
  useEffect(() => {
    if (blank) return;
    const timer = setTimeout(() => setEmailError(waitlistEmailError(email)), EMAIL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, blank]);
  const shownError = blank ? null : emailError;

  useEffect(() => {
    if (join.isSuccess) successRef.current?.focus();
  }, [join.isSuccess]);

  // A refusal the form has words for (a disposable address), else the general failure. The key
  // and parameters are read from the tRPC error's data as lib/serverError.ts does, without it:
  // this form is in the landing page's first script.
  const refusal = (join.error as { data?: Said | null } | null)?.data;
  const words =
    refusal?.messageKey &&
    WAITLIST_FORM_TEXTS[refusal.messageKey as keyof typeof WAITLIST_FORM_TEXTS];
  const refused: MessageDescriptor | null | undefined = words && {
    ...words,
    values: refusal.params ?? undefined,
  };

  // Submission is blocked while sending and after success (SPEC 4).
  const busy = join.isPending || join.isSuccess;
  const canSubmit = !blank && shownError === null && !busy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || blank) return;
    const problem = waitlistEmailError(email);
    setEmailError(problem);
    if (problem === null)
      join.mutate({
        email: email.trim(),
        source: "landing-page",
        language,
        ref: referralCode(),
        formShownMs: Math.max(0, Date.now() - shownAt.current),
      });
  };

  const backToForm = () => {
    join.reset();
    setEmail("");
    setEmailError(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  if (join.isSuccess) {
    return (
      <Paper withBorder radius="md" p="lg" role="status">
        <Stack align="center" gap="sm">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Text ref={successRef} tabIndex={-1} ta="center" fw={700} fz="lg">
            {t`You're on the list! We'll notify you when we launch.`}
          </Text>
          <Text ta="center">
            {t`Confirm your address from the email we sent to secure your place and get your referral link.`}
          </Text>
          <Button variant="light" onClick={backToForm}>
            {t`Back to form`}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <form onSubmit={submit} aria-describedby="waitlist-consent">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={inputRef}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            label={t`Email address`}
            placeholder="name@example.com"
            value={email}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setEmail(next);
              // An emptied field starts over: an earlier verdict must not greet the next address.
              if (next.trim() === "") setEmailError(null);
              if (join.isError) join.reset();
            }}
            error={shownError === "invalid" ? t`Invalid email address` : undefined}
            size="md"
            style={{ flex: "1 1 16rem" }}
          />
          <Button
            type="submit"
            size="md"
            disabled={!canSubmit}
            mt={{ base: 0, xs: 28 }}
            style={{ flex: "1 0 auto" }}
          >
            {join.isPending ? t`Sending...` : t`Join Waitlist`}
          </Button>
        </Group>
        {join.isError && (
          <Text role="alert" c="var(--mantine-color-error)" size="sm" fw={600}>
            {refused
              ? i18n._(refused)
              : t`An error occurred during registration. Please try again.`}
          </Text>
        )}
        <Text id="waitlist-consent" size="xs" c="dimmed">
          {t`By signing up, you agree to receive emails about our launch and special offers.`}
        </Text>
      </Stack>
    </form>
  );
}
