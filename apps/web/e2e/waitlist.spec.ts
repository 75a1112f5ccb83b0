import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { queueTotal, storedEntry, uniqueEmail } from "./api";
import { switchToArabic } from "./sections";

/** The queue count in the top bar, as digits only. */
async function shownQueue(page: Page) {
  const text = await page.getByTestId("queue-count").first().innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

test.describe("joining the waitlist", () => {
  test("in English: live countdown, queue count, validation, success and back to form", async ({
    page,
    request,
  }) => {
    const before = await queueTotal(request);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    // The countdown shows real numbers and ticks every second.
    const seconds = page.getByTestId("countdown-seconds").first();
    await expect(page.getByTestId("countdown-days").first()).toHaveText(/^(56|57)$/);
    const first = await seconds.innerText();
    await expect(seconds).not.toHaveText(first, { timeout: 3000 });

    // The queue shows the stored total plus 2,500.
    await expect.poll(() => shownQueue(page)).toBe(before + 2500);

    // The top bar's Join Waitlist button brings the form into view.
    await page.getByRole("banner").getByRole("button", { name: "Join Waitlist" }).click();
    const email = page.getByLabel("Email address");
    await expect(email).toBeInViewport();

    const submit = page.locator("#waitlist-form").getByRole("button", { name: "Join Waitlist" });
    await email.fill("sara@mail");
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(submit).toBeDisabled();

    const address = uniqueEmail("sara");
    await email.fill(address.toUpperCase());
    await expect(page.getByText("Invalid email address")).toBeHidden();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(
      page.getByText("You're on the list! We'll notify you when we launch."),
    ).toBeVisible();
    await expect.poll(() => shownQueue(page)).toBe(before + 2501);
    expect(await storedEntry(request, address)).toMatchObject({
      language: "en",
      status: "pending",
    });

    await page.getByRole("button", { name: "Back to form" }).click();
    await expect(page.getByLabel("Email address")).toHaveValue("");
  });

  test("in Arabic: right-to-left page, Arabic texts, and the choice is remembered", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await switchToArabic(page);

    const address = uniqueEmail("layla");
    await page.getByLabel("البريد الإلكتروني").fill(address);
    await page
      .locator("#waitlist-form")
      .getByRole("button", { name: "انضم إلى قائمة الانتظار" })
      .click();
    await expect(page.getByText("أنت الآن في القائمة! سنُعلمك فور الإطلاق.")).toBeVisible();
    expect(await storedEntry(request, address)).toMatchObject({
      language: "ar",
      status: "pending",
    });

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("تعلّم الإنجليزية");
  });

  test("shows the spec's error text when the server cannot take the entry", async ({ page }) => {
    await page.route("**/trpc/waitlist.join**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/");
    await page.getByLabel("Email address").fill(uniqueEmail("offline"));
    await page.locator("#waitlist-form").getByRole("button", { name: "Join Waitlist" }).click();
    await expect(
      page.getByText("An error occurred during registration. Please try again."),
    ).toBeVisible();
  });
});
