// Build-time entry (vite build --ssr): renders a public page in one language to HTML, which
// scripts/prerender.mjs writes into the page's own index.html. The browser then hydrates it
// (src/main.tsx), so the text is on screen before any JavaScript has run.
import type { Language } from "@bayan/trpc/schemas";
import { i18n } from "@lingui/core";
import { prerender } from "react-dom/static";
import { AppProviders } from "./AppProviders";
import { directionOf } from "./i18n/language";
import { PageMetaCollector, type PageMeta } from "./lib/pageMeta";
import { messages as arMessages } from "./locales/ar/messages.po";
import { messages as enMessages } from "./locales/en/messages.po";
import { PublicApp, loadPublicPage } from "./PublicApp";

const catalogs = { en: enMessages, ar: arMessages };

/**
 * The page at `path` as a first-time visitor sees it before any data has arrived (the countdown
 * and the queue count show their loading state, below-the-fold sections their reserved space).
 */
export async function renderPage(
  path: string,
  language: Language,
): Promise<{ html: string; meta: PageMeta }> {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  // Public pages render their data widgets in the state before any data has arrived; nothing is
  // fetched while prerendering.
  const page = await loadPublicPage(path);

  let meta: PageMeta | null = null;
  const app = (
    <PageMetaCollector value={(collected) => (meta = collected)}>
      <AppProviders direction={directionOf(language)}>
        <PublicApp page={page} />
      </AppProviders>
    </PageMetaCollector>
  );
  // An error inside a Suspense boundary would otherwise only leave that part to the browser.
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, {
    onError: (error) => void errors.push(error),
    // Every boundary written in place: a large one (the data widgets sit in Suspense boundaries,
    // lib/ApiBoundary.tsx) would otherwise be written apart with an inline script that moves it
    // into place, which the CSP (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (html.includes("<script>")) throw new Error(`${path} (${language}) has an inline script`);
  if (errors.length > 0) {
    throw new Error(`${path} (${language}) could not be prerendered`, { cause: errors[0] });
  }
  if (!meta) throw new Error(`${path} (${language}) did not declare its title and description`);
  return { html, meta };
}
