import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { reveal } from "./sections";

/**
 * The interface around the content: the small-screen menu (SPEC 2.2), the theme and language
 * choices (SPEC 4), the flip card and pulsing heart, and the Learn Words and Practice Reading demos.
 */

const html = (page: Page) => page.locator("html");
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Numbers as the interface writes them in Arabic: Arabic-Indic digits (src/i18n/format.ts). */
const arabicNumber = (_page: Page, n: number) =>
  Promise.resolve(String(n).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!));

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

  test("closing the menu the first time it was opened puts the focus back on the burger", async ({
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

  test("an open menu closes when the window grows past 768 px", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(menu).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /menu/ })).toBeHidden();
    await expect(banner.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
  });
});

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

test.describe("flip card and pulsing heart", () => {
  test("each switches on and off with a click", async ({ page }) => {
    await page.goto("/");
    const section = await reveal(page, "Learning that feels like play");
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

  test("each switches with Enter and Space, in the Arabic interface", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    await page.goto("/");
    const section = await reveal(page, "تعلّم يشبه اللعب");
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
});

test.describe("Try it yourself: Learn words", () => {
  /** Puts a recording stand-in in place of the speech engine, when the browser has one. */
  async function recordSpeech(page: Page) {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      if ("speechSynthesis" in window) {
        window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
          spoken.push({ text: u.text, lang: u.lang });
        };
        window.speechSynthesis.cancel = () => {};
      }
    });
  }

  async function openWords(page: Page) {
    await page.goto("/");
    const section = await reveal(page, "Try it yourself");
    await section.getByRole("tab", { name: "Learn words" }).click();
    return section.getByRole("tabpanel", { name: "Learn words" });
  }

  test("cards turn to their Arabic meaning, step both ways, and end with the invitation", async ({
    page,
  }) => {
    await recordSpeech(page);
    const panel = await openWords(page);
    const card = panel.getByTestId("flashcard");
    const counter = panel.getByText(/^Card \d of \d$/);
    await expect(counter).toHaveText("Card 1 of 5");
    await expect(card).toHaveText("book");

    const flip = panel.getByRole("button", { name: "Show the meaning" });
    await expect(flip).toHaveAttribute("aria-pressed", "false");
    await flip.click();
    await expect(card.getByText("كتاب", { exact: true })).toHaveAttribute("dir", "rtl");
    await expect(card).toContainText("I am reading a good book.");
    await expect(card.getByText("book", { exact: true })).toHaveCount(0);
    const back = panel.getByRole("button", { name: "Show the word" });
    await expect(back).toHaveAttribute("aria-pressed", "true");
    await back.click();
    await expect(card).toHaveText("book");

    // Next: the second card, shown on its English side even after a flip.
    await panel.getByRole("button", { name: "Next word" }).click();
    await expect(counter).toHaveText("Card 2 of 5");
    await expect(card).toHaveText("teacher");
    await panel.getByRole("button", { name: "Show the meaning" }).click();
    await expect(card).toContainText("معلّم");
    await panel.getByRole("button", { name: "Next word" }).click();
    await expect(counter).toHaveText("Card 3 of 5");
    await expect(card).toHaveText("school");
    await expect(panel.getByRole("button", { name: "Show the meaning" })).toBeVisible();

    // Previous goes back, and from the first card round to the last.
    for (const [n, word] of [
      [2, "teacher"],
      [1, "book"],
      [5, "water"],
    ] as const) {
      await panel.getByRole("button", { name: "Previous word" }).click();
      await expect(counter).toHaveText(`Card ${n} of 5`);
      await expect(card).toHaveText(word);
    }

    // Listen is offered only where the browser can speak; it reads the English word.
    const canSpeak = await page.evaluate(
      () => "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined",
    );
    const listen = panel.getByRole("button", { name: "Listen" });
    if (canSpeak) {
      await listen.click();
      expect(await page.evaluate(() => (window as unknown as { spoken: unknown }).spoken)).toEqual([
        { text: "water", lang: "en-US" },
      ]);
    } else {
      await expect(listen).toHaveCount(0);
    }

    await expect(
      panel.getByText("Hundreds more words with audio are waiting in the app."),
    ).toBeVisible();
    await panel.getByRole("button", { name: "Join the waitlist" }).click();
    const email = page.getByLabel("Email address");
    await expect(email).toBeInViewport();
    await expect(email).toBeFocused();
  });

  test("without speech in the browser there is no Listen button, and the cards still work", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    });
    const panel = await openWords(page);
    expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(false);
    await expect(panel.getByTestId("flashcard")).toHaveText("book");
    await expect(panel.getByRole("button", { name: "Listen" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Show the meaning" }).click();
    await expect(panel.getByTestId("flashcard")).toContainText("كتاب");
  });
});

