import type { Language } from "@bayan/trpc/schemas";
import { useDirection } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { activateLanguage } from "../../i18n/i18n";
import { LANGUAGE_STORAGE_KEY, applyDocumentLanguage, directionOf } from "../../i18n/language";
import { useLanguage } from "../../i18n/useLanguage";
import { useTRPC } from "../../lib/trpc";
import { RegisterForm } from "./RegisterForm";
import { statusOf } from "./registerFailure";
import { usePageText, type Said } from "../../lib/pageText";
import { REGISTER_PAGE_TEXTS } from "./messages";
import { tokenFromSearch } from "./registerRules";
import {
  CheckFailedView,
  CheckingLink,
  LinkStateView,
  RegisteredView,
  type LinkProblem,
} from "./RegisterViews";

/** Whether the visitor has chosen a language on this site (a `?lang=` link counts: it is stored). */
function languageChosen(): boolean {
  try {
    if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY)) return true;
  } catch {
    // Storage unavailable: the cookie tells.
  }
  return /(?:^|;\s*)language=(en|ar)(?:;|$)/.test(document.cookie);
}

/**
 * Greets in the invitation's language when the visitor has not chosen one: the page switches to
 * it once, for this visit, without storing it as their choice (the language switch in the top
 * bar still does that).
 */
function useInvitationLanguage(language: Language | null | undefined) {
  const { language: current } = useLanguage();
  const { setDirection } = useDirection();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !language) return;
    done.current = true;
    if (language === current || languageChosen()) return;
    activateLanguage(language).then(
      () => {
        applyDocumentLanguage(language);
        setDirection(directionOf(language));
      },
      (error: unknown) => console.error("Could not load the language", language, error),
    );
  }, [language, current, setDirection]);
}

/** The address does not change while the page is open (no client-side routing here). */
const noSubscription = () => () => undefined;
const readSearch = () => window.location.search;
const noSearch = () => null;

type Outcome = { kind: "registered"; said: Said } | { kind: LinkProblem };

export function LiveRegistration() {
  const trpc = useTRPC();
  const text = usePageText(REGISTER_PAGE_TEXTS);
  // The prerendered page has no address to read, and so its hydration neither (the server
  // snapshot, null: undefined, "not read yet"); the browser's own render reads it.
  const search = useSyncExternalStore(noSubscription, readSearch, noSearch);
  const token = search === null ? undefined : tokenFromSearch(search);
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
  useInvitationLanguage(check.data?.language);

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
