import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // One module registry per worker, not per file (16 s -> 6 s); setup.ts cleans up after each test.
    isolate: false,
    // The first render of a test file loads Mantine and mantine-datatable: slow on a busy host.
    testTimeout: 30_000,
    // Mantine's own CSS stays out (the tests look at the DOM); mantine-datatable's is loaded, as
    // its empty-state overlay sets `pointer-events: none`, which user-event honours.
    css: { include: [/mantine-datatable/] },
  },
});
