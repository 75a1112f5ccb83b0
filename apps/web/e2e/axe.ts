import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions, run } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * axe-core's script, put into a page once and run there directly. `@axe-core/playwright` put it in
 * again on every scan and finished each scan in a new blank page: about 1.3 s a scan against
 * 0.15 s (timed on /admin/users, eight scans each way), with some 150 scans a run.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
};

/** Serious and critical WCAG 2.1 AA violations on the page as it is now (or inside `include`). */
export async function seriousViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector, options }) => {
      const axe = (window as unknown as { axe: { run: typeof run } }).axe;
      const results: AxeResults = await axe.run(
        selector ? { include: [[selector]] } : document,
        options,
      );
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        targets: nodes.map((node) => node.target.join(" ")),
      }));
    },
    { selector: include, options: OPTIONS },
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(", ")}`);
}
