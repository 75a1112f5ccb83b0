import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RouterOutputs } from "@bayan/trpc";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../../test/render";
import { ContactPage } from "../ContactPage";
import { ContactForm, loadContactRules } from "./ContactForm";
import { usePageText } from "../../lib/pageText";
import { CONTACT_PAGE_TEXTS } from "./messages";

const NOW = new Date("2026-03-01T10:00:00Z");
const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
const DUPLICATE =
  "You have recently submitted a message. Please wait before sending another message.";
const REVIEW = "Please review the fields below and enter valid information";
/** The form's words for its rules' keys (pages/contact/messages.ts), as a visitor reads them. */
const WORDS = {
  nameRequired: "Please enter your name",
  nameTooShort: "Name must be at least 2 characters long",
  nameInvalid: "Name cannot contain numbers or symbols",
  emailRequired: "Please enter your email address",
  emailInvalid: "Invalid email format (example: name@example.com)",
  messageRequired: "Please enter your message",
  messageTooShort: "Message must be at least 10 characters long",
  messageTooLong: "You have exceeded the maximum allowed character count",
  messageSuspicious: "Message contains suspicious content",
};

async function renderForm(handlers: FakeHandlers = {}, language: "en" | "ar" = "en") {
  const api = fakeApi({
    "contact.submit": () => ({ message: SUCCESS, messageKey: "contact.sent" }),
    ...handlers,
  });
  await renderApp(<ContactForm />, { api, language });
  await advance();
  return { api };
}

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
const nameField = () => field(/^(Your name|اسمك)/);
const emailField = () => field(/^(Email address|البريد الإلكتروني)/);
const messageField = () => field(/^(Message|الرسالة)/);
const subjectField = () => field(/^(Subject \(optional\)|الموضوع)/);
const sendButton = () => screen.getByRole("button", { name: /Send message|Sending...|إرسال/ });
const status = () => screen.getByTestId("contact-status");

/** Typing without leaving the field (no blur). */
function type(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
}

/** Typing, then leaving the field. */
function fill(input: HTMLElement, value: string) {
  type(input, value);
  fireEvent.blur(input);
}

function fillValid() {
  fill(nameField(), "Sara Ahmad");
  fill(emailField(), "sara@example.com");
  fill(messageField(), "I would like to know when the lessons start.");
}

function submit() {
  fireEvent.submit(sendButton().closest("form") as HTMLFormElement);
}

// The form fetches its checks when first used; here they are in from the start, so every check
// answers at once (the browser journeys cover the first use).
beforeAll(async () => {
  await loadContactRules();
});

