import type { Locator, Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { storedContacts, uniqueEmail } from "./api";

/**
 * The contact form on /contact as a visitor meets it (SPEC 5, the contact rows of SPEC 8): every
 * validation rule, every server answer, the honeypot and the too-fast send. Answers the real
 * server cannot be made to give (429, 500, a lost connection, a 400 with its own text) are faked
 * on `/trpc/contact.submit` in the server's own wire format (tRPC batch, no transformer):
 * `[{ "error": { "message", "code", "data": { "code", "httpStatus", "path", "errors" } } }]`.
 */

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
const DUPLICATE =
  "You have recently submitted a message. Please wait before sending another message.";
const REVIEW = "Please review the fields below and enter valid information";
const INVALID_INPUT = "Invalid input data. Please check your information.";
const TOO_MANY =
  "Too many messages have been sent from your connection. Please wait a few minutes and try again.";
const GENERIC = "An error occurred while sending your message. Please try again.";

const NAME_REQUIRED = "Please enter your name";
const NAME_TOO_SHORT = "Name must be at least 2 characters long";
const NAME_INVALID = "Name cannot contain numbers or symbols";
const EMAIL_REQUIRED = "Please enter your email address";
const EMAIL_INVALID = "Invalid email format (example: name@example.com)";
const MESSAGE_REQUIRED = "Please enter your message";
const MESSAGE_TOO_SHORT = "Message must be at least 10 characters long";
const MESSAGE_TOO_LONG = "You have exceeded the maximum allowed character count";
const SUSPICIOUS = "Message contains suspicious content";

const VALID = {
  name: "Sara Ahmad",
  subject: "Lessons",
  message: "When do the first English lessons start?",
};

const LABELS = {
  en: {
    form: "Contact form",
    name: "Your name",
    email: "Email address",
    subject: "Subject (optional)",
    message: "Message",
    send: "Send message",
  },
  ar: {
    form: "نموذج التواصل",
    name: "اسمك",
    email: "البريد الإلكتروني",
    subject: "الموضوع (اختياري)",
    message: "الرسالة",
    send: "إرسال الرسالة",
  },
};

/** The form's parts, found the way a visitor (or a screen reader) finds them. */
function contactForm(page: Page, language: "en" | "ar" = "en") {
  const labels = LABELS[language];
  const form = page.getByRole("form", { name: labels.form });
  return {
    form,
    name: form.getByRole("textbox", { name: labels.name }),
    email: form.getByRole("textbox", { name: labels.email }),
    subject: form.getByRole("textbox", { name: labels.subject }),
    message: form.getByRole("textbox", { name: labels.message, exact: true }),
    send: form.getByRole("button", { name: labels.send }),
    counter: page.getByTestId("message-counter"),
    honeypot: form.locator('input[name="website"]'),
    status: page.getByTestId("contact-status"),
  };
}
type ContactForm = ReturnType<typeof contactForm>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field is marked invalid and its error is shown and read out with it. */
async function expectError(page: Page, field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(text)));
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The field is not marked invalid (no error under it). */
async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/**
 * Sets a value without focusing or leaving the field, as the browser's autofill does; once the
 * form answers input (`data-ready`), or the value would reach the page but not the form's state.
 */
async function autofill(field: Locator, value: string) {
  await expect(field.locator("xpath=ancestor::form[1]")).toHaveAttribute("data-ready", "");
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(input) below
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

/** Every request the page makes to contact.submit (to prove nothing was sent). */
function watchSubmits(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/trpc/contact.submit")) sent.push(request);
  });
  return sent;
}

async function fillValid(f: ContactForm, email: string) {
  await f.name.fill(VALID.name);
  await f.email.fill(email);
  await f.subject.fill(VALID.subject);
  await f.message.fill(VALID.message);
  await expect(f.send).toBeEnabled();
}

