import { expect, type Page } from "@playwright/test";

/** The paths of every script the browser fetches to show the landing page (until the countdown runs). */
export async function landingScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByTestId("countdown-days").first()).toHaveText(/\d+/);
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}
