// What the pages an email links to (/register, /confirm, /status, /unsubscribe) share: the token in
// the address and the language of the invitation, waitlist entry or email. No strings here: each
// page's words are in its own catalog.
import type { Language } from "@bayan/trpc/schemas";
import { useDirection } from "@mantine/core";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { activateLanguage } from "../i18n/i18n";
import { LANGUAGE_STORAGE_KEY, applyDocumentLanguage, directionOf } from "../i18n/language";
import { useLanguage } from "../i18n/useLanguage";

/**
 * A link's token as the API takes it (invitation, waitlist and unsubscribe token schemas:
 * base64url, 20-100).
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The token in the page's address, or null when there is none or it cannot be one. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The address does not change while the page is open (no client-side routing here). */
const noSubscription = () => () => undefined;
const readSearch = () => window.location.search;
const noSearch = () => null;

/**
 * The link's token: undefined while not read yet (the prerendered page and its hydration have no
 * address to read), null when there is none or it cannot be one (base64url, 20-100 characters).
 */
export function useLinkToken(): string | null | undefined {
  const search = useSyncExternalStore(noSubscription, readSearch, noSearch);
  return search === null ? undefined : tokenFromSearch(search);
}

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
 * Greets in the language of the invitation or waitlist entry when the visitor has not chosen one:
 * the page switches to it once, for this visit, without storing it as their choice (the language
 * switch in the top bar still does that).
 */
export function useEntryLanguage(language: Language | null | undefined) {
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
