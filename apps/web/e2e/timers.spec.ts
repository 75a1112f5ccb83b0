import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminHeaders } from "./api";
import { revealWithClockStopped, switchToArabic } from "./sections";

/**
 * The product's timers (SPEC 4 and 9), driven by Playwright's clock: the countdown tick (1 s), the
 * waitlist email check (300 ms), the quiz teaser feedback (1.5 s) and the timeline (2 s).
 */

type CountdownBody = { targetDate: string; title: string; description: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function storedCountdown(request: APIRequestContext) {
  const res = await request.get("/api/system/countdown");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: CountdownBody & { isCompleted: boolean } }).data;
}

async function setCountdown(request: APIRequestContext, body: CountdownBody) {
  const res = await request.post("/api/system/countdown", {
    headers: await adminHeaders(request),
    data: body,
  });
  expect(res.ok()).toBe(true);
}

/** The hero's four boxes (the first countdown on the page). */
function heroBoxes(page: Page) {
  const box = (unit: string) => page.getByTestId(`countdown-${unit}`).first();
  return {
    days: box("days"),
    hours: box("hours"),
    minutes: box("minutes"),
    seconds: box("seconds"),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

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

test.describe("launch countdown", () => {
  test("the hero boxes go down one second at a time, the seconds wrapping into the minutes", async ({
    page,
    request,
  }) => {
    const target = new Date((await storedCountdown(request)).targetDate).getTime();
    // The page opens 10 days, 3 hours, 1 minute and 17 seconds before the stored launch ...
    const opened = target - (10 * DAY + 3 * HOUR + 1 * MINUTE + 17 * SECOND);
    await page.clock.install({ time: opened });
    await page.goto("/");
    const boxes = heroBoxes(page);
    await expect(page.getByRole("timer", { name: "Time until launch" }).first()).toBeVisible();
    await expect(boxes.days).toHaveText("10");
    await expect(boxes.hours).toHaveText("03");

    // ... and the clock stops 15 s later, when 10 d 03 h 01 min 02 s are left.
    await page.clock.pauseAt(opened + 15 * SECOND);
    await expect(boxes.minutes).toHaveText("01");
    await expect(boxes.seconds).toHaveText("02");

    for (const [minutes, seconds] of [
      [1, 1],
      [1, 0],
      [0, 59],
      [0, 58],
    ] as const) {
      await page.clock.runFor(SECOND);
      await expect(boxes.seconds).toHaveText(two(seconds));
      await expect(boxes.minutes).toHaveText(two(minutes));
      await expect(boxes.hours).toHaveText("03");
      await expect(boxes.days).toHaveText("10");
    }

    // Less than a second does not move it.
    await page.clock.runFor(SECOND - 1);
    await expect(boxes.seconds).toHaveText("58");
    await page.clock.runFor(1);
    await expect(boxes.seconds).toHaveText("57");
  });

  test.describe("when the launch moment passes", () => {
    let saved: CountdownBody;

    test.beforeEach(async ({ request }) => {
      const { targetDate, title, description } = await storedCountdown(request);
      saved = { targetDate, title, description };
    });

    // The other journeys expect a running countdown (about 57 days ahead).
    test.afterEach(async ({ request }) => {
      await setCountdown(request, saved);
      const restored = await storedCountdown(request);
      expect(restored.targetDate).toBe(new Date(saved.targetDate).toISOString());
      expect(restored.isCompleted).toBe(false);
    });

    test("the boxes stop at zero and the launched message appears, in English and Arabic", async ({
      page,
      request,
    }) => {
      // A launch a minute ahead in real time, so the server still counts it as ahead when the
      // page asks; the browser's clock then runs past it.
      const launch = Date.now() + MINUTE;
      await setCountdown(request, {
        targetDate: new Date(launch).toISOString(),
        title: saved.title,
        description: saved.description,
      });
      await page.clock.install();
      await page.goto("/");
      const boxes = heroBoxes(page);
      const launched = page.getByText("We have launched! Welcome to Bayan.");
      await expect(boxes.days).toHaveText("0");
      await expect(boxes.hours).toHaveText("00");
      await expect(boxes.minutes).toHaveText(/^0[01]$/);
      await expect(launched).toHaveCount(0);

      await page.clock.pauseAt(launch - 3 * SECOND);
      await expect(boxes.minutes).toHaveText("00");
      await expect(boxes.seconds).toHaveText("03");
      await page.clock.runFor(SECOND);
      await expect(boxes.seconds).toHaveText("02");
      await page.clock.runFor(SECOND);
      await expect(boxes.seconds).toHaveText("01");
      await expect(launched).toHaveCount(0);

      await page.clock.runFor(2 * SECOND);
      for (const box of Object.values(boxes)) await expect(box).toHaveText(/^0{1,2}$/);
      await expect(boxes.seconds).toHaveText("00");
      await expect(launched).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "We have launched!" })).toHaveCount(
        1,
      );
      await expect(page.getByTestId("waitlist-days")).toHaveText(/^0\s*days until launch$/);

      // Once launched, nothing ticks any more.
      await page.clock.runFor(10 * SECOND);
      await expect(boxes.days).toHaveText("0");
      await expect(boxes.hours).toHaveText("00");
      await expect(boxes.minutes).toHaveText("00");
      await expect(boxes.seconds).toHaveText("00");
      await expect(launched).toBeVisible();

      // The same moment in Arabic: zeros written as Arabic numbers are in this browser, and the
      // Arabic message.
      await switchToArabic(page);
      // Arabic-Indic digits.
      await expect(boxes.days).toHaveText("٠");
      await expect(boxes.seconds).toHaveText("٠٠");
      await expect(page.getByText("انطلقنا! أهلًا بك في بيان.")).toBeVisible();
      await expect(launched).toHaveCount(0);
    });
  });
});

