import "./styles";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./AppProviders";
import { activateLanguage } from "./i18n/i18n";
import { applyDocumentLanguage, initialLanguage } from "./i18n/language";
import { createApiClient, createQueryClient } from "./lib/trpc";
import { createAppRouter } from "./router";

async function start() {
  const language = initialLanguage();
  // public/boot.js has normally done this already; repeat it in case that script did not run.
  applyDocumentLanguage(language);

  const router = createAppRouter();
  const queryClient = createQueryClient();
  const apiClient = createApiClient();

  // Fetch the catalog and the first route's code side by side, then paint once. If either fails
  // (a flaky network), paint anyway: the router shows its error screen and can retry.
  await Promise.all([activateLanguage(language), router.load()]).catch((error: unknown) => {
    console.error("Could not load the page", error);
  });

  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
