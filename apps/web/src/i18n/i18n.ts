import type { Language } from "@bayan/trpc/schemas";
import { i18n, type Messages } from "@lingui/core";

type CatalogLoader = (language: Language) => Promise<Messages>;

/** The public site's catalog, one chunk per language. */
const publicCatalog: CatalogLoader = async (language) =>
  ((await import(`../locales/${language}/messages.po`)) as { messages: Messages }).messages;

/**
 * Catalogs added by parts of the app loaded later (the landing page's sections, the admin panel),
 * kept for language switches, each with its first load (which callers meanwhile wait for).
 */
const extraCatalogs = new Map<CatalogLoader, Promise<void>>();

/** The language being activated (or active): catalogs added meanwhile load in it. */
let wanted: Language | null = null;

/** Loads every catalog in use for one language (each its own chunk) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  const catalogs = await Promise.all(
    [publicCatalog, ...extraCatalogs.keys()].map((load) => load(language)),
  );
  if (wanted !== language) return; // another switch came after this one
  // `load` merges, so a catalog added while these were on their way is kept.
  i18n.load(language, Object.assign({}, ...catalogs) as Messages);
  i18n.activate(language);
}

/**
 * Adds messages for parts of the app not drawn yet. Into the active language's catalog they are
 * merged quietly: `i18n.load` would tell every translated component on screen to render again
 * (on the landing page that is the whole page, a long task on a phone), and none of them has a
 * new message to show.
 */
function mergeMessages(language: Language, messages: Messages) {
  const active = i18n.locale === language ? i18n.messages : {};
  if (Object.keys(active).length > 0) Object.assign(active, messages);
  else i18n.load(language, messages);
}

/**
 * Adds a catalog (once) for the current language and every later switch; resolves when its
 * messages are in. The admin routes and the landing page's sections call it before they render,
 * so their strings are there from the first frame.
 */
export function addCatalog(load: CatalogLoader): Promise<void> {
  let added = extraCatalogs.get(load);
  if (!added) {
    const language = wanted ?? (i18n.locale === "ar" ? "ar" : "en");
    added = load(language).then((messages) => mergeMessages(language, messages));
    // A catalog that could not be fetched (a flaky network) is asked for again next time.
    added.catch(() => extraCatalogs.delete(load));
    extraCatalogs.set(load, added);
  }
  return added;
}

/**
 * A page that brings its own catalog (src/pages/<page>/locales), once the catalog is in, for the
 * interface language and every later switch (src/PublicApp.tsx). Without it (a flaky network)
 * the page still renders, in English.
 */
export async function withCatalog<Page>(load: CatalogLoader, page: Page): Promise<Page> {
  await addCatalog(load).catch((error: unknown) => {
    console.error(`Could not load the translations of ${load.name}`, error);
  });
  return page;
}

export { i18n };
