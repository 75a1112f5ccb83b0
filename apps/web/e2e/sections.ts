import { expect, type Page } from "@playwright/test";

/** Scrolls until a section heading is on the page (its chunk loads as it nears the viewport). */
export async function reveal(page: Page, name: string | RegExp) {
  const heading = page.getByRole("heading", { level: 2, name });
  for (let i = 0; i < 60 && (await heading.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
  }
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  return page.locator("section", { has: heading });
}
