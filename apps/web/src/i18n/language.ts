import type { Language } from "@bayan/trpc/schemas";

/** Where the visitor's explicit choice is kept. public/boot.js reads the same key. */
export const LANGUAGE_STORAGE_KEY = "language";

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

export function initialLanguage(): Language {
  return detectLanguage(readStored(), window.navigator.language);
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
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
