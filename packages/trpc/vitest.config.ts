import { defineConfig } from "vitest/config";

// Resolve workspace packages to their TypeScript sources (the "@bayan/source" export condition).
const conditions = ["@bayan/source", "node", "import", "default"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@bayan/source"] } },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
