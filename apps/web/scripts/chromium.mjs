// How the project launches Chromium for browser tests, size checks and Lighthouse.
// The system Chromium (Debian's package) when present: no browser is ever downloaded on CI.
// On a developer's own computer without it, Playwright's bundled browser is used instead.
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Launch options for Playwright's chromium. */
export function chromiumLaunchOptions() {
  return existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS }
    : { args: CHROMIUM_FLAGS };
}