/** A failed call as the server's tRPC handler answers it (see the 409 of the real server). */
function trpcError(
  httpStatus: number,
  code: string,
  rpcCode: number,
  message: string,
  errors: Array<{ path: string; message: string }> | null = null,
) {
  return {
    status: httpStatus,
    contentType: "application/json",
    body: JSON.stringify([
      {
        error: {
          message,
          code: rpcCode,
          data: { code, httpStatus, path: "contact.submit", errors },
        },
      },
    ]),
  };
}

const SUBMIT_ROUTE = "**/trpc/contact.submit**";

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

  test("the name: at least 2 letters after trimming, Latin or Arabic letters and spaces only", async ({
    page,
  }) => {
    await page.goto("/contact");
    const f = contactForm(page);
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

  test("the email: required and shaped like text@text.text", async ({ page }) => {
    await page.goto("/contact");
    const f = contactForm(page);
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

  test("the message: 10 to 1000 characters, with a live counter", async ({ page }) => {
    await page.goto("/contact");
    const f = contactForm(page);
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

  test("a message with a web link or a spam phrase is refused as suspicious", async ({ page }) => {
    await page.goto("/contact");
    const f = contactForm(page);
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

  test("an email address in the message is not a web link", async ({ page }) => {
    await page.goto("/contact");
    const f = contactForm(page);
    await f.name.fill(VALID.name);
    await f.email.fill("sara@example.com");
    await f.message.fill("Please answer me at my work address sara.ahmad@gmail.com, thank you.");
    await f.message.blur();
    await expectNoError(f.message);
    await expect(page.getByText(SUSPICIOUS)).toHaveCount(0);
    await expect(f.send).toBeEnabled();
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

test.describe("contact form: the server's answers", () => {
  const cases: Array<{
    title: string;
    answer: (route: Route) => Promise<void>;
    text: string;
    fields?: Array<[keyof typeof LABELS.en, string]>;
  }> = [
    {
      title: "400 with its own message shows that message",
      answer: (route) =>
        route.fulfill(
          trpcError(400, "BAD_REQUEST", -32600, "This message could not be accepted right now."),
        ),
      text: "This message could not be accepted right now.",
    },
    {
      title: "400 naming fields puts each message on its field",
      answer: (route) =>
        route.fulfill(
          trpcError(400, "BAD_REQUEST", -32600, `name: ${NAME_INVALID}; message: ${SUSPICIOUS}`, [
            { path: "name", message: NAME_INVALID },
            { path: "message", message: SUSPICIOUS },
          ]),
        ),
      text: INVALID_INPUT,
      fields: [
        ["name", NAME_INVALID],
        ["message", SUSPICIOUS],
      ],
    },
    {
      title: "409 with another message shows that message",
      answer: (route) =>
        route.fulfill(trpcError(409, "CONFLICT", -32009, "Slow down a little, please.")),
      text: "Slow down a little, please.",
    },
    {
      title: "409 without a message shows the duplicate text",
      answer: (route) => route.fulfill(trpcError(409, "CONFLICT", -32009, "")),
      text: DUPLICATE,
    },
    {
      title: "429 says too many messages were sent",
      answer: (route) =>
        route.fulfill(
          trpcError(429, "TOO_MANY_REQUESTS", -32029, "Too many requests, please try again later"),
        ),
      text: TOO_MANY,
    },
    {
      title: "500 gives the generic error",
      answer: (route) =>
        route.fulfill(trpcError(500, "INTERNAL_SERVER_ERROR", -32603, "Internal server error")),
      text: GENERIC,
    },
    {
      title: "a lost connection gives the generic error",
      answer: (route) => route.abort("internetdisconnected"),
      text: GENERIC,
    },
  ];

  for (const { title, answer, text, fields = [] } of cases) {
    test(`${title}, keeps what was typed and clears after 5 s`, async ({ page, request }) => {
      const calls: Request[] = [];
      await page.route(SUBMIT_ROUTE, async (route) => {
        calls.push(route.request());
        await answer(route);
      });
      await page.clock.install();
      await page.goto("/contact");
      const f = contactForm(page);
      const address = uniqueEmail("answer");
      await fillValid(f, address);
      await page.clock.fastForward(3000);
      await f.send.click();

      await expect(f.status).toHaveText(text);
      // The page asked in the wire format the server speaks.
      expect(calls).toHaveLength(1);
      expect(calls[0]?.method()).toBe("POST");
      expect(new URL(calls[0]?.url() ?? "").searchParams.get("batch")).toBe("1");
      expect(calls[0]?.postDataJSON()).toEqual({
        0: {
          name: VALID.name,
          email: address,
          subject: VALID.subject,
          message: VALID.message,
          language: "en",
          source: "contact-page",
          website: "",
          formShownMs: expect.any(Number),
        },
      });
      // Sent 3 s after the form appeared, so the server takes it for a person.
      const sentInput = (calls[0]?.postDataJSON() as { 0: { formShownMs: number } })[0];
      expect(sentInput.formShownMs).toBeGreaterThanOrEqual(2000);

      // What the visitor typed is still there.
      await expect(f.name).toHaveValue(VALID.name);
      await expect(f.email).toHaveValue(address);
      await expect(f.subject).toHaveValue(VALID.subject);
      await expect(f.message).toHaveValue(VALID.message);
      for (const [field, error] of fields) await expectError(page, f[field], error);
      const unmarked = (["name", "email", "message"] as const).filter(
        (field) => !fields.some(([marked]) => marked === field),
      );
      for (const field of unmarked) await expectNoError(f[field]);
      if (fields.length === 0) await expect(f.send).toBeEnabled();
      else await expect(f.send).toBeDisabled();

      await page.clock.fastForward(4000);
      await expect(f.status).toHaveText(text);
      await page.clock.fastForward(1000);
      await expect(f.status).toBeEmpty();
      // A field message from the server stays until the field is changed.
      for (const [field, error] of fields) await expectError(page, f[field], error);
      expect(await storedContacts(request, address)).toEqual([]);
    });
  }

  test("the real server refusing a field: its message on the field, the form kept, then sent once fixed", async ({
    page,
    request,
  }) => {
    // The browser's checks pass; the request is changed on its way so the server's own check fails.
    await page.route(SUBMIT_ROUTE, async (route) => {
      const body = route.request().postDataJSON() as { 0: Record<string, unknown> };
      await route.continue({
        postData: JSON.stringify({ 0: { ...body[0], email: "sara@mail" } }),
      });
    });
    await page.clock.install();
    await page.goto("/contact");
    const f = contactForm(page);
    const address = uniqueEmail("refused");
    await fillValid(f, address);
    await page.clock.fastForward(3000);
    const answered = page.waitForResponse((response) =>
      response.url().includes("/trpc/contact.submit"),
    );
    await f.send.click();
    expect((await answered).status()).toBe(400);

    await expect(f.status).toHaveText(INVALID_INPUT);
    await expectError(page, f.email, EMAIL_INVALID);
    await expectNoError(f.name);
    await expectNoError(f.message);
    await expect(f.email).toHaveValue(address);
    await expect(f.message).toHaveValue(VALID.message);
    await expect(f.send).toBeDisabled();
    expect(await storedContacts(request, address)).toEqual([]);

    // Typing the address again checks it in the browser, which finds it fine; then it goes through.
    await page.unroute(SUBMIT_ROUTE);
    await f.email.fill("");
    await expectError(page, f.email, EMAIL_REQUIRED);
    await f.email.fill(address);
    await expectNoError(f.email);
    await expect(f.send).toBeEnabled();
    await f.send.click();
    await expect(f.status).toHaveText(SUCCESS);
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({ name: VALID.name, message: VALID.message, status: "new" }),
    ]);
  });

  test("after a lost connection the kept message can be sent again", async ({ page, request }) => {
    await page.route(SUBMIT_ROUTE, (route) => route.abort("connectionreset"));
    await page.clock.install();
    await page.goto("/contact");
    const sent = watchSubmits(page);
    const f = contactForm(page);
    const address = uniqueEmail("retry");
    await fillValid(f, address);
    await page.clock.fastForward(3000);
    await f.send.click();
    await expect(f.status).toHaveText(GENERIC);

    await page.unroute(SUBMIT_ROUTE);
    await f.send.click();
    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.name).toHaveValue("");
    await expect(f.message).toHaveValue("");
    expect(sent).toHaveLength(2);
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({
        name: VALID.name,
        subject: VALID.subject,
        message: VALID.message,
        status: "new",
      }),
    ]);
  });
});

test.describe("contact form: bots", () => {
  test("a bot filling the hidden website field gets the normal answer and lands in spam", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    const f = contactForm(page);
    // People never meet the field: not in the tab order, hidden from assistive technology.
    await expect(f.honeypot).toHaveAttribute("tabindex", "-1");
    await expect(f.form.getByRole("textbox")).toHaveCount(4);

    const address = uniqueEmail("bot");
    await f.honeypot.fill("http://spam.example");
    await fillValid(f, address);
    await page.clock.fastForward(3000);
    await f.send.click();

    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.name).toHaveValue("");
    await expect(f.message).toHaveValue("");
    await expect(f.honeypot).toHaveValue("");
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({
        name: VALID.name,
        message: VALID.message,
        status: "spam",
        spamReason: "honeypot field filled",
      }),
    ]);
  });

  test("a message sent less than 2 s after the form appeared gets the normal answer and lands in spam", async ({
    page,
    request,
  }) => {
    await page.goto("/contact");
    // Time stands still in the page from here on (timers still run): the send is instant.
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
    const f = contactForm(page);
    const address = uniqueEmail("fast");
    await fillValid(f, address);
    await f.send.click();

    await expect(f.status).toHaveText(SUCCESS);
    await expect(f.name).toHaveValue("");
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({
        name: VALID.name,
        status: "spam",
        spamReason: expect.stringMatching(/^sent \d+ ms after the form appeared$/),
      }),
    ]);
  });
});

