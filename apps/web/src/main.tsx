import "./styles";
import "./lib/zodConfig";

import { StrictMode, startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./AppProviders";
import { PublicApp, loadPublicPage } from "./PublicApp";
import { activateLanguage } from "./i18n/i18n";
import { applyDocumentLanguage, initialLanguage } from "./i18n/language";
import { markInteractive } from "./lib/ApiBoundary";
import { startAnalytics } from "./analytics";

/**
 * /admin and everything under it is the admin panel; any other path is a public page. public/boot.js
 * holds the same rule (it sends no page view there).
 */
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/**
 * Marks `<html data-app-ready>` once the page has been taken over (hydrated or drawn) and reacts
 * to input. Renders nothing, so the prerendered markup is unaffected. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-ready", "");
    performance.mark("app-ready"); // scripts/size.mjs: what was requested before this moment
    markInteractive();
    // The rest of the visit counter (docs/analytics.md; boot.js sent the page view): public pages
    // only, once the main thread is idle.
    if (!isAdminPath(location.pathname)) startAnalytics();
  }, []);
  return null;
}

/** What the page draws: the admin panel (its own chunk, with the router) or a public page. */
async function pageContent(pathname: string): Promise<ReactNode> {
  if (isAdminPath(pathname)) return (await import("./adminApp")).adminApp();
  return <PublicApp page={await loadPublicPage(pathname)} />;
}

async function start() {
  const language = initialLanguage();
  // public/boot.js has normally done this already; repeat it in case that script did not run.
  applyDocumentLanguage(language);

  // The catalog and the page's code side by side, then render once. Without its catalog (a flaky
  // network) the page still renders; without its code there is nothing to render, and a
  // prerendered page stays as it is: readable, its links working.
  const [, content] = await Promise.all([
    activateLanguage(language).catch((error: unknown) => {
      console.error("Could not load the translations", error);
    }),
    pageContent(window.location.pathname),
  ]);

  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <AppProviders>
        {content}
        <MarkReady />
      </AppProviders>
    </StrictMode>
  );

  // Public pages arrive prerendered (scripts/prerender.mjs) in the language the server chose.
  // When it is this visitor's language, take the markup over; in a transition, so the work is
  // split into short tasks. Otherwise (another language stored only in this browser, or a page
  // that is not prerendered) draw the page from scratch.
  if (container.dataset.prerendered === language) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.error("Hydration fell back to a fresh render", error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => {
  console.error("Could not load the page", error);
});