describe("contact form", () => {
  withFakeClock(NOW);

  it("checks each field on blur with the spec's messages", async () => {
    await renderForm();
    const cases: [() => HTMLInputElement, string, string][] = [
      [nameField, "", WORDS.nameRequired],
      [nameField, " a ", WORDS.nameTooShort],
      [nameField, "Sara 2", WORDS.nameInvalid],
      [emailField, "", WORDS.emailRequired],
      [emailField, "sara@mail", WORDS.emailInvalid],
      [messageField, "   ", WORDS.messageRequired],
      [messageField, "Too short", WORDS.messageTooShort],
      [messageField, "x".repeat(1001), WORDS.messageTooLong],
      [messageField, "Visit www.cheap-stuff.example now please", WORDS.messageSuspicious],
      [messageField, "Congratulations, you are our lucky winner", WORDS.messageSuspicious],
    ];
    for (const [input, value, message] of cases) {
      fill(input(), value);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(input()).toHaveAttribute("aria-invalid", "true");
      expect(input().getAttribute("aria-describedby")).toBeTruthy();
    }
    expect(screen.getByText("Invalid email format (example: name@example.com)")).toBeVisible();
  });

  it("re-checks a touched field as it changes, but not an untouched one", async () => {
    await renderForm();
    type(nameField(), "S");
    expect(screen.queryByText(WORDS.nameTooShort)).not.toBeInTheDocument();
    fireEvent.blur(nameField());
    expect(screen.getByText(WORDS.nameTooShort)).toBeInTheDocument();
    type(nameField(), "Sa");
    expect(screen.queryByText(WORDS.nameTooShort)).not.toBeInTheDocument();
    type(nameField(), "Sa1");
    expect(screen.getByText(WORDS.nameInvalid)).toBeInTheDocument();
  });

  it("keeps Send disabled until all three fields are filled without errors", async () => {
    await renderForm();
    expect(sendButton()).toBeDisabled();
    fill(nameField(), "Sara");
    fill(emailField(), "sara@example.com");
    expect(sendButton()).toBeDisabled();
    fill(messageField(), "short");
    expect(sendButton()).toBeDisabled();
    fill(messageField(), "Long enough message");
    expect(sendButton()).toBeEnabled();
    fill(emailField(), "sara@");
    expect(sendButton()).toBeDisabled();
  });

  it("counts the message's characters against 10 and 1000", async () => {
    await renderForm();
    expect(screen.getByTestId("message-counter")).toHaveTextContent("0 / 1,000");
    expect(screen.getByText("At least 10 characters")).toBeInTheDocument();
    type(messageField(), "Hello");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("5 / 1,000");
    type(messageField(), "Hello there");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("11 / 1,000");
    expect(screen.queryByText("At least 10 characters")).not.toBeInTheDocument();
    type(messageField(), "y".repeat(1001));
    expect(screen.getByTestId("message-counter")).toHaveTextContent("1,001 / 1,000");
    expect(screen.getByTestId("message-counter")).toHaveAttribute("data-over", "true");
  });

  it("on submit with a problem shows the review message, marks the fields and sends nothing", async () => {
    const { api } = await renderForm();
    // Changed without ever leaving a field (as autofill can), so nothing is checked yet.
    fireEvent.change(nameField(), { target: { value: "Sara 1" } });
    fireEvent.change(emailField(), { target: { value: "sara@example.com" } });
    fireEvent.change(messageField(), { target: { value: "A message long enough" } });
    expect(sendButton()).toBeEnabled();
    submit();
    await advance();
    expect(status()).toHaveTextContent(REVIEW);
    expect(screen.getByText(WORDS.nameInvalid)).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(api.calls).toEqual([]);

    // The status message clears after 5 seconds.
    await advance(4999);
    expect(status()).toHaveTextContent(REVIEW);
    await advance(1);
    expect(status()).toBeEmptyDOMElement();
  });

  it("sends the message with language, source, honeypot and time on screen, then resets", async () => {
    const reply = deferred<RouterOutputs["contact"]["submit"]>();
    const { api } = await renderForm({ "contact.submit": () => reply.promise });
    await advance(12_000);
    fillValid();
    fill(subjectField(), "  Lessons ");
    fireEvent.click(sendButton());
    await advance();

    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleName("Sending...");
    expect(sendButton()).toHaveAttribute("aria-busy", "true");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toEqual({
      path: "contact.submit",
      input: {
        name: "Sara Ahmad",
        email: "sara@example.com",
        message: "I would like to know when the lessons start.",
        subject: "Lessons",
        language: "en",
        source: "contact-page",
        website: "",
        formShownMs: 12_000,
      },
    });

    reply.resolve({ message: SUCCESS, messageKey: "contact.sent" });
    await advance();
    expect(status()).toHaveTextContent(SUCCESS);
    expect(nameField()).toHaveValue("");
    expect(emailField()).toHaveValue("");
    expect(messageField()).toHaveValue("");
    expect(subjectField()).toHaveValue("");
    expect(screen.getByRole("form", { name: "Contact form" })).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await advance(5000);
    expect(status()).toBeEmptyDOMElement();

    // The re-created form counts its own time on screen (5 s of the message, then 3 s).
    await advance(3000);
    fillValid();
    fireEvent.click(sendButton());
    await advance();
    expect(api.calls[1]?.input).toMatchObject({ formShownMs: 8000 });
  });

  it("sends what a bot typed into the hidden website field (the server files it as spam)", async () => {
    const { api } = await renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: "http://spam.example" } });
    fillValid();
    fireEvent.click(sendButton());
    await advance();
    expect(api.calls[0]?.input).toMatchObject({ website: "http://spam.example", formShownMs: 0 });
  });

  it.each([
    ["409 with its key", new FakeTrpcError("CONFLICT", 409, "contact.duplicate"), DUPLICATE],
    ["409 with another text", new FakeTrpcError("CONFLICT", 409, "Slow down"), "Slow down"],
    ["409 without a text", new FakeTrpcError("CONFLICT", 409, ""), DUPLICATE],
    ["400 with its own text", new FakeTrpcError("BAD_REQUEST", 400, "Bad things"), "Bad things"],
    [
      "400 naming fields",
      new FakeTrpcError("BAD_REQUEST", 400, "[zod issues]", [
        {
          path: "email",
          message: "Invalid email format (example: name@example.com)",
          messageKey: "contact.emailInvalid",
        },
      ]),
      "Invalid input data. Please check your information.",
    ],
    [
      "429",
      new FakeTrpcError("TOO_MANY_REQUESTS", 429, "Too many requests, please try again later"),
      "Too many messages have been sent from your connection. Please wait a few minutes and try again.",
    ],
    [
      "500",
      new Error("Internal server error"),
      "An error occurred while sending your message. Please try again.",
    ],
  ])(
    "answers %s with the spec's text, keeps the form and clears after 5 s",
    async (_, error, text) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      await renderForm({
        "contact.submit": () => {
          throw error;
        },
      });
      fillValid();
      fireEvent.click(sendButton());
      await advance();

      expect(status()).toHaveTextContent(text);
      expect(logged).toHaveBeenCalledWith("Contact message failed", expect.anything());
      expect(nameField()).toHaveValue("Sara Ahmad");
      if (text.startsWith("Invalid input")) {
        expect(screen.getByText(WORDS.emailInvalid)).toBeInTheDocument();
        expect(emailField()).toHaveAttribute("aria-invalid", "true");
      }
      await advance(5000);
      expect(status()).toBeEmptyDOMElement();
    },
  );

  it("answers a network failure with the generic text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi({});
    await renderApp(<ContactForm />, {
      api: {
        ...api,
        fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      },
    });
    fillValid();
    fireEvent.click(sendButton());
    await advance();
    expect(status()).toHaveTextContent(
      "An error occurred while sending your message. Please try again.",
    );
  });

  it("speaks Arabic: messages, counters, server answers, and sends the Arabic language", async () => {
    const { api } = await renderForm({}, "ar");
    fill(nameField(), "");
    expect(screen.getByText("يُرجى إدخال اسمك")).toBeInTheDocument();
    fill(emailField(), "x@y");
    expect(
      // The example address is isolated left to right inside the Arabic sentence.
      screen.getByText("صيغة البريد الإلكتروني غير صحيحة (مثال: \u2066name@example.com\u2069)"),
    ).toBeVisible();
    fill(messageField(), "قصيرة");
    expect(screen.getByText("يجب أن تتكون الرسالة من ١٠ أحرف على الأقل")).toBeInTheDocument();

    fill(nameField(), "سارة أحمد");
    fill(emailField(), "sara@example.com");
    fill(messageField(), "متى تبدأ الدروس؟ أود الانضمام.");
    fireEvent.click(sendButton());
    await advance();
    expect(api.calls[0]?.input).toMatchObject({ language: "ar", name: "سارة أحمد" });
    expect(status()).toHaveTextContent("شكرًا لك! تم إرسال رسالتك بنجاح. سنعود إليك قريبًا.");
  });

  it("words the server's answers by their keys, in Arabic", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderForm(
      {
        "contact.submit": (input) => {
          if (input.subject)
            throw new FakeTrpcError("BAD_REQUEST", 400, "subject: Subject is too long", [
              {
                path: "subject",
                message: "Subject is too long",
                messageKey: "contact.subjectTooLong",
              },
            ]);
          throw new FakeTrpcError("CONFLICT", 409, "contact.duplicate");
        },
      },
      "ar",
    );
    fill(nameField(), "سارة أحمد");
    fill(emailField(), "sara@example.com");
    fill(messageField(), "متى تبدأ الدروس؟ أود الانضمام.");
    fireEvent.click(sendButton());
    await advance();
    expect(status()).toHaveTextContent(
      "لقد أرسلت رسالة مؤخرًا. يُرجى الانتظار قبل إرسال رسالة أخرى.",
    );
    fill(subjectField(), "الدروس");
    fireEvent.click(sendButton());
    await advance();
    expect(screen.getByText("الموضوع طويل جدًا")).toBeInTheDocument();
    expect(subjectField()).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a pasted address with an invisible character, in Arabic", async () => {
    await renderForm({}, "ar");
    // A zero-width space after "sara", as copied from a chat message.
    fill(emailField(), "sara\u200b@example.com");
    expect(
      screen.getByText("يجب ألا يحتوي البريد الإلكتروني على محارف تحكم أو محارف غير مرئية"),
    ).toBeVisible();
  });

  it("has an Arabic version of every message it shows", async () => {
    function AllMessages() {
      const text = usePageText(CONTACT_PAGE_TEXTS);
      return (
        <ul>
          {Object.entries(CONTACT_PAGE_TEXTS).map(([key, words]) => (
            <li key={key} data-english={words.message}>
              {text({ message: "", messageKey: key as keyof typeof CONTACT_PAGE_TEXTS })}
            </li>
          ))}
        </ul>
      );
    }
    await renderApp(<AllMessages />, { api: fakeApi({}), language: "ar" });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(Object.keys(CONTACT_PAGE_TEXTS).length);
    for (const item of items) {
      expect(item.textContent).not.toBe(item.dataset.english);
      expect(item.textContent).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe("contact page", () => {
  it("shows the contact details and six social links that open in a new tab", async () => {
    await renderApp(<ContactPage />, { api: fakeApi({}) });
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    expect(document.title).toBe("Contact us · Bayan");
    expect(screen.getByRole("link", { name: "contact@bayan.app" })).toHaveAttribute(
      "href",
      "mailto:contact@bayan.app",
    );
    expect(screen.getByRole("link", { name: "+962 6 500 0000" })).toHaveAttribute(
      "href",
      "tel:+96265000000",
    );
    expect(screen.getByText("Amman, Jordan")).toBeInTheDocument();
    const social = within(
      screen.getByRole("heading", { name: "Follow us" }).closest("section") as HTMLElement,
    ).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual(
      ["LinkedIn", "Instagram", "Facebook", "YouTube", "TikTok", "Snapchat"].map(
        (network) => `Bayan on ${network} (opens in a new tab)`,
      ),
    );
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
  });

  it("names the social links in Arabic", async () => {
    await renderApp(<ContactPage />, { api: fakeApi({}), language: "ar" });
    expect(
      screen.getByRole("link", { name: "بيان على يوتيوب (يفتح في علامة تبويب جديدة)" }),
    ).toBeVisible();
    expect(screen.getByText("عمّان، الأردن")).toBeInTheDocument();
  });
});
