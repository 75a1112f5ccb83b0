import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";

// Resolve workspace packages to their TypeScript sources (the "@bayan/source" export condition).
const conditions = ["@bayan/source", "module", "node", "development|production"];

/** The Vitest settings every server-side package shares. */
const shared = defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module registry instead of loading the server (Fastify,
    // tRPC, Drizzle, zod schemas) again for each file: trpc 121 s -> 60 s and api 138 s -> 90 s on
    // both databases on this machine. Each file still opens its own databases and servers; state
    // kept in a module (the metrics registry) is per server, not per process.
    isolate: false,
  },
});
export default shared;

/**
 * For the suites that open test databases (db, trpc, api): one migrated PGlite is dumped before
 * the run and each test database is loaded from it (vitest.global-setup.ts).
 */
export const withTestDatabases = mergeConfig(shared, {
  test: { globalSetup: [fileURLToPath(new URL("./vitest.global-setup.ts", import.meta.url))] },
});
