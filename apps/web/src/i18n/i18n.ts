import type { Language } from "@bayan/trpc/schemas";
import { i18n, type Messages } from "@lingui/core";

type CatalogLoader = (language: Language) => Promise<Messages>;

/** The public site's catalog, one chunk per language. */
const publicCatalog: CatalogLoader = async (language) =>
  ((await import(`../locales/${language}/messages.po`)) as { messages: Messages }).messages;

/** Catalogs added by parts of the app loaded later (the admin panel's), kept for language switches. */
const extraCatalogs = new Set<CatalogLoader>();

/** The language being activated (or active): catalogs added meanwhile load in it. */
let wanted: Language | null = null;

/** Loads every catalog in use for one language (each its own chunk) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  const catalogs = await Promise.all(
    [publicCatalog, ...extraCatalogs].map((load) => load(language)),
  );
  if (wanted !== language) return; // another switch came after this one
  // `load` merges, so a catalog added while these were on their way is kept.
  i18n.load(language, Object.assign({}, ...catalogs) as Messages);
  i18n.activate(language);
}

/**
 * Adds a catalog (once) for the current language and every later switch. The admin routes call it
 * before they render, so the admin strings are there from the first frame.
 */
export async function addCatalog(load: CatalogLoader): Promise<void> {
  if (extraCatalogs.has(load)) return;
  extraCatalogs.add(load);
  const language = wanted ?? (i18n.locale === "ar" ? "ar" : "en");
  i18n.load(language, await load(language));
}

export { i18n };
