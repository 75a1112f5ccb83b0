import { test as base, expect, type Page } from "@playwright/test";

/**
 * Public pages arrive prerendered: their buttons are on screen before the app has taken them over.
 * `page.goto` and `page.reload` here also wait for `<html data-app-ready>` (set by src/main.tsx),
 * so a journey never clicks a button that does nothing yet. Pass `{ waitForApp: false }` to look
 * at the page before its code has run.
 */
type GotoOptions = Parameters<Page["goto"]>[1] & { waitForApp?: boolean };

export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = () =>
      page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 15_000 });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url: string, options?: GotoOptions) => {
      const { waitForApp = true, ...rest } = options ?? {};
      const response = await goto(url, rest);
      if (waitForApp) await ready();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await ready();
      return response;
    };
    await use(page);
  },
});

export { expect };
