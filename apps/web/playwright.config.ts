import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";

/** The journeys run against the built production server on a fresh PGlite folder. */
const PORT = Number(process.env.E2E_PORT ?? 3199);
/** Held to the settings' password rule, so the settings journey can change it and put it back. */
export const E2E_ADMIN_PASSWORD = "E2e admin password #1";

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1, // one Chromium at a time on a 2-core machine
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A fresh data folder per port, so two runs on different E2E_PORTs never share one.
    command: `rm -rf .e2e-data/${PORT} && node ../api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/system/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `.e2e-data/${PORT}`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // Every journey runs from one address; the join limit is covered by the API tests.
      RATE_LIMITS: "off",
      // The webhooks journey's receiver listens on the loopback (docs/email-delivery.md).
      WEBHOOKS_ALLOW_PRIVATE: "true",
    },
  },
});
