import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { reveal, revealWithClockStopped } from "./sections";

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

  test("the level quiz scores the answers and suggests a level", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Try it yourself");
    for (const answer of ["is", "went", "will stay", "had", "has"]) {
      await section.getByRole("button", { name: answer, exact: true }).click();
      await section.getByRole("button", { name: /Next question|See my level/ }).click();
    }
    await expect(section.getByTestId("quiz-level")).toHaveText("B2 · Upper Intermediate");
    await expect(section.getByText("You answered 4 of 5 questions correctly.")).toBeVisible();

    // Each demo ends with an invitation to the form.
    await section.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByLabel("Email address")).toBeInViewport();
  });

  test("the sentence exercise checks the order of the words", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Try it yourself");
    await section.getByRole("tab", { name: "Interactive exercises" }).click();
    for (const word of ["I", "drink", "tea", "every", "morning"]) {
      await section.getByRole("button", { name: word, exact: true }).click();
    }
    await section.getByRole("button", { name: "Check" }).click();
    await expect(section.getByTestId("sentence-verdict")).toHaveText("Correct! Well done.");
  });

  test("the pricing toggle switches between monthly and annual prices", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Simple pricing");
    const pro = section.getByTestId("price-pro");
    await expect(pro).toContainText("$49.99");
    await expect(pro).toContainText("/ month");
    await expect(section.getByText("Save 17%")).toBeVisible();
    await section.getByText("Annual", { exact: true }).click();
    await expect(pro).toContainText("$499.90");
    await expect(pro).toContainText("/ year");
    await expect(section.getByTestId("price-basic")).toContainText("$199.90");
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

  test("the letter row moves its highlight every 2 seconds", async ({ page }) => {
    const section = await revealWithClockStopped(page, "Learning that feels like play");
    await expect(section.getByTestId("letter")).toHaveCount(8);
    const active = section.locator('[data-testid="letter"][aria-current="true"]');
    const order = "ABCDEFGH";
    const first = order.indexOf((await active.innerText()).trim());
    await page.clock.runFor(2000);
    await expect(active).toHaveText(order[(first + 1) % 8]!);
    await page.clock.runFor(2000);
    await expect(active).toHaveText(order[(first + 2) % 8]!);
    await page.clock.runFor(1000);
    await expect(active).toHaveText(order[(first + 2) % 8]!);
  });

  test("with reduced motion the letters stand still and can be stepped by hand", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
    await page.goto("/");
    const section = await reveal(page, "Learning that feels like play");
    const active = section.locator('[data-testid="letter"][aria-current="true"]');
    await expect(active).toHaveText("A");
    await page.clock.runFor(10_000);
    await expect(active).toHaveText("A");
    await section.getByRole("button", { name: "Next: letters" }).click();
    await expect(active).toHaveText("B");
    await expect(section.getByRole("button", { name: "Play: letters" })).toBeVisible();
  });

  test("word chips can be reordered with the keyboard", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Learning that feels like play");
    const chips = section.getByTestId("word-chips").getByRole("button");
    const order = () =>
      chips.evaluateAll((els) => els.map((el) => el.querySelector("[lang=en]")?.textContent));
    expect(await order()).toEqual(["book", "pen", "school", "teacher", "student"]);

    await section.getByRole("button", { name: /^book كتاب/ }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await order()).toEqual(["pen", "school", "book", "teacher", "student"]);
    await expect(section.getByTestId("chips-status")).toHaveText(
      "book (كتاب) moved to position 3 of 5",
    );
    // Focus stays on the moved chip, so it can keep moving.
    await page.keyboard.press("End");
    expect(await order()).toEqual(["pen", "school", "teacher", "student", "book"]);
  });

  test("word chips can be dragged", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Learning that feels like play");
    const chips = section.getByTestId("word-chips").getByRole("button");
    const order = () =>
      chips.evaluateAll((els) => els.map((el) => el.querySelector("[lang=en]")?.textContent));
    await section.getByTestId("word-chips").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // let sections loading below settle
    const from = await section.getByRole("button", { name: /^student طالب/ }).boundingBox();
    const to = await section.getByRole("button", { name: /^book كتاب/ }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + 5, to!.y + to!.height / 2, { steps: 12 });
    await page.mouse.up();
    expect((await order())[0]).toBe("student");
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
