import type { AppRouter } from "@bayan/trpc";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export interface ApiClientOptions {
  /** Defaults to the same origin's /trpc (one origin serves the app and the API). */
  url?: string;
  /** Replaceable for tests. */
  fetch?: typeof globalThis.fetch;
  /**
   * Calls made in the same tick share one request (the default). Tests with fake timers turn it
   * off, since batching waits for a timer.
   */
  batch?: boolean;
}

export function createApiClient({ url = "/trpc", fetch, batch = true }: ApiClientOptions = {}) {
  const options = { url, ...(fetch ? { fetch } : {}) };
  return createTRPCClient<AppRouter>({
    links: [batch ? httpBatchLink(options) : httpLink(options)],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { errorMessage?: string };
  }
}

/**
 * Failed queries are logged once each (not once per component showing them), with the spec's
 * wording from the query's `meta.errorMessage`.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(query.meta?.errorMessage ?? "Request failed", error);
      },
    }),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
