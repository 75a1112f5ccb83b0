import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminHeaders } from "./api";
import { switchToArabic } from "./sections";

/**
 * The product's timers (SPEC 4 and 9), driven by Playwright's clock: the countdown tick (1 s) and
 * the waitlist email check (300 ms). The teaser widgets' timers are in play-section.spec.ts.
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
  // The Arabic error after the same 300 ms is the unit test's (WaitlistSection.test.tsx, "speaks
  // Arabic and sends the Arabic language with the email").
  test("the error shows 300 ms after typing stops, not before, and each key restarts the wait; an emptied field starts over", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
    await page.goto("/");
    const email = page.getByLabel("Email address");
    const error = page.getByText("Invalid email address");
    const submit = page.locator("#waitlist-form").getByRole("button", { name: "Join Waitlist" });
    await expect(email).toBeVisible();
    await page.clock.pauseAt(new Date("2026-03-01T11:00:00Z"));

    await test.step("the error shows 300 ms after typing stops, not before, and each key restarts the wait", async () => {
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

    await test.step("an emptied field starts over: a new address shows no error before it is checked", async () => {
      await email.fill("");
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
      await expect(submit).toBeEnabled();
    });
  });
});
