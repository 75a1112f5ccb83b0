// Prints what the browser downloads for each public page, gzipped, and fails over budget.
// Loads /, /privacy, /terms and /contact from the built production server in headless Chromium (in
// English and in Arabic) and counts every same-origin script and stylesheet each fetched, so lazy
// chunks and the language catalogs are included. Every file is listed for the landing page; the
// other pages print their totals. Run after `pnpm build`: `pnpm size`.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { adminChunkPaths, analyticsChunkPath } from "./admin-chunks.mjs";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

/**
 * Per page, gzipped: all its JS and its CSS; and the JS fetched before it is interactive (the
 * critical path): 110 kB on the landing page (issue 13), and on the other pages their figure when
 * the public pages stopped using the router and the contact page its zod schemas (113-120 kB),
 * down from 144-179 kB before, so they do not grow back.
 */
const BUDGET = { js: 170 * 1024, css: 25 * 1024 };
const EARLY_JS_BUDGET = {
  "/": 110 * 1024,
  "/privacy": 115 * 1024,
  "/terms": 115 * 1024,
  "/contact": 125 * 1024,
};
const PAGES = Object.keys(EARLY_JS_BUDGET);
/** Code that must never reach a visitor's browser. */
const FORBIDDEN = [/drizzle-orm/, /@electric-sql\/pglite/, /postgres\.js/];
/** The admin panel's chunks: none may reach a public page. */
const ADMIN_FILES = adminChunkPaths();
/**
 * The analytics script (src/analytics/visit.ts, docs/analytics.md): reported on its own; it must
 * load after the page is interactive and stay small.
 */
const ANALYTICS_FILE = analyticsChunkPath();
const ANALYTICS_BUDGET = 1024;

async function measure(browser, language, path) {
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
  await page.goto(base + path);
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
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const path of PAGES) {
    for (const language of ["en", "ar"]) {
      const files = await measure(browser, language, path);
      const sum = (list) => list.reduce((n, f) => n + f.gzip, 0);
      const js = sum(files.filter((f) => f.type === "script"));
      const earlyJs = sum(files.filter((f) => f.type === "script" && f.early));
      const css = sum(files.filter((f) => f.type === "stylesheet"));
      const analytics = files.find((f) => f.path === ANALYTICS_FILE);
      const over = [
        analytics?.early && "analytics script before interactive",
        analytics &&
          analytics.gzip > ANALYTICS_BUDGET &&
          `analytics script over ${kB(ANALYTICS_BUDGET)}`,
        js > BUDGET.js && `JS over ${kB(BUDGET.js)}`,
        earlyJs > EARLY_JS_BUDGET[path] &&
          `JS before interactive over ${kB(EARLY_JS_BUDGET[path])}`,
        css > BUDGET.css && `CSS over ${kB(BUDGET.css)}`,
      ].filter(Boolean);
      console.log(
        `\n"${path}" in ${language}: ${files.length} files; JS ${kB(js)} gz, ` +
          `${kB(earlyJs)} of it before the page is interactive; CSS ${kB(css)} gz; ` +
          (analytics
            ? `analytics script ${analytics.gzip} B gz (${analytics.early ? "early" : "later"})`
            : "analytics script not loaded") +
          (over.length ? `  (${over.join(", ")})` : ""),
      );
      if (path === "/") {
        for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
          console.log(
            `  ${(f.gzip / 1024).toFixed(1).padStart(7)} kB gz  ${(f.raw / 1024).toFixed(1).padStart(7)} kB raw  ${f.early ? "early" : "later"}  ${f.path}`,
          );
        }
      }
      if (over.length) failed = true;
      for (const f of files) {
        const text = f.body.toString("utf8");
        const found = FORBIDDEN.filter((pattern) => pattern.test(text));
        if (ADMIN_FILES.has(f.path)) found.push("admin code");
        if (found.length) {
          console.log(`  FORBIDDEN: ${f.path} carries ${found.join(", ")}`);
          failed = true;
        }
      }
    }
  }
  console.log(
    `\nBudgets per page, gzipped: JS ${kB(BUDGET.js)}, CSS ${kB(BUDGET.css)}; JS before ` +
      `interactive: ${PAGES.map((p) => `${p} ${kB(EARLY_JS_BUDGET[p])}`).join(", ")}; analytics ` +
      `script ${kB(ANALYTICS_BUDGET)}, after the page is interactive`,
  );
  await browser.close();
} finally {
  await server.stop();
}
console.log(failed ? "\nOVER BUDGET or forbidden code found" : "\nWithin budget");
process.exit(failed ? 1 : 0);