test.describe("contact form in Arabic", () => {
  test("rule messages, the counter, the review message and a server answer", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const f = contactForm(page, "ar");

    await expect(f.counter).toHaveText("٠ / ١٬٠٠٠");
    await f.message.focus();
    await page.keyboard.press("Tab");
    await expectError(page, f.message, "يُرجى كتابة رسالتك");
    await f.message.fill("زوروا casino الآن من فضلكم");
    await expectError(page, f.message, "تحتوي الرسالة على محتوى مريب");
    await f.message.fill("قصيرة");
    await expect(f.counter).toHaveText("٥ / ١٬٠٠٠");
    await expectError(page, f.message, "يجب أن تتكون الرسالة من ١٠ أحرف على الأقل");

    await page.reload();
    await autofill(f.name, "ليلى 2");
    await autofill(f.email, "layla@example.com");
    await autofill(f.message, "متى تبدأ الدروس الأولى؟ شكرًا لكم.");
    await f.send.click();
    await expect(f.status).toHaveText("يُرجى مراجعة الحقول أدناه وإدخال معلومات صحيحة");
    await expectError(page, f.name, "لا يمكن أن يحتوي الاسم على أرقام أو رموز");

    await page.route(SUBMIT_ROUTE, (route) =>
      route.fulfill(
        trpcError(429, "TOO_MANY_REQUESTS", -32029, "Too many requests, please try again later"),
      ),
    );
    await f.name.fill("ليلى");
    await page.clock.fastForward(3000);
    await f.send.click();
    await expect(f.status).toHaveText(
      "أُرسل عدد كبير من الرسائل من اتصالك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    );
    await expect(f.name).toHaveValue("ليلى");

    await page.unroute(SUBMIT_ROUTE);
    await page.route(SUBMIT_ROUTE, (route) => route.abort());
    await page.clock.fastForward(5000);
    await expect(f.status).toBeEmpty();
    await f.send.click();
    await expect(f.status).toHaveText("حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.");
  });
});
