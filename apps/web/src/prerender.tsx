// Build-time entry (vite build --ssr): renders a public page in one language to HTML, which
// scripts/prerender.mjs writes into the page's own index.html. The browser then hydrates it
// (src/main.tsx), so the text is on screen before any JavaScript has run.
import type { Language } from "@bayan/trpc/schemas";
import { i18n } from "@lingui/core";
import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import { AppProviders } from "./AppProviders";
import { directionOf } from "./i18n/language";
import { createApiClient, createApiOptions, createQueryClient } from "./lib/trpc";
import { PageMetaCollector, type PageMeta } from "./lib/pageMeta";
import { messages as arMessages } from "./locales/ar/messages.po";
import { messages as enMessages } from "./locales/en/messages.po";
import { createAppRouter } from "./router";

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
  const queryClient = createQueryClient({ retry: false });
  const apiClient = createApiClient();
  const router = createAppRouter(
    { queryClient, trpc: createApiOptions(apiClient, queryClient) },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();

  let meta: PageMeta | null = null;
  const { prelude } = await prerender(
    <PageMetaCollector value={(collected) => (meta = collected)}>
      <AppProviders
        queryClient={queryClient}
        apiClient={apiClient}
        direction={directionOf(language)}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </PageMetaCollector>,
  );
  const html = await new Response(prelude).text();
  if (!meta) throw new Error(`${path} (${language}) did not declare its title and description`);
  return { html, meta };
}
