import { Providers } from "@bayan/ui";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { i18n } from "./i18n/i18n";
import { TRPCProvider, type ApiClient } from "./lib/trpc";

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** Right-to-left for Arabic; by default read from `<html dir>` (there is none when prerendering). */
  direction?: "ltr" | "rtl";
  /** "test" turns off Mantine transitions and portals. */
  env?: "default" | "test";
}

/** Theme and direction, translations, and the data layer, in the order they depend on each other. */
export function AppProviders({
  children,
  queryClient,
  apiClient,
  direction,
  env,
}: AppProvidersProps) {
  return (
    <Providers env={env ?? "default"} {...(direction ? { initialDirection: direction } : {})}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
            {children}
          </TRPCProvider>
        </QueryClientProvider>
      </I18nProvider>
    </Providers>
  );
}
