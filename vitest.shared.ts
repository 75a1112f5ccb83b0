import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";

// Resolve workspace packages to their TypeScript sources (the "@bayan/source" export condition).
const conditions = ["@bayan/source", "module", "node", "development|production"];

/** The Vitest settings every server-side package shares. */
const shared = defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
export default shared;

/**
 * For the suites that open test databases (db, trpc, api): one migrated PGlite is dumped before
 * the run and each test database is loaded from it (vitest.global-setup.ts).
 */
export const withTestDatabases = mergeConfig(shared, {
  test: { globalSetup: [fileURLToPath(new URL("./vitest.global-setup.ts", import.meta.url))] },
});
