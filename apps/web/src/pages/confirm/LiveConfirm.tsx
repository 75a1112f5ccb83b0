import { Button, Group, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usePageText, type Said } from "../../lib/pageText";
import { useTRPC } from "../../lib/trpc";
import { ActionAlert } from "../register/RegisterViews";
import {
  CheckFailedView,
  CheckingConfirmLink,
  ConfirmChoice,
  ConfirmStateView,
} from "./ConfirmViews";
import { useEntryLanguage, useLinkToken } from "../../lib/linkPage";
import { CONFIRM_PAGE_TEXTS } from "./messages";
import { openStatusPage } from "./navigate";

/** A failed call's error as the tRPC client gives it: the HTTP status and the message's key. */
type CallError = { data?: { httpStatus?: number; messageKey?: string | null } | null } | null;

/**
 * What a failed call on a confirmation link means for the page: the link's state the server
 * found (already confirmed, expired, unknown), too many tries (429), or anything else (a
 * network failure, a fault: try again). Read from the tRPC error itself, as lib/serverError.ts
 * does: importing that here would move it out of the chunk the contact page loads it in.
 */
export function linkFailure(
  error: CallError,
): "confirmed" | "expired" | "unknown" | "tooMany" | "other" {
  const status = error?.data?.httpStatus;
  if (status === 409)
    return error?.data?.messageKey === "waitlist.linkExpired" ? "expired" : "confirmed";
  if (status === 404 || status === 400) return "unknown";
  if (status === 429) return "tooMany";
  return "other";
}

type Outcome =
  { kind: "removed"; said: Said } | { kind: "opening" | "confirmed" | "expired" | "unknown" };

/** "Send me a new link" under an expired link, and what the server said to it. */
function ResendLink({ token }: { token: string }) {
  const { t } = useLingui();
  const text = usePageText(CONFIRM_PAGE_TEXTS);
  const trpc = useTRPC();
  const resend = useMutation(trpc.waitlist.resendConfirmation.mutationOptions());
  if (resend.data) {
    return (
      <Text size="lg" role="status" fw={600} data-testid="resend-answer">
        {text(resend.data)}
      </Text>
    );
  }
  const failure = resend.isError ? linkFailure(resend.error) : null;
  return (
    <>
      <Group>
        <Button
          size="md"
          loading={resend.isPending}
          onClick={() => resend.mutate({ token })}
        >{t`Send me a new link`}</Button>
      </Group>
      {failure && (
        <ActionAlert>
          {failure === "tooMany"
            ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
            : t`Something went wrong. Please try again.`}
        </ActionAlert>
      )}
    </>
  );
}

/**
 * The confirmation page once the data layer is in: reads the link's state (`waitlist.confirmCheck`,
 * which changes nothing), then acts only on a click: Confirm (`waitlist.confirm`, then the status
 * page), "This wasn't me" (`waitlist.notMe`), or, for an expired link, a new email
 * (`waitlist.resendConfirmation`).
 */
export function LiveConfirm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const text = usePageText(CONFIRM_PAGE_TEXTS);
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const check = useQuery({
    ...trpc.waitlist.confirmCheck.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not check the confirmation link" } },
    ),
    enabled: typeof token === "string",
    // A link's state changes only by its buttons; the page says so itself.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEntryLanguage(check.data?.language);

  const onFailure = (error: CallError) => {
    const failure = linkFailure(error);
    if (failure === "tooMany") {
      setAlert(t`Too many attempts from your connection. Please wait a few minutes and try again.`);
    } else if (failure === "other") {
      console.error("The confirmation link's action failed", error);
      setAlert(t`Something went wrong. Please try again.`);
    } else {
      setOutcome({ kind: failure });
    }
  };
  const confirm = useMutation(
    trpc.waitlist.confirm.mutationOptions({
      onSuccess: (answer) => {
        setOutcome({ kind: "opening" });
        openStatusPage(answer.statusToken);
      },
      onError: onFailure,
    }),
  );
  const notMe = useMutation(
    trpc.waitlist.notMe.mutationOptions({
      onSuccess: (answer) => setOutcome({ kind: "removed", said: answer }),
      onError: onFailure,
    }),
  );

  if (outcome?.kind === "removed") {
    return <ConfirmStateView state="removed" said={text(outcome.said)} focus />;
  }
  if (outcome?.kind === "opening") return <ConfirmStateView state="opening" focus />;
  if (outcome?.kind === "expired" && token) {
    return (
      <ConfirmStateView state="expired" focus>
        <ResendLink token={token} />
      </ConfirmStateView>
    );
  }
  if (outcome) return <ConfirmStateView state={outcome.kind} focus />;
  if (token === undefined) return <CheckingConfirmLink />;
  // No token, or one that cannot be a token: the API would answer 400.
  if (token === null) return <ConfirmStateView state="unknown" />;
  if (check.isError) {
    const failure = linkFailure(check.error);
    if (failure === "unknown") return <ConfirmStateView state="unknown" />;
    return (
      <CheckFailedView
        tooMany={failure === "tooMany"}
        retrying={check.isFetching}
        onRetry={() => void check.refetch()}
      />
    );
  }
  if (!check.data) return <CheckingConfirmLink />;
  const { state, email } = check.data;
  if (state === "expired") {
    return (
      <ConfirmStateView state="expired">
        <ResendLink token={token} />
      </ConfirmStateView>
    );
  }
  if (state === "confirmed") return <ConfirmStateView state="confirmed" />;

  const pending = confirm.isPending ? "confirm" : notMe.isPending ? "notMe" : null;
  return (
    <ConfirmChoice
      email={email}
      pending={pending}
      asking={asking}
      alert={alert}
      onConfirm={() => {
        setAlert(null);
        if (!pending) confirm.mutate({ token });
      }}
      onAskNotMe={() => {
        setAlert(null);
        setAsking(true);
      }}
      onCancelNotMe={() => setAsking(false)}
      onNotMe={() => {
        setAlert(null);
        if (!pending) notMe.mutate({ token });
      }}
    />
  );
}
