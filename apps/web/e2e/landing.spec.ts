import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminChunkPaths } from "../scripts/admin-chunks.mjs";
import { landingScripts } from "./landing-scripts";
import { reveal } from "./sections";

/**
 * The landing page as it loads and reads: its sections coming in as they are scrolled to, the
 * prices in Arabic, the testimonials' search, the study plan's buttons, and the code it does not
 * load. The "Learning that feels like play" section is play-section.spec.ts; the demos of "Try it
 * yourself" are demos.spec.ts. The level quiz's score, the sentence exercise and the English
 * prices are the unit tests' (src/features/landing/sections/sections.test.tsx).
 */

/** Scrolls down the page a screen at a time, so the lazily loaded sections come in. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 60; i += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (done) break;
  }
}

test.describe("landing page sections", () => {
  test("below-the-fold sections load as they are scrolled to, in order", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") chunks.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Far-away sections are not downloaded up front.
    expect(chunks.some((c) => /PricingSection|FaqSection|TestimonialsSection/.test(c))).toBe(false);
    await expect(page.getByRole("heading", { level: 2, name: "Simple pricing" })).toHaveCount(0);

    await scrollThrough(page);
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      "Launching in",
      "Everything you need to learn English",
      "Try it yourself",
      "Why Bayan works",
      "Your weekly study plan",
      "Track your progress",
      "From your first word to fluency",
      "Learning that feels like play",
      "What our learners say",
      "Simple pricing",
      "Frequently asked questions",
      "Get early access",
    ]);
    await expect(page.locator("#waitlist-form")).toBeAttached();
  });

  test("prices and texts follow the Arabic interface", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const section = await reveal(page, "أسعار واضحة");
    // Arabic-Indic digits, Arabic decimal separator.
    await expect(section.getByTestId("price-pro")).toContainText("٤٩٫٩٩");
    await expect(section.getByTestId("price-pro")).toContainText("US$");
    await section.getByText("سنوي", { exact: true }).click();
    await expect(section.getByTestId("price-pro")).toContainText("٤٩٩٫٩٠");
  });

  test("the testimonials can be searched, filtered and sorted", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "What our learners say");
    const count = section.getByTestId("testimonial-count");
    await expect(count).toHaveText("8 testimonials");
    await section.getByLabel("Category").selectOption({ label: "Exam preparation" });
    await expect(count).toHaveText("2 testimonials");
    await section.getByLabel("Sort by").selectOption({ label: "Most helpful" });
    await expect(section.locator("blockquote").first()).toContainText("IELTS 6.5");
    await section.getByLabel("Search testimonials").fill("scholarship");
    await expect(count).toHaveText("1 testimonial");
    await section.getByLabel("Search testimonials").fill("nothing like this");
    await expect(count).toHaveText("No testimonials match your search.");
  });

  test("study plan buttons lead to the waitlist form", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Your weekly study plan");
    await expect(section.getByText("7.5 hours per week")).toBeVisible();
    await expect(section.getByText("Rest day")).toHaveCount(2);
    await section.getByRole("button", { name: "Add to calendar" }).click();
    await expect(page.getByLabel("Email address")).toBeInViewport();
    await expect(page.getByLabel("Email address")).toBeFocused();
  });
});

test("the landing page loads neither the contact form's code (zod) nor any admin code", async ({
  page,
}) => {
  const scripts = await landingScripts(page);
  expect(scripts.filter((s) => /contact|privacy|terms|PolicyPage/i.test(s))).toEqual([]);
  const admin = adminChunkPaths();
  expect(admin.size).toBeGreaterThan(0);
  expect(scripts.filter((s) => admin.has(s))).toEqual([]);
});
