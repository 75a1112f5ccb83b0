import { useLingui } from "@lingui/react/macro";
import { createContext, use, useEffect } from "react";

export interface PageMeta {
  /** "<page> · Bayan", or the brand line alone on the home page. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/**
 * Where the build-time prerender (src/prerender.tsx) collects the page's title and description
 * to write them into the HTML head. In the browser there is no collector.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

function setDescription(description: string) {
  document.querySelector('meta[name="description"]')?.setAttribute("content", description);
}

/** The page's title and description in the current language, in the document head. */
export function usePageMeta(page: string | undefined, description: string) {
  const { t } = useLingui();
  const title = page ? `${page} · ${t`Bayan`}` : t`Bayan · Learn English the easy way`;
  use(PageMetaCollector)?.({ title, description });
  useEffect(() => {
    document.title = title;
    setDescription(description);
  }, [title, description]);
}
