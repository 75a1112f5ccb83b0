import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The small-screen menu (SPEC 2.2): what it holds, its switches, and how it opens and closes. */

const html = (page: Page) => page.locator("html");
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** The right edge of the viewport or the left one: where a drawer is docked. */
async function dockedAt(locator: Locator, page: Page) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  if (!box) return "none";
  if (Math.abs(box.x + box.width - width) <= 1 && box.x > 0) return "right";
  if (Math.abs(box.x) <= 1 && box.x + box.width < width) return "left";
  return "moving";
}

test.describe("mobile menu (360 x 740)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the burger opens the menu, its switches change theme and language, and it closes", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const banner = page.getByRole("banner");
    // On a phone the top bar keeps the logo and the burger; the rest moves into the menu.
    await expect(banner.getByRole("link", { name: "Bayan home page" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Join Waitlist" })).toBeHidden();
    await expect(banner.getByRole("button", { name: /switch the site language/ })).toBeHidden();
    const burger = banner.getByRole("button", { name: "Open menu" });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(
      banner.getByRole("button", { name: "Close menu", expanded: true }),
    ).toHaveAttribute("aria-controls", "mobile-menu");
    await expect.poll(() => dockedAt(menu, page)).toBe("right");
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(menu.getByTestId("queue-count")).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Early-access benefits" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Join Waitlist" })).toBeVisible();

    // The theme switch.
    const dark = menu.getByRole("switch", { name: "Dark theme" });
    await expect(dark).not.toBeChecked();
    await dark.click();
    await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(dark).toBeChecked();
    expect(await stored(page, "theme")).toBe("dark");

    // The language switch: the menu stays open, now in Arabic and docked on the left.
    await menu.getByRole("button", { name: "العربية: switch the site language" }).click();
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(html(page)).toHaveAttribute("lang", "ar");
    const menuAr = page.getByRole("dialog", { name: "القائمة" });
    await expect(menuAr).toBeVisible();
    await expect(menuAr.getByRole("switch", { name: "الوضع الداكن" })).toBeChecked();
    await expect(menuAr.getByRole("link", { name: "الرئيسية" })).toBeVisible();
    await expect(menuAr.getByRole("heading", { name: "مزايا الوصول المبكر" })).toBeVisible();
    await expect.poll(() => dockedAt(menuAr, page)).toBe("left");

    // The close button closes it.
    await menuAr.getByRole("button", { name: "إغلاق القائمة" }).click();
    await expect(menuAr).toBeHidden();
    const burgerAr = banner.getByRole("button", { name: "فتح القائمة" });
    await expect(burgerAr).toHaveAttribute("aria-expanded", "false");

    // Escape closes it too, and the focus goes back to the burger.
    await burgerAr.click();
    await expect(menuAr).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuAr).toBeHidden();
    await expect(burgerAr).toHaveAttribute("aria-expanded", "false");
    await expect(burgerAr).toBeFocused();
  });

  test("closed the first time it was opened, the focus goes back to the burger; open, it closes when the window grows past 768 px", async ({
    page,
  }) => {
    await page.goto("/");
    const burger = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await burger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(menu).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /menu/ })).toBeHidden();
    await expect(banner.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
  });

  test("Join Waitlist in the menu closes it and puts the cursor in the form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(menu).toBeHidden();
    const email = page.getByLabel("Email address");
    await expect(email).toBeInViewport();
    await expect(email).toBeFocused();
    await expect(page.locator("#waitlist-form")).toBeInViewport();
  });

  test("from the contact page the menu leads home and to the form", async ({ page }) => {
    await page.goto("/contact");
    const banner = page.getByRole("banner");
    const menu = page.getByRole("dialog", { name: "Menu" });

    await banner.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Learn English");

    await page.goto("/contact");
    await banner.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Email address")).toBeInViewport();
  });
});
