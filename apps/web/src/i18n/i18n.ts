import type { Language } from "@bayan/trpc/schemas";
import { i18n } from "@lingui/core";

/** Loads one locale's catalog (its own chunk) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await import(`../locales/${language}/messages.po`);
  i18n.loadAndActivate({ locale: language, messages });
}

export { i18n };
