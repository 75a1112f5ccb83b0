import {
  QueryClientProvider,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiLayerContext } from "./apiLayerContext";
import {
  TRPCProvider,
  createApiClient,
  createApiOptions,
  createQueryClient,
  type ApiClient,
  type ApiOptions,
} from "./trpc";

/** The query cache, the tRPC client and the typed options of every procedure, together. */
export interface ApiLayer {
  queryClient: QueryClient;
  apiClient: ApiClient;
  trpc: ApiOptions;
}

export function createApiLayer({
  queryClient = createQueryClient(),
  apiClient = createApiClient(),
}: { queryClient?: QueryClient; apiClient?: ApiClient } = {}): ApiLayer {
  return { queryClient, apiClient, trpc: createApiOptions(apiClient, queryClient) };
}

let appLayer: ApiLayer | null = null;

/** Where the server puts the data it rendered into the page (apps/api src/plugins/pages.ts). */
export const PAGE_DATA_ID = "page-data";

/**
 * The one data layer of this page (public widgets and the admin panel share its cache). Its cache
 * starts with the data the server rendered into the page, if any, so that the widgets hydrate with
 * the same data the markup shows.
 */
export function appApiLayer(): ApiLayer {
  if (!appLayer) {
    appLayer = createApiLayer();
    const carried = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ID);
    if (carried?.textContent) {
      try {
        hydrate(appLayer.queryClient, JSON.parse(carried.textContent) as DehydratedState);
      } catch (error) {
        console.error("The page's data could not be read", error);
      }
    }
  }
  return appLayer;
}

/** TanStack Query and tRPC for everything below; `ApiBoundary`s below pass straight through. */
export function ApiProviders({ layer, children }: { layer: ApiLayer; children: ReactNode }) {
  return (
    <ApiLayerContext value={layer}>
      <QueryClientProvider client={layer.queryClient}>
        <TRPCProvider trpcClient={layer.apiClient} queryClient={layer.queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </ApiLayerContext>
  );
}

/** What an `ApiBoundary` loads: the page's own data layer. */
export default function AppApiProviders({ children }: { children: ReactNode }) {
  return <ApiProviders layer={appApiLayer()}>{children}</ApiProviders>;
}
