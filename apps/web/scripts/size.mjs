// Prints what the browser downloads for the landing page, gzipped, and fails over budget.
// Loads "/" from the built production server in headless Chromium (in English and in Arabic) and
// counts every same-origin script and stylesheet it fetched, so lazy route chunks and the
// language catalog are included. Run after `pnpm build`: `pnpm size`.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const BUDGET = { js: 170 * 1024, css: 25 * 1024 };
/** Issue 13's target for the scripts on the critical path; reported until the landing meets it. */
const CRITICAL_TARGET_KB = 110;
/** Code that must never reach a visitor's browser. */
const FORBIDDEN = [/drizzle-orm/, /@electric-sql\/pglite/, /postgres\.js/];

async function measure(browser, language) {
  // A visitor who chose the language: stored in the browser, and in the cookie the app writes
  // beside it, so the server sends the page in that language.
  const context = await browser.newContext();
  await context.addCookies([{ name: "language", value: language, url: base }]);
  await context.addInitScript((lang) => localStorage.setItem("language", lang), language);
  const page = await context.newPage();
  const files = [];
  // Whether each file was asked for before the page was taken over (main.tsx marks
  // <html data-app-ready> and the performance mark "app-ready" once hydrated and answering
  // input): the code on that critical path. Read from the page's own resource timings.
  let early = new Set();
  page.on("response", async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin !== base || (type !== "script" && type !== "stylesheet")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      path: url.pathname,
      type,
      raw: body.length,
      gzip: gzipSync(body).length,
      body,
    });
  });
  await page.goto(base + "/");
  await page.waitForSelector("html[data-app-ready]", { state: "attached" });
  // What the page loads after it is interactive (its data layer, sections near the viewport)
  // counts towards the total: wait until a second passes without a new request. (Playwright's
  // "networkidle" is no help here: once reached, before the page is ready, it stays reached.)
  const requested = () => page.evaluate(() => performance.getEntriesByType("resource").length);
  for (let before = -1, now = await requested(); now !== before;) {
    await page.waitForTimeout(1000);
    [before, now] = [now, await requested()];
  }
  early = new Set(
    await page.evaluate(() => {
      const ready = performance.getEntriesByName("app-ready")[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < ready)
        .map((entry) => entry.name);
    }),
  );
  await context.close();
  // The page itself and boot.js come before any mark; the document is not a script.
  return files.map((file) => ({ ...file, early: early.has(base + file.path) }));
}

let failed = false;
const server = await startBuiltServer();
const base = server.base;
try {
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
    const early = files.filter((f) => f.type === "script" && f.early);
    const earlyJs = early.reduce((n, f) => n + f.gzip, 0);
    console.log(
      `  JS fetched before the page is interactive: ${(earlyJs / 1024).toFixed(1)} kB gzipped ` +
        `in ${early.length} files (reported; the landing-speed target is ${CRITICAL_TARGET_KB} kB)`,
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
  await server.stop();
}
console.log(failed ? "\nOVER BUDGET or forbidden code found" : "\nWithin budget");
process.exit(failed ? 1 : 0);
