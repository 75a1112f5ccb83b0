import type { Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { storedContacts, uniqueEmail } from "./api";
import type { LABELS } from "./contact-form";
import {
  DUPLICATE,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  GENERIC,
  INVALID_INPUT,
  NAME_INVALID,
  SUBMIT_ROUTE,
  SUCCESS,
  SUSPICIOUS,
  TOO_MANY,
  VALID,
  contactForm,
  expectError,
  expectNoError,
  fillValid,
  trpcError,
  watchSubmits,
} from "./contact-form";

/**
 * What happens to a contact message once it is sent (SPEC 5, the contact rows of SPEC 8): every
 * server answer, the real server refusing a field, a retry after a lost connection, and the
 * honeypot and too-fast sends filed as spam.
 */

/** The answers the real server cannot be made to give, each with the text the visitor reads. */
const ANSWERS: Array<{
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
  // Last: the fields it marks keep Send closed until they are changed.
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
];

test.describe("contact form: the server's answers", () => {
  // One form, sent once per answer: each answer keeps what was typed, so the next send is the
  // same message again.
  test("each answer shows its text, keeps what was typed and clears after 5 s", async ({
    page,
    request,
  }) => {
    let answer: (route: Route) => Promise<void> = (route) => route.abort();
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

    for (const { title, answer: given, text, fields = [] } of ANSWERS) {
      await test.step(title, async () => {
        answer = given;
        calls.length = 0;
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
        // Sent at least 3 s after the form appeared, so the server takes it for a person.
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
      });
    }
    expect(await storedContacts(request, address)).toEqual([]);
  });

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
