import type { AppRouter } from "@bayan/trpc";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCContext, createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { endSession, liveToken } from "./adminSession";
import type { ServerError } from "./serverError";

/**
 * A failed call's HTTP status, read without `serverError()` itself: importing it here would make
 * it a chunk of its own, shared with the admin panel, and one more entry in the landing's first
 * script (its budget has no room).
 */
const statusOf = (error: unknown): ServerError["status"] =>
  (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

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
  /** Told when a call other than sign-in is refused with 401, after the token was removed. */
  onUnauthorized?: (path: string) => void;
}

/**
 * SPEC 8: a 401 on any call but the sign-in itself removes the stored token (it was rejected) and
 * tells `onUnauthorized`, which sends an administrator back to the sign-in screen.
 */
function unauthorizedLink(onUnauthorized?: (path: string) => void): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (statusOf(error) === 401 && op.path !== "auth.login") {
              endSession("unauthorized");
              onUnauthorized?.(op.path);
            }
            observer.error(error);
          },
        }),
      );
}

export function createApiClient({
  url = "/trpc",
  fetch,
  batch = true,
  onUnauthorized,
}: ApiClientOptions = {}) {
  // SPEC 5: the bearer token goes with a call only while it has not expired.
  const headers = () => {
    const token = liveToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const options = { url, headers, ...(fetch ? { fetch } : {}) };
  return createTRPCClient<AppRouter>({
    links: [
      unauthorizedLink(onUnauthorized),
      // The server answers a batch of more than 10 calls with 400 (TRPC_MAX_BATCH_SIZE in apps/api).
      batch ? httpBatchLink({ ...options, maxItems: 10 }) : httpLink(options),
    ],
  });
}

/** The typed query and mutation options of every procedure, for route loaders (router context). */
export function createApiOptions(apiClient: ApiClient, queryClient: QueryClient) {
  return createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
}

export type ApiOptions = ReturnType<typeof createApiOptions>;

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
  // A refused call (4xx: signed out, bad input, not found) fails the same way the second time.
  const retryFailed = (failures: number, error: unknown) => {
    const status = statusOf(error) ?? 0;
    return retry !== false && failures < retry && (status < 400 || status >= 500);
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(query.meta?.errorMessage ?? "Request failed", error);
      },
    }),
    defaultOptions: {
      queries: { retry: retryFailed, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
