import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useEntryLanguage, useLinkToken } from "../../lib/linkPage";
import { useTRPC } from "../../lib/trpc";
import { RegisterForm } from "./RegisterForm";
import { statusOf } from "./registerFailure";
import { usePageText, type Said } from "../../lib/pageText";
import { REGISTER_PAGE_TEXTS } from "./messages";
import {
  CheckFailedView,
  CheckingLink,
  LinkStateView,
  RegisteredView,
  type LinkProblem,
} from "./RegisterViews";

type Outcome = { kind: "registered"; said: Said } | { kind: LinkProblem };

export function LiveRegistration() {
  const trpc = useTRPC();
  const text = usePageText(REGISTER_PAGE_TEXTS);
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = useQuery({
    ...trpc.registration.check.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not check the registration link" } },
    ),
    enabled: typeof token === "string",
    // A link's state changes only by using it; the page says so itself.
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEntryLanguage(check.data?.language);

  if (outcome?.kind === "registered") return <RegisteredView text={text(outcome.said)} />;
  if (outcome) return <LinkStateView state={outcome.kind} focus />;
  if (token === undefined) return <CheckingLink />;
  // No token, or one that cannot be a token: the API would answer 400.
  if (token === null) return <LinkStateView state="unknown" />;
  if (check.isError) {
    return statusOf(check.error) === 400 ? (
      <LinkStateView state="unknown" />
    ) : (
      <CheckFailedView retrying={check.isFetching} onRetry={() => void check.refetch()} />
    );
  }
  if (!check.data) return <CheckingLink />;
  const { state, email, name } = check.data;
  if (state !== "valid" || !email)
    return <LinkStateView state={state === "valid" ? "unknown" : state} />;
  return (
    <RegisterForm
      token={token}
      email={email}
      initialName={name ?? ""}
      onRegistered={(said) => setOutcome({ kind: "registered", said })}
      onLinkProblem={(kind) => setOutcome({ kind })}
    />
  );
}
