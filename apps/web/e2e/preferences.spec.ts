import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The theme and language choices (SPEC 4): what decides them, and that they outlive a reload. */

const html = (page: Page) => page.locator("html");
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe("theme", () => {
  test("the top bar button switches light and dark, and the choice outlives a reload", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await stored(page, "theme")).toBeNull();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();

    await banner.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(banner.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await stored(page, "theme")).toBe("dark");
    expect(await background()).not.toBe(lightBackground);

    await page.reload();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(banner.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    // Other pages follow the choice.
    await page.goto("/contact");
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");

    await banner.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await stored(page, "theme")).toBe("light");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await background()).toBe(lightBackground);
  });

  test("without a stored choice the system preference decides; a choice then beats it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
    await banner.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await stored(page, "theme")).toBe("light");
    await page.reload();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
    await expect(banner.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });
});

test.describe("language", () => {
  // waitlist.spec.ts covers English to Arabic and a reload staying Arabic; here the way back.
  test("back from Arabic to English, remembered across a reload", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "العربية: switch the site language" }).click();
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    expect(await stored(page, "language")).toBe("ar");
    await page.reload();
    await expect(html(page)).toHaveAttribute("lang", "ar");

    // In Arabic the button shows "English" in English, and says what it does in Arabic.
    const toEnglish = banner.getByRole("button", { name: "English: تغيير لغة الموقع" });
    await expect(toEnglish).toHaveText("English");
    await expect(banner.getByRole("button", { name: "التبديل إلى الوضع الداكن" })).toBeVisible();
    await toEnglish.click();
    await expect(html(page)).toHaveAttribute("dir", "ltr");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Learn English the easy way",
    );
    expect(await stored(page, "language")).toBe("en");

    await page.reload();
    await expect(html(page)).toHaveAttribute("dir", "ltr");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Learn English the easy way",
    );
    await expect(
      banner.getByRole("button", { name: "العربية: switch the site language" }),
    ).toBeVisible();
  });

  test.describe("in a browser set to Arabic", () => {
    test.use({ locale: "ar-SA" });

    test("the site opens in Arabic, and a choice of English is kept over it", async ({ page }) => {
      await page.goto("/");
      await expect(html(page)).toHaveAttribute("lang", "ar");
      await expect(html(page)).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("تعلّم الإنجليزية");
      expect(await stored(page, "language")).toBeNull();

      await page
        .getByRole("banner")
        .getByRole("button", { name: "English: تغيير لغة الموقع" })
        .click();
      await expect(html(page)).toHaveAttribute("dir", "ltr");
      await page.reload();
      await expect(html(page)).toHaveAttribute("lang", "en");
      await expect(html(page)).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        "Learn English the easy way",
      );
    });
  });
});
