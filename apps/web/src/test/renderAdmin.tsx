import type { Language } from "@bayan/trpc/schemas";
import { act } from "@testing-library/react";
import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { startSession } from "../lib/adminSession";
import { createApiLayer } from "../lib/apiLayer";
import { createApiClient, createQueryClient } from "../lib/trpc";
import { createAppRouter } from "../router";
import type { FakeApi } from "./fakeApi";
import { renderApp } from "./render";

/** A token the browser accepts (its `exp` is read, never its signature): valid for an hour. */
export function fakeAdminToken(expiresInSeconds = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "admin", exp })}.signature`;
}

/**
 * Renders the real app (route tree, admin shell, admin catalog) at an /admin path, signed in unless
 * `signedIn: false`, with the network replaced by the given fake API.
 */
export async function renderAdmin(
  path: string,
  {
    api,
    language = "en",
    signedIn = true,
  }: { api: FakeApi; language?: Language; signedIn?: boolean },
) {
  if (signedIn) startSession(fakeAdminToken());
  const queryClient = createQueryClient({ retry: false });
  const apiClient = createApiClient({
    url: "http://localhost/trpc",
    fetch: api.fetch,
    batch: false,
    onUnauthorized: () => void router.navigate({ to: "/admin" }),
  });
  const layer = createApiLayer({ queryClient, apiClient });
  const router = createAppRouter(
    { api: () => Promise.resolve(layer) },
    createMemoryHistory({ initialEntries: [path] }),
  );
  const view = await renderApp(<RouterProvider router={router} />, {
    api,
    language,
    queryClient,
    apiClient,
  });
  await act(() => router.load());
  return { ...view, router, queryClient };
}
