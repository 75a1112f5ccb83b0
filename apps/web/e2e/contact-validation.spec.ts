import { expect, test } from "./fixtures";
import { storedContacts, uniqueEmail } from "./api";
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
  NAME_INVALID,
  NAME_REQUIRED,
  NAME_TOO_SHORT,
  REVIEW,
  SUSPICIOUS,
  VALID,
  autofill,
  contactForm,
  expectError,
  expectNoError,
  watchSubmits,
} from "./contact-form";

/**
 * The contact form's rules as the visitor meets them on /contact (SPEC 5): when a field is
 * checked, each field's rule, and Send with a problem not yet shown. Nothing here reaches the
 * server. (That an email address in a message is not a web link is the schema's own test:
 * packages/trpc/src/schemas/schemas.test.ts, "lets %j through (an email address is not a web
 * link)"; the form's use of that rule is seen below, in the suspicious messages.)
 */

test.describe("contact form: validation", () => {
  test("a field is checked once it is left, then on every change; a field not yet left shows nothing", async ({
    page,
  }) => {
    await page.goto("/contact");
    const f = contactForm(page);
    const sent = watchSubmits(page);

    // Typing in a field not yet left shows nothing, even when the text is wrong.
    await f.name.click();
    await page.keyboard.type("S");
    await expectNoError(f.name);
    await expect(page.getByText(NAME_TOO_SHORT)).toHaveCount(0);

    // Leaving it shows the problem; the next field, only entered, still shows nothing.
    await page.keyboard.press("Tab");
    await expect(f.email).toBeFocused();
    await expectError(page, f.name, NAME_TOO_SHORT);
    await expectNoError(f.email);

    // Each required field, left empty, says so.
    await page.keyboard.press("Tab");
    await expectError(page, f.email, EMAIL_REQUIRED);
    await expectNoError(f.message);
    await f.message.focus();
    await page.keyboard.press("Tab");
    await expectError(page, f.message, MESSAGE_REQUIRED);
    await f.name.fill("");
    await f.name.blur();
    await expectError(page, f.name, NAME_REQUIRED);
    // Spaces only count as empty.
    await f.message.fill("     ");
    await f.message.blur();
    await expectError(page, f.message, MESSAGE_REQUIRED);
    await expect(f.send).toBeDisabled();

    // A field already left is checked again on every change, while the visitor is still in it.
    await f.name.fill("S");
    await expect(f.name).toBeFocused();
    await expectError(page, f.name, NAME_TOO_SHORT);
    await f.name.fill("Sa");
    await expectNoError(f.name);
    await expect(page.getByText(NAME_TOO_SHORT)).toHaveCount(0);
    await f.name.fill("Sa1");
    await expectError(page, f.name, NAME_INVALID);
    await f.name.fill("Sara");
    await expectNoError(f.name);

    await f.email.fill("sara");
    await expect(f.email).toBeFocused();
    await expectError(page, f.email, EMAIL_INVALID);
    await f.email.fill("sara@example.com");
    await expectNoError(f.email);

    await f.message.fill("Hello");
    await expect(f.message).toBeFocused();
    await expectError(page, f.message, MESSAGE_TOO_SHORT);
    await f.message.fill(VALID.message);
    await expectNoError(f.message);

    await expect(f.send).toBeEnabled();
    expect(sent).toHaveLength(0);
  });

  // One page for the four: each step first makes the other fields right, so every error is its
  // own field's. The message comes first, while its counter still reads 0.
  test("each field's rule: the message with its counter, the name, the email, and no web link or spam phrase", async ({
    page,
  }) => {
    await page.goto("/contact");
    const f = contactForm(page);

    await test.step("the message: 10 to 1000 characters, with a live counter", async () => {
      await f.name.fill(VALID.name);
      await f.email.fill("sara@example.com");

      await expect(f.counter).toHaveText("0 / 1,000");
      await expect(page.getByText("At least 10 characters")).toBeVisible();

      await f.message.fill("Too short");
      await expect(f.counter).toHaveText("9 / 1,000");
      await f.message.blur();
      await expectError(page, f.message, MESSAGE_TOO_SHORT);
      await expect(f.send).toBeDisabled();
      // Spaces around it do not make it long enough.
      await f.message.fill("   Too short    ");
      await expectError(page, f.message, MESSAGE_TOO_SHORT);

      await f.message.fill("Ten chars!");
      await expect(f.counter).toHaveText("10 / 1,000");
      await expectNoError(f.message);
      await expect(page.getByText("At least 10 characters")).toHaveCount(0);
      await expect(f.send).toBeEnabled();

      await f.message.fill("x".repeat(1000));
      await expect(f.counter).toHaveText("1,000 / 1,000");
      await expect(f.counter).not.toHaveAttribute("data-over", "true");
      await expectNoError(f.message);
      await expect(f.send).toBeEnabled();

      await f.message.fill("x".repeat(1001));
      await expect(f.counter).toHaveText("1,001 / 1,000");
      await expect(f.counter).toHaveAttribute("data-over", "true");
      await expectError(page, f.message, MESSAGE_TOO_LONG);
      await expect(f.send).toBeDisabled();

      await f.message.fill("x".repeat(1500));
      await expect(f.counter).toHaveText("1,500 / 1,000");
      await expectError(page, f.message, MESSAGE_TOO_LONG);

      await f.message.fill(VALID.message);
      await expect(f.counter).toHaveText(`${VALID.message.length} / 1,000`);
      await expect(f.counter).not.toHaveAttribute("data-over", "true");
      await expectNoError(f.message);
      await expect(f.send).toBeEnabled();
    });

    await test.step("the name: at least 2 letters after trimming, Latin or Arabic letters and spaces only", async () => {
      await f.email.fill("sara@example.com");
      await f.message.fill(VALID.message);

      const wrong: Array<[string, string]> = [
        ["   ", NAME_REQUIRED],
        ["S", NAME_TOO_SHORT],
        [" a ", NAME_TOO_SHORT],
        ["Sara 2", NAME_INVALID],
        ["Sara!", NAME_INVALID],
        ["Sara_Ahmad", NAME_INVALID],
        ["Sara@Ahmad", NAME_INVALID],
        ["سارة ٣", NAME_INVALID], // an Arabic-Indic digit is a digit too
      ];
      const right = ["Sara Ahmad", "  Al ", "سارة أحمد", "مُحَمَّد", "Sara سارة"];

      for (const [value, error] of wrong) {
        await f.name.fill(value);
        await f.name.blur();
        await expectError(page, f.name, error);
        await expect(f.send).toBeDisabled();
        // Every wrong value is followed by a right one, so each error is this value's own.
        await f.name.fill("Sara");
        await expectNoError(f.name);
      }
      for (const value of right) {
        await f.name.fill(value);
        await f.name.blur();
        await expectNoError(f.name);
        await expect(f.name).toHaveAccessibleDescription("");
        await expect(f.send).toBeEnabled();
      }
    });

    await test.step("the email: required and shaped like text@text.text", async () => {
      await f.name.fill(VALID.name);
      await f.message.fill(VALID.message);

      for (const value of [
        "sara",
        "sara@mail",
        "sara@mail.",
        "@mail.com",
        "sara@.",
        "sara @mail.com",
        "sara@mail .com",
      ]) {
        await f.email.fill(value);
        await f.email.blur();
        await expectError(page, f.email, EMAIL_INVALID);
        await expect(f.send).toBeDisabled();
        await f.email.fill("sara@mail.com");
        await expectNoError(f.email);
      }
      await f.email.fill("");
      await f.email.blur();
      await expectError(page, f.email, EMAIL_REQUIRED);
      await f.email.fill("  Sara.Ahmad@Mail.co ");
      await f.email.blur();
      await expectNoError(f.email);
      await expect(f.send).toBeEnabled();
    });

    await test.step("a message with a web link or a spam phrase is refused as suspicious", async () => {
      await f.name.fill(VALID.name);
      await f.email.fill("sara@example.com");
      const clean = "I would like to join the English lessons, please.";

      const suspicious = [
        "Please read http://lessons.example/free first",
        "Please read https://lessons.example/free first",
        "Lessons for you at www.lessons-example.test today",
        "Cheap lessons at cheap-lessons.com for everyone",
        "Cheap viagra for every student of yours",
        "Play at our Casino tonight with your friends",
        "You have won the LOTTERY this week, friend",
        "You are the lucky winner of our big prize",
        "Congratulations on launching your new website",
        "Please click here to claim your prize today",
        "Get free money for your English lessons now",
      ];
      for (const text of suspicious) {
        await f.message.fill(clean);
        await f.message.blur();
        await expectNoError(f.message);
        await expect(f.send).toBeEnabled();

        await f.message.fill(text);
        await expectError(page, f.message, SUSPICIOUS);
        await expect(f.send).toBeDisabled();
      }
    });
  });

  test("Send with a problem not yet shown gives the review message, marks the fields and sends nothing", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    const f = contactForm(page);
    const sent = watchSubmits(page);

    // Filled by autofill: nothing was left, so nothing is shown and Send is open.
    await autofill(f.name, "S");
    await autofill(f.email, "sara@mail");
    await autofill(f.message, "Hi there");
    await expectNoError(f.name);
    await expectNoError(f.email);
    await expectNoError(f.message);
    await expect(f.send).toBeEnabled();

    await f.send.click();
    await expect(f.status).toHaveText(REVIEW);
    await expect(f.status).toHaveAttribute("aria-live", "polite");
    await expectError(page, f.name, NAME_TOO_SHORT);
    await expectError(page, f.email, EMAIL_INVALID);
    await expectError(page, f.message, MESSAGE_TOO_SHORT);
    await expect(f.name).toBeFocused();
    await expect(f.send).toBeDisabled();
    // What was typed stays.
    await expect(f.name).toHaveValue("S");
    await expect(f.email).toHaveValue("sara@mail");
    await expect(f.message).toHaveValue("Hi there");
    await page.clock.fastForward(4000);
    await expect(f.status).toHaveText(REVIEW);
    await page.clock.fastForward(1000);
    await expect(f.status).toBeEmpty();

    // Only one field wrong, found on Send (Enter in the field just typed in).
    await page.reload();
    const address = uniqueEmail("review");
    await f.email.fill(address);
    await f.message.fill(VALID.message);
    await f.name.fill("Sara 1");
    await page.clock.fastForward(3000);
    await f.name.press("Enter");
    await expect(f.status).toHaveText(REVIEW);
    await expectError(page, f.name, NAME_INVALID);
    await expectNoError(f.email);
    await expectNoError(f.message);
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveValue("Sara 1");
    await expect(f.email).toHaveValue(address);

    expect(sent).toHaveLength(0);
    expect(await storedContacts(request, address)).toEqual([]);
  });
});
