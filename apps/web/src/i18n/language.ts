import type { Language } from "@bayan/trpc/schemas";

/**
 * Where the visitor's explicit choice is kept: in local storage, and in a cookie of the same name
 * so the server can send the page already in that language. public/boot.js uses the same names.
 */
export const LANGUAGE_STORAGE_KEY = "language";
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ar";
}

/**
 * SPEC 4: the stored choice, else Arabic when the browser language starts with "ar", else English.
 * public/boot.js applies the same rule before first paint.
 */
export function detectLanguage(
  stored: string | null,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  return (browserLanguage ?? "").toLowerCase().startsWith("ar") ? "ar" : "en";
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A link with `?lang=en|ar` (the hreflang alternates search engines show) is an explicit choice:
 * it is stored, and the parameter is taken off the address so a later switch sticks on reload.
 */
function takeLanguageFromUrl(): void {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get("lang");
  if (!isLanguage(requested)) return;
  storeLanguage(requested);
  url.searchParams.delete("lang");
  window.history.replaceState(window.history.state, "", url);
}

export function initialLanguage(): Language {
  takeLanguageFromUrl();
  return detectLanguage(readStored(), window.navigator.language);
}

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie then carries the choice.
  }
}

export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** `<html lang dir>`: Arabic is right-to-left. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
