import type { Language } from "@bayan/trpc/schemas";
import type { Messages } from "@lingui/core";

/** The admin panel's own catalog (src/admin/locales), one chunk per language. */
export async function adminCatalog(language: Language): Promise<Messages> {
  return ((await import(`./locales/${language}/messages.po`)) as { messages: Messages }).messages;
}
