import type { Language } from "@bayan/trpc/schemas";
import { act, render } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { AppProviders } from "../AppProviders";
import { activateLanguage } from "../i18n/i18n";
import { applyDocumentLanguage } from "../i18n/language";
import { ApiProviders, createApiLayer } from "../lib/apiLayer";
import { createApiClient, createQueryClient, type ApiClient } from "../lib/trpc";
import type { FakeApi } from "./fakeApi";

/** Renders with the real providers and catalogs; the network is the given fake API. */
export async function renderApp(
  ui: ReactElement,
  {
    api,
    language = "en",
    queryClient = createQueryClient({ retry: false }),
    apiClient = createApiClient({ url: "http://localhost/trpc", fetch: api.fetch, batch: false }),
  }: { api: FakeApi; language?: Language; queryClient?: QueryClient; apiClient?: ApiClient },
) {
  await activateLanguage(language);
  applyDocumentLanguage(language);
  const view = render(
    <AppProviders env="test">
      <ApiProviders layer={createApiLayer({ queryClient, apiClient })}>{ui}</ApiProviders>
    </AppProviders>,
  );
  return { ...view, queryClient };
}

// Captured before any test fakes the timers: a real macrotask lets fetch bodies finish.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * Moves fake time forward and lets every pending promise, request and React update finish.
 * (Testing Library's waitFor cannot poll while timers are fake.)
 */
export async function advance(ms = 0) {
  const fake = vi.isFakeTimers();
  if (fake) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      if (fake) await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/**
 * Fake timers and clock for every test of the calling `describe` (at `now`, when given), real
 * ones again after each. `advance` moves them.
 */
export function withFakeClock(now?: Date) {
  beforeEach(() => {
    vi.useFakeTimers({
      ...(now ? { now } : {}),
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
