import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { reveal } from "./sections";

/** The "Try it yourself" demos: Learn words (flash cards, Listen) and Practice reading. */

/** Numbers as the interface writes them in Arabic: Arabic-Indic digits (src/i18n/format.ts). */
const arabicNumber = (_page: Page, n: number) =>
  Promise.resolve(String(n).replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!));

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
  return { section, panel: section.getByRole("tabpanel", { name: "Learn words" }) };
}

test.describe("Try it yourself", () => {
  // Both demos on one page load: each ends with the invitation, which takes the visitor to the form.
  test("Learn words, then Practice reading, each ending with the invitation to join", async ({
    page,
  }) => {
    await recordSpeech(page);
    const { section, panel } = await openWords(page);

    await test.step("Learn words: cards turn to their Arabic meaning, step both ways, and end with the invitation", async () => {
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
        expect(
          await page.evaluate(() => (window as unknown as { spoken: unknown }).spoken),
        ).toEqual([{ text: "water", lang: "en-US" }]);
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

    await test.step("Practice reading: answers are checked together, with a score, then the invitation to join", async () => {
      await section.getByRole("tab", { name: "Practice reading" }).click();
      const reading = section.getByRole("tabpanel", { name: "Practice reading" });
      await expect(
        reading.getByRole("heading", { name: "Read the text, then answer the questions." }),
      ).toBeVisible();
      await expect(reading.getByText(/^Layla lives in Amman with her family\./)).toBeVisible();

      const check = reading.getByRole("button", { name: "Check answers" });
      const score = reading.getByTestId("reading-score");
      const join = reading.getByRole("button", { name: "Join the waitlist" });
      const question = (text: RegExp) => reading.getByRole("radiogroup", { name: text });
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
      await expect(reading.getByText("New reading texts for your level every week.")).toBeVisible();
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

  test("without speech in the browser there is no Listen button, and the cards still work", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    });
    const { panel } = await openWords(page);
    expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(false);
    await expect(panel.getByTestId("flashcard")).toHaveText("book");
    await expect(panel.getByRole("button", { name: "Listen" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Show the meaning" }).click();
    await expect(panel.getByTestId("flashcard")).toContainText("كتاب");
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
