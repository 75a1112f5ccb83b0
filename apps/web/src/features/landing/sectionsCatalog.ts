import type { Language } from "@bayan/trpc/schemas";
import type { Messages } from "@lingui/core";

/**
 * The catalog of the landing page's sections below the hero (src/features/landing/locales), one
 * chunk per language, fetched with the first section that comes near the viewport.
 */
export async function landingSectionsCatalog(language: Language): Promise<Messages> {
  return ((await import(`./locales/${language}/messages.po`)) as { messages: Messages }).messages;
}
