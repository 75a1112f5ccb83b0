import "./styles";
import "./lib/zodConfig";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./AppProviders";
import { activateLanguage } from "./i18n/i18n";
import { applyDocumentLanguage, initialLanguage } from "./i18n/language";
import { loadAppApiLayer, markInteractive } from "./lib/ApiBoundary";
import { sessionSnapshot, subscribeSession } from "./lib/adminSession";
import { createAppRouter } from "./router";

/**
 * Marks `<html data-app-ready>` once the page has been taken over (hydrated or drawn) and reacts
 * to input. Renders nothing, so the prerendered markup is unaffected. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-ready", "");
    performance.mark("app-ready"); // scripts/size.mjs: what was requested before this moment
    markInteractive();
  }, []);
  return null;
}

async function start() {
  const language = initialLanguage();
  // public/boot.js has normally done this already; repeat it in case that script did not run.
  applyDocumentLanguage(language);

  // The data layer is its own chunk, loaded by the first widget or route that needs it.
  const router = createAppRouter({
    api: loadAppApiLayer,
  });
  // SPEC 8: a session the server refuses (the API client then ends it) sends the administrator
  // back to the sign-in screen.
  subscribeSession(() => {
    if (
      sessionSnapshot().endedBecause === "unauthorized" &&
      router.state.location.pathname.startsWith("/admin/")
    )
      void router.navigate({ to: "/admin" });
  });

  // Fetch the catalog and the first route's code side by side, then render once. If either fails
  // (a flaky network), render anyway: the router shows its error screen and can retry.
  await Promise.all([activateLanguage(language), router.load()]).catch((error: unknown) => {
    console.error("Could not load the page", error);
  });

  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <MarkReady />
      </AppProviders>
    </StrictMode>
  );

  // Public pages arrive prerendered (scripts/prerender.mjs) in the language the server chose.
  // When it is this visitor's language, take the markup over; in a transition, so the work is
  // split into short tasks. Otherwise (another language stored only in this browser, or a page
  // that is not prerendered) draw the page from scratch.
  if (container.dataset.prerendered === language) {
    // What TanStack Router's own hydration sets: the matches then render without the outer
    // Suspense boundary that the server render has no trace of.
    router.ssr = { manifest: undefined };
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

void start();
