import type { Language } from "@bayan/trpc/schemas";
import type { Messages } from "@lingui/core";

/**
 * The versions pages' own catalog (src/pages/versions/locales), one chunk per language, fetched
 * with the page: their strings are not part of every public page's first load.
 */
export async function versionsCatalog(language: Language): Promise<Messages> {
  return ((await import(`./locales/${language}/messages.po`)) as { messages: Messages }).messages;
}