test.describe("Try it yourself: Practice reading", () => {
  test("answers are checked together, with a score, then the invitation to join", async ({
    page,
  }) => {
    await page.goto("/");
    const section = await reveal(page, "Try it yourself");
    await section.getByRole("tab", { name: "Practice reading" }).click();
    const panel = section.getByRole("tabpanel", { name: "Practice reading" });
    await expect(
      panel.getByRole("heading", { name: "Read the text, then answer the questions." }),
    ).toBeVisible();
    await expect(panel.getByText(/^Layla lives in Amman with her family\./)).toBeVisible();

    const check = panel.getByRole("button", { name: "Check answers" });
    const score = panel.getByTestId("reading-score");
    const join = panel.getByRole("button", { name: "Join the waitlist" });
    const question = (text: RegExp) => panel.getByRole("radiogroup", { name: text });
    const bus = question(/How does Layla get to the university\?/);
    const evening = question(/How long does she practise English each evening\?/);
    const fridays = question(/What does she do on Fridays\?/);

    await expect(check).toBeDisabled();
    await expect(join).toHaveCount(0);
    await bus.getByRole("radio", { name: "By bus" }).check();
    await evening.getByRole("radio", { name: "One hour" }).check();
    await expect(check).toBeDisabled();
    await fridays.getByRole("radio", { name: "She visits her grandmother" }).check();
    await expect(check).toBeEnabled();

    await check.click();
    await expect(score).toHaveText("You got 2 of 3 right.");
    await expect(score).toHaveRole("status");
    await expect(bus).toContainText("Correct");
    await expect(evening).toContainText("Not quite: Thirty minutes");
    await expect(fridays).toContainText("Correct");
    await expect(panel.getByText("New reading texts for your level every week.")).toBeVisible();
    await expect(join).toBeVisible();

    // A changed answer clears the result until it is checked again.
    await evening.getByRole("radio", { name: "Thirty minutes" }).check();
    await expect(score).toBeEmpty();
    await expect(evening).not.toContainText("Not quite");
    await expect(join).toHaveCount(0);
    await check.click();
    await expect(score).toHaveText("You got 3 of 3 right.");
    await expect(evening).toContainText("Correct");

    await join.click();
    const email = page.getByLabel("Email address");
    await expect(email).toBeInViewport();
    await expect(email).toBeFocused();
  });
});

test("Learn words and Practice reading in Arabic", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "ar"));
  await page.goto("/");
  const section = await reveal(page, "جرّب بنفسك");

  await section.getByRole("tab", { name: "تعلّم الكلمات" }).click();
  const words = section.getByRole("tabpanel", { name: "تعلّم الكلمات" });
  const [one, two, five] = [
    await arabicNumber(page, 1),
    await arabicNumber(page, 2),
    await arabicNumber(page, 5),
  ];
  await expect(words.getByText(`البطاقة ${one} من ${five}`)).toBeVisible();
  // The words stay English, the meanings Arabic.
  await expect(words.getByTestId("flashcard")).toHaveText("book");
  await words.getByRole("button", { name: "اعرض المعنى" }).click();
  await expect(words.getByTestId("flashcard")).toContainText("كتاب");
  await words.getByRole("button", { name: "الكلمة التالية" }).click();
  await expect(words.getByText(`البطاقة ${two} من ${five}`)).toBeVisible();
  await expect(words.getByTestId("flashcard")).toHaveText("teacher");
  await expect(words.getByRole("button", { name: "انضم إلى قائمة الانتظار" })).toBeVisible();

  await section.getByRole("tab", { name: "تدرّب على القراءة" }).click();
  const reading = section.getByRole("tabpanel", { name: "تدرّب على القراءة" });
  await reading.getByRole("radio", { name: "By car" }).check();
  await reading.getByRole("radio", { name: "Thirty minutes" }).check();
  await reading.getByRole("radio", { name: "She visits her grandmother" }).check();
  await reading.getByRole("button", { name: "تحقّق من الإجابات" }).click();
  await expect(reading.getByTestId("reading-score")).toHaveText(
    `إجاباتك الصحيحة: ${two} من ${await arabicNumber(page, 3)}.`,
  );
  await expect(reading).toContainText("ليس تمامًا. الصحيح: By bus");
  await expect(reading.getByText("نصوص قراءة جديدة لمستواك كل أسبوع.")).toBeVisible();
  await reading.getByRole("button", { name: "انضم إلى قائمة الانتظار" }).click();
  await expect(page.getByLabel("البريد الإلكتروني")).toBeInViewport();
});