test.describe("waitlist email check", () => {
  test("the error shows 300 ms after typing stops, not before, and each key restarts the wait", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
    await page.goto("/");
    const email = page.getByLabel("Email address");
    const error = page.getByText("Invalid email address");
    const submit = page.locator("#waitlist-form").getByRole("button", { name: "Join Waitlist" });
    await expect(email).toBeVisible();
    await page.clock.pauseAt(new Date("2026-03-01T11:00:00Z"));

    // A pause shorter than 300 ms does not trigger the check: the next key starts the wait again.
    await email.pressSequentially("sara");
    await page.clock.runFor(200);
    await email.pressSequentially("@mail");
    await page.clock.runFor(200);
    await expect(error).toBeHidden();
    await page.clock.runFor(99);
    await expect(error).toBeHidden();
    await page.clock.runFor(1);
    await expect(error).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();

    // Corrected, the address is checked again once typing stops, and may then be sent.
    await email.pressSequentially(".com");
    await page.clock.runFor(300);
    await expect(error).toBeHidden();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeEnabled();
  });

  test("an emptied field starts over: a new address shows no error before it is checked", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
    await page.goto("/");
    const email = page.getByLabel("Email address");
    const error = page.getByText("Invalid email address");
    await expect(email).toBeVisible();
    await page.clock.pauseAt(new Date("2026-03-01T11:00:00Z"));
    await email.pressSequentially("sara@mail");
    await page.clock.runFor(300);
    await expect(error).toBeVisible();

    await email.fill("");
    await expect(error).toBeHidden();
    await email.pressSequentially("layla@example.com");
    await page.clock.runFor(299);
    await expect(error).toBeHidden();
    await page.clock.runFor(1);
    await expect(error).toBeHidden();
    await expect(
      page.locator("#waitlist-form").getByRole("button", { name: "Join Waitlist" }),
    ).toBeEnabled();
  });

  test("in Arabic the error is Arabic, after the same 300 ms", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
    await page.goto("/");
    const email = page.getByLabel("البريد الإلكتروني");
    const error = page.getByText("عنوان البريد الإلكتروني غير صالح");
    await expect(email).toBeVisible();
    await page.clock.pauseAt(new Date("2026-03-01T11:00:00Z"));
    await email.pressSequentially("layla@");
    await page.clock.runFor(299);
    await expect(error).toBeHidden();
    await page.clock.runFor(1);
    await expect(error).toBeVisible();
  });
});

test.describe("teaser widgets", () => {
  test("the quiz teaser shows the right answer for 1.5 s, then the next question, cycling", async ({
    page,
  }) => {
    const section = await revealWithClockStopped(page, "Learning that feels like play");
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

  test("the quiz teaser shows the right answer in green and a wrong pick in red", async ({
    page,
  }) => {
    const section = await revealWithClockStopped(page, "Learning that feels like play");
    const options = section
      .getByRole("group", { name: /^What does this word mean\?/ })
      .getByRole("button");
    await options.nth(1).click();
    await expect(section.getByTestId("teaser-feedback")).toHaveText("“book” means كتاب.");
    const right = await coloursOf(options.nth(0));
    const wrong = await coloursOf(options.nth(1));
    expect(leads(right.text, "green") && leads(right.border, "green")).toBe(true);
    expect(leads(wrong.text, "red") && leads(wrong.border, "red")).toBe(true);
    // An option that was not picked keeps its plain look.
    const other = await coloursOf(options.nth(2));
    expect(leads(other.text, "green") || leads(other.text, "red")).toBe(false);
  });

  test("the quiz teaser in Arabic", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    const section = await revealWithClockStopped(page, "تعلّم يشبه اللعب");
    const question = section.getByTestId("teaser-question");
    await expect(question).toHaveText("ما معنى هذه الكلمة؟ “book”");
    await section.getByRole("button", { name: "كتاب", exact: true }).click();
    await expect(section.getByTestId("teaser-feedback")).toHaveText("أحسنت! معنى «book» هو كتاب.");
    await page.clock.runFor(1500);
    await expect(question).toHaveText("ما معنى هذه الكلمة؟ “teacher”");
  });

  test("the learning path moves to the next of its four steps every 2 s and loops", async ({
    page,
  }) => {
    const section = await revealWithClockStopped(page, "Learning that feels like play");
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
