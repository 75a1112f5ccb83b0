import type { Language } from "@bayan/trpc/schemas";
import type { Messages } from "@lingui/core";

/**
 * The confirmation page's own catalog (src/pages/confirm/locales), one chunk per language,
 * fetched with the page: its strings are not part of every public page's first load.
 */
export async function confirmCatalog(language: Language): Promise<Messages> {
  return ((await import(`./locales/${language}/messages.po`)) as { messages: Messages }).messages;
}
