import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const PAGES = ["/", "/privacy", "/terms", "/contact"];
const LANGUAGES = ["en", "ar"] as const;
const THEMES = ["light", "dark"] as const;

/** Scrolls to the bottom step by step so every lazily loaded landing section is on the page. */
async function loadEverySection(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}

for (const path of PAGES) {
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      test(`${path} in ${language}, ${theme}: no serious or critical WCAG 2.1 AA violations`, async ({
        page,
      }) => {
        await page.addInitScript(
          ({ l, t }) => {
            localStorage.setItem("language", l);
            localStorage.setItem("theme", t);
          },
          { l: language, t: theme },
        );
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await loadEverySection(page);

        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`a 360 px phone with the menu open, in ${language}, ${theme}: no serious or critical violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript(
        ({ l, t }) => {
          localStorage.setItem("language", l);
          localStorage.setItem("theme", t);
        },
        { l: language, t: theme },
      );
      await page.goto("/");
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .getByRole("banner")
        .getByRole("button", { name: /menu|القائمة/i })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
