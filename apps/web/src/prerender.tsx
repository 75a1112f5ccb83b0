// Server entry (vite build --ssr): renders a public page in one language to HTML. At build time
// scripts/prerender.mjs writes it into the page's own index.html; at request time the API server
// renders the privacy and terms pages again with their published sections, and their versions
// pages with the list (apps/api src/plugins/pages.ts). The browser then hydrates it (src/main.tsx), so the text is on screen
// before any JavaScript has run.
import type {
  Language,
  PolicyDocument,
  PolicySectionDto,
  PolicyVersionDto,
} from "@bayan/trpc/schemas";
import { i18n } from "@lingui/core";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { AppProviders } from "./AppProviders";
import { directionOf } from "./i18n/language";
import { PageMetaCollector, type PageMeta } from "./lib/pageMeta";
import { messages as arMessages } from "./locales/ar/messages.po";
import { messages as enMessages } from "./locales/en/messages.po";
import { messages as confirmArMessages } from "./pages/confirm/locales/ar/messages.po";
import { messages as confirmEnMessages } from "./pages/confirm/locales/en/messages.po";
import { messages as registerArMessages } from "./pages/register/locales/ar/messages.po";
import { messages as registerEnMessages } from "./pages/register/locales/en/messages.po";
import { messages as statusArMessages } from "./pages/status/locales/ar/messages.po";
import { messages as statusEnMessages } from "./pages/status/locales/en/messages.po";
import { messages as unsubscribeArMessages } from "./pages/unsubscribe/locales/ar/messages.po";
import { messages as unsubscribeEnMessages } from "./pages/unsubscribe/locales/en/messages.po";
import { messages as versionsArMessages } from "./pages/versions/locales/ar/messages.po";
import { messages as versionsEnMessages } from "./pages/versions/locales/en/messages.po";
import { PublicApp, loadPublicPage } from "./PublicApp";
import { appApiLayer } from "./lib/apiLayer";

/** The pages to prerender, read by scripts/prerender.mjs from this bundle. */
export { PUBLIC_PAGES } from "@bayan/trpc/rules/pages";

// The public catalog with the catalogs of pages that have their own (src/PublicApp.tsx): the
// browser adds those as the page loads (addCatalog), which caches the first language's only.
const catalogs = {
  en: {
    ...enMessages,
    ...registerEnMessages,
    ...confirmEnMessages,
    ...statusEnMessages,
    ...unsubscribeEnMessages,
    ...versionsEnMessages,
  },
  ar: {
    ...arMessages,
    ...registerArMessages,
    ...confirmArMessages,
    ...statusArMessages,
    ...unsubscribeArMessages,
    ...versionsArMessages,
  },
};

/** Data the server already has for a page, rendered into it (nothing is fetched here). */
export interface PageData {
  /** The published sections of a policy document in the page's language. */
  policy?: { document: PolicyDocument; sections: PolicySectionDto[] };
  /** A policy document's published versions in the page's language (its versions page's list). */
  versions?: { document: PolicyDocument; list: PolicyVersionDto[] };
}

/**
 * The page at `path` as a first-time visitor sees it before any data has arrived (the countdown
 * and the queue count show their loading state, below-the-fold sections their reserved space), or
 * with the given data in place. `state`: that data as the browser's query cache takes it
 * (`dehydrate`), for the page to carry to the browser so that hydration finds the same sections.
 * One render at a time: the catalogs and the data layer are this module's own.
 */
export async function renderPage(
  path: string,
  language: Language,
  data: PageData = {},
): Promise<{ html: string; meta: PageMeta; state: DehydratedState }> {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  const page = await loadPublicPage(path);
  const { queryClient, trpc } = appApiLayer();
  queryClient.clear();
  if (data.policy) {
    const { document, sections } = data.policy;
    queryClient.setQueryData(trpc.content.published.queryKey({ document, language }), sections);
  }
  if (data.versions) {
    const { document, list } = data.versions;
    queryClient.setQueryData(trpc.content.versions.queryKey({ document, language }), list);
  }

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
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, meta, state };
}
