import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiLayerContext } from "./ApiBoundary";
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

/** The one data layer of this page (public widgets and the admin panel share its cache). */
export function appApiLayer(): ApiLayer {
  appLayer ??= createApiLayer();
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
