import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useEntryLanguage, useLinkToken } from "../../lib/linkPage";
import { usePageText, type Said } from "../../lib/pageText";
import { useTRPC } from "../../lib/trpc";
import { UNSUBSCRIBE_PAGE_TEXTS } from "./messages";
import {
  CheckFailedView,
  CheckingUnsubscribeLink,
  UnsubscribeChoice,
  UnsubscribeStateView,
} from "./UnsubscribeViews";

/** A failed call's error as the tRPC client gives it: the HTTP status and the message's key. */
type CallError = { data?: { httpStatus?: number; messageKey?: string | null } | null } | null;

/**
 * What a failed call on an unsubscribe link means for the page: a link the server does not know
 * or a malformed one (404, 400), too many tries (429), or anything else (a network failure, a
 * fault: try again). Read from the tRPC error itself, as the confirmation page does.
 */
function linkFailure(error: CallError): "unknown" | "tooMany" | "other" {
  const status = error?.data?.httpStatus;
  if (status === 404 || status === 400) return "unknown";
  if (status === 429) return "tooMany";
  return "other";
}

type Outcome = { kind: "unsubscribed"; said: Said } | { kind: "unknown" };

/**
 * The unsubscribe page once the data layer is in: reads the link's state
 * (`email.unsubscribeCheck`, which changes nothing), then acts only on a click on Unsubscribe
 * (`email.unsubscribe`). An address already unsubscribed gets the done state at once.
 */
export function LiveUnsubscribe() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const text = usePageText(UNSUBSCRIBE_PAGE_TEXTS);
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const check = useQuery({
    ...trpc.email.unsubscribeCheck.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not check the unsubscribe link" } },
    ),
    enabled: typeof token === "string",
    // A link's state changes only by its button; the page says so itself.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEntryLanguage(check.data?.language);

  const unsubscribe = useMutation(
    trpc.email.unsubscribe.mutationOptions({
      onSuccess: (answer) => setOutcome({ kind: "unsubscribed", said: answer }),
      onError: (error) => {
        const failure = linkFailure(error);
        if (failure === "unknown") {
          setOutcome({ kind: "unknown" });
        } else if (failure === "tooMany") {
          setAlert(
            t`Too many attempts from your connection. Please wait a few minutes and try again.`,
          );
        } else {
          console.error("The unsubscribe link's action failed", error);
          setAlert(t`Something went wrong. Please try again.`);
        }
      },
    }),
  );

  if (outcome?.kind === "unsubscribed") {
    return <UnsubscribeStateView state="unsubscribed" said={text(outcome.said)} focus />;
  }
  if (outcome) return <UnsubscribeStateView state={outcome.kind} focus />;
  if (token === undefined) return <CheckingUnsubscribeLink />;
  // No token, or one that cannot be a token: the API would answer 400.
  if (token === null) return <UnsubscribeStateView state="unknown" />;
  if (check.isError) {
    const failure = linkFailure(check.error);
    if (failure === "unknown") return <UnsubscribeStateView state="unknown" />;
    return (
      <CheckFailedView
        tooMany={failure === "tooMany"}
        retrying={check.isFetching}
        onRetry={() => void check.refetch()}
      />
    );
  }
  if (!check.data) return <CheckingUnsubscribeLink />;
  const { state, email } = check.data;
  if (state === "unsubscribed") {
    // Done before (by this page or the email's one-click header): said as the button's answer.
    const said: Said = { message: email, messageKey: "email.unsubscribed", params: { email } };
    return <UnsubscribeStateView state="unsubscribed" said={text(said)} />;
  }
  return (
    <UnsubscribeChoice
      email={email}
      pending={unsubscribe.isPending}
      alert={alert}
      onUnsubscribe={() => {
        setAlert(null);
        if (!unsubscribe.isPending) unsubscribe.mutate({ token });
      }}
    />
  );
}
