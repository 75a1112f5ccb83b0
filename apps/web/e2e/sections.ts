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

/**
 * Opens `/` with Playwright's clock installed, scrolls to a section and stops the clock there, so
 * the section's timers move only when the journey runs the clock.
 */
export async function revealWithClockStopped(page: Page, name: string | RegExp) {
  await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
  await page.goto("/");
  const section = await reveal(page, name);
  await page.clock.pauseAt(new Date("2026-03-01T11:00:00Z"));
  return section;
}

/** Switches the interface to Arabic with the top bar's language button. */
export async function switchToArabic(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /العربية/ })
    .click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}
