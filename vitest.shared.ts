import { defineConfig } from "vitest/config";

// Resolve workspace packages to their TypeScript sources (the "@bayan/source" export condition).
const conditions = ["@bayan/source", "module", "node", "development|production"];

/** The Vitest settings every server-side package shares. */
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
