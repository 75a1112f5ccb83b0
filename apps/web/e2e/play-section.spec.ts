import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { reveal, revealWithClockStopped } from "./sections";

/**
 * The landing page's "Learning that feels like play" section (SPEC 4 and 9): its timers (the quiz
 * teaser's 1.5 s feedback, the learning path's and the letter row's 2 s steps), driven by
 * Playwright's clock, and its toys (the flip card, the pulsing heart, the word chips). The
 * section's chunk loads as it is scrolled to, so each journey opens it once and goes through
 * several widgets.
 */

/** An "rgb(r, g, b)" colour whose green part clearly leads (or red, for `hue` "red"). */
function leads(colour: string, hue: "green" | "red") {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  return hue === "green" ? g > r && g > b : r > g && r > b;
}

/** The text and border colours a visitor sees on a button. */
async function coloursOf(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return { text: style.color, border: style.borderTopColor };
  });
}

test.describe("teaser widgets", () => {
  test("the quiz teaser, the learning path and the letter row move on their own timers", async ({
    page,
  }) => {
    const section = await revealWithClockStopped(page, "Learning that feels like play");

    // First, while pauseAt has just lined the 2 s timers up with the clock: the later steps run
    // it by amounts that leave the row between two moves.
    await test.step("the letter row moves its highlight every 2 seconds", async () => {
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

    await test.step("the quiz teaser shows the right answer for 1.5 s (in green, a wrong pick in red), then the next question, cycling", async () => {
      const question = section.getByTestId("teaser-question");
      const feedback = section.getByTestId("teaser-feedback");
      const options = section
        .getByRole("group", { name: /^What does this word mean\?/ })
        .getByRole("button");

      await expect(question).toHaveText("What does this word mean? “book”");
      await expect(options).toHaveText(["كتاب", "قلم", "باب", "مدرسة"]);
      await expect(feedback).toBeEmpty();

      // A wrong pick: the right answer is given, and the options are locked.
      await options.nth(1).click();
      await expect(feedback).toHaveText("“book” means كتاب.");
      await expect(feedback).toHaveRole("status");
      const right = await coloursOf(options.nth(0));
      const wrong = await coloursOf(options.nth(1));
      expect(leads(right.text, "green") && leads(right.border, "green")).toBe(true);
      expect(leads(wrong.text, "red") && leads(wrong.border, "red")).toBe(true);
      // An option that was not picked keeps its plain look.
      const other = await coloursOf(options.nth(2));
      expect(leads(other.text, "green") || leads(other.text, "red")).toBe(false);
      for (let i = 0; i < 4; i += 1) await expect(options.nth(i)).toHaveAttribute("aria-disabled");
      await options.nth(3).click({ force: true });
      await expect(feedback).toHaveText("“book” means كتاب.");

      await page.clock.runFor(1499);
      await expect(question).toHaveText("What does this word mean? “book”");
      await expect(feedback).toHaveText("“book” means كتاب.");
      await page.clock.runFor(1);
      await expect(question).toHaveText("What does this word mean? “teacher”");
      await expect(options).toHaveText(["طالب", "معلّم", "طبيب", "صديق"]);
      await expect(feedback).toBeEmpty();
      await expect(options.nth(1)).not.toHaveAttribute("aria-disabled");

      // A right pick, then back to the first question.
      await options.nth(1).click();
      await expect(feedback).toHaveText("Correct! “teacher” means معلّم.");
      await page.clock.runFor(1500);
      await expect(question).toHaveText("What does this word mean? “book”");
      await expect(feedback).toBeEmpty();

      // Without an answer the question stays.
      await page.clock.runFor(10_000);
      await expect(question).toHaveText("What does this word mean? “book”");
    });

    await test.step("the learning path moves to the next of its four steps every 2 s and loops", async () => {
      const path = section.getByRole("list", { name: "Learning path" });
      const names = ["Vocabulary", "Grammar", "Conversation", "Mastery"];
      await expect(path.getByRole("listitem")).toHaveText(names);
      const current = path.locator('li[aria-current="step"]');
      const done = path.locator('li[data-state="done"]');
      await expect(current).toHaveCount(1);
      const first = names.indexOf((await current.innerText()).trim());
      expect(first).toBeGreaterThanOrEqual(0);

      // Four moves of 2 s go once round the path; the steps before the current one are done.
      for (let k = 1; k <= 4; k += 1) {
        await page.clock.runFor(2000);
        const index = (first + k) % 4;
        await expect(current).toHaveText(names[index]!);
        await expect(done).toHaveCount(index);
      }

      // Paused, it stays; by hand it steps; played again, it moves 2 s after.
      await section.getByRole("button", { name: "Pause: learning path" }).click();
      await page.clock.runFor(10_000);
      await expect(current).toHaveText(names[first]!);
      await section.getByRole("button", { name: "Next: learning path" }).click();
      const next = (first + 1) % 4;
      await expect(current).toHaveText(names[next]!);
      await section.getByRole("button", { name: "Play: learning path" }).click();
      await expect(section.getByRole("button", { name: "Pause: learning path" })).toBeVisible();
      await page.clock.runFor(1999);
      await expect(current).toHaveText(names[next]!);
      await page.clock.runFor(1);
      await expect(current).toHaveText(names[(next + 1) % 4]!);
    });
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
});

test.describe("flip card, pulsing heart and word chips", () => {
  // The real clock here: a moved chip takes the focus back in the next animation frame.
  test("the flip card and the heart switch with a click; the word chips move by keyboard and by dragging", async ({
    page,
  }) => {
    await page.goto("/");
    const section = await reveal(page, "Learning that feels like play");

    await test.step("the flip card and the heart each switch on and off with a click", async () => {
      const card = section.getByRole("button", { name: /^Flip card: Hello ?مرحبًا$/ });
      const turning = card.locator("span:has(> [lang=en])");
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await expect(turning).toHaveCSS("transform", "none");
      await expect(section.getByText("Click the card to flip it")).toBeVisible();

      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "true");
      // Turned over: the Arabic side faces the visitor.
      await expect(turning).toHaveCSS("transform", /^matrix3d\(-1, /);
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await expect(turning).toHaveCSS("transform", "none");

      const heart = section.getByRole("button", { name: "Pulse the heart" });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(section.getByText("Click to start")).toBeVisible();
      await expect(heart).toHaveCSS("animation-name", "none");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(section.getByText("Click to stop")).toBeVisible();
      await expect(heart).toHaveCSS("animation-name", /pulse/);
      // While it pulses it never holds still, which Playwright's click waits for.
      await heart.click({ force: true });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(section.getByText("Click to start")).toBeVisible();
      await expect(heart).toHaveCSS("animation-name", "none");
    });

    const chips = section.getByTestId("word-chips").getByRole("button");
    const order = () =>
      chips.evaluateAll((els) => els.map((el) => el.querySelector("[lang=en]")?.textContent));

    await test.step("word chips can be reordered with the keyboard", async () => {
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

    await test.step("word chips can be dragged", async () => {
      await section.getByTestId("word-chips").scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // let sections loading below settle
      // "student" dropped on the first chip takes its place.
      const from = await section.getByRole("button", { name: /^student طالب/ }).boundingBox();
      const to = await chips.first().boundingBox();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(to!.x + 5, to!.y + to!.height / 2, { steps: 12 });
      await page.mouse.up();
      expect((await order())[0]).toBe("student");
    });
  });

  test("in the Arabic interface: the flip card and the heart switch with Enter and Space; the quiz teaser answers in Arabic", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    const section = await revealWithClockStopped(page, "تعلّم يشبه اللعب");

    await test.step("the flip card and the heart each switch with Enter and Space", async () => {
      const card = section.getByRole("button", { name: /^بطاقة قابلة للقلب: Hello ?مرحبًا$/ });
      const turning = card.locator("span:has(> [lang=en])");
      await card.focus();
      await page.keyboard.press("Enter");
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(turning).toHaveCSS("transform", /^matrix3d\(-1, /);
      await page.keyboard.press("Space");
      await expect(card).toHaveAttribute("aria-pressed", "false");
      await expect(turning).toHaveCSS("transform", "none");

      // The heart is the next stop for Tab.
      await page.keyboard.press("Tab");
      const heart = section.getByRole("button", { name: "تشغيل نبض القلب" });
      await expect(heart).toBeFocused();
      await page.keyboard.press("Space");
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(section.getByText("انقر للإيقاف")).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(section.getByText("انقر للتشغيل")).toBeVisible();
    });

    await test.step("the quiz teaser in Arabic", async () => {
      const question = section.getByTestId("teaser-question");
      await expect(question).toHaveText("ما معنى هذه الكلمة؟ “book”");
      await section.getByRole("button", { name: "كتاب", exact: true }).click();
      await expect(section.getByTestId("teaser-feedback")).toHaveText(
        "أحسنت! معنى «book» هو كتاب.",
      );
      await page.clock.runFor(1500);
      await expect(question).toHaveText("ما معنى هذه الكلمة؟ “teacher”");
    });
  });
});
