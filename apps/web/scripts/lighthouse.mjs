// `pnpm lighthouse`: Lighthouse (mobile preset) three times on the built landing page, served by
// the production server, in the system Chromium; prints each run and the median of each category.
import * as chromeLauncher from "chrome-launcher";
import { existsSync } from "node:fs";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from "./chromium.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const path = process.argv[2] ?? "/";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// chrome-launcher waits forever for a browser that is not there: say so at once instead.
if (!existsSync(SYSTEM_CHROMIUM)) {
  console.error(
    `No Chromium at ${SYSTEM_CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const server = await startBuiltServer();
const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
let failed = false;
try {
  for (let run = 1; run <= RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: SYSTEM_CHROMIUM,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      const line = CATEGORIES.map((c) => {
        const score = Math.round((result.lhr.categories[c]?.score ?? 0) * 100);
        scores[c].push(score);
        return `${c} ${score}`;
      }).join(", ");
      const lcp = result.lhr.audits["largest-contentful-paint"]?.displayValue;
      const tbt = result.lhr.audits["total-blocking-time"]?.displayValue;
      const cls = result.lhr.audits["cumulative-layout-shift"]?.displayValue;
      console.log(`run ${run}: ${line} (LCP ${lcp}, TBT ${tbt}, CLS ${cls})`);
      for (const [id, audit] of Object.entries(result.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary") {
          console.log(`  failing audit: ${id}: ${audit.title}`);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await server.stop();
}
console.log(`\nMedian of ${RUNS} runs on ${path} (mobile preset):`);
for (const c of CATEGORIES) {
  const m = median(scores[c]);
  if (m < TARGET) failed = true;
  console.log(`  ${c.padEnd(15)} ${m}${m < TARGET ? `  (below ${TARGET})` : ""}`);
}
process.exit(failed ? 1 : 0);
