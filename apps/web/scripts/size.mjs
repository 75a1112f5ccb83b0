// Prints what the browser downloads for the landing page, gzipped, and fails over budget.
// Loads "/" from the built production server in headless Chromium (in English and in Arabic) and
// counts every same-origin script and stylesheet it fetched, so lazy route chunks and the
// language catalog are included. Run after `pnpm build`: `pnpm size`.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromiumLaunchOptions } from "./chromium.mjs";

const BUDGET = { js: 160 * 1024, css: 20 * 1024 };
/** Code that must never reach a visitor's browser. */
const FORBIDDEN = [/drizzle-orm/, /@electric-sql\/pglite/, /postgres\.js/];

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const port = 3000 + Math.floor(Math.random() * 1000) + 2000;
const dataDir = mkdtempSync(join(tmpdir(), "bayan-size-"));
const server = spawn(process.execPath, [join(root, "apps/api/dist/server.js")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/system/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start");
}

async function measure(browser, language) {
  const context = await browser.newContext();
  await context.addInitScript((lang) => localStorage.setItem("language", lang), language);
  const page = await context.newPage();
  const files = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin !== base || (type !== "script" && type !== "stylesheet")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ path: url.pathname, type, raw: body.length, gzip: gzipSync(body).length, body });
  });
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await context.close();
  return files;
}

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const language of ["en", "ar"]) {
    const files = await measure(browser, language);
    const sum = (type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
    const js = sum("script");
    const css = sum("stylesheet");
    console.log(`\nLanding page "/" in ${language}: ${files.length} files`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(f.gzip / 1024).toFixed(1).padStart(7)} kB gz  ${(f.raw / 1024).toFixed(1).padStart(7)} kB raw  ${f.path}`,
      );
    }
    console.log(
      `  JS  total: ${(js / 1024).toFixed(1)} kB gzipped (budget ${BUDGET.js / 1024} kB)`,
    );
    console.log(
      `  CSS total: ${(css / 1024).toFixed(1)} kB gzipped (budget ${BUDGET.css / 1024} kB)`,
    );
    if (js > BUDGET.js || css > BUDGET.css) failed = true;
    for (const f of files) {
      const text = f.body.toString("utf8");
      const found = FORBIDDEN.filter((pattern) => pattern.test(text));
      if (/admin/i.test(f.path)) found.push("admin code");
      if (found.length) {
        console.log(`  FORBIDDEN: ${f.path} carries ${found.join(", ")}`);
        failed = true;
      }
    }
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? "\nOVER BUDGET or forbidden code found" : "\nWithin budget");
process.exit(failed ? 1 : 0);
