import type { Language } from "@bayan/trpc/schemas";
import type { Messages } from "@lingui/core";

/**
 * The unsubscribe page's own catalog (src/pages/unsubscribe/locales), one chunk per language,
 * fetched with the page: its strings are not part of every public page's first load.
 */
export async function unsubscribeCatalog(language: Language): Promise<Messages> {
  return ((await import(`./locales/${language}/messages.po`)) as { messages: Messages }).messages;
}
