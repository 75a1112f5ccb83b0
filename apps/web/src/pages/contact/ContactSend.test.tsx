import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RouterOutputs } from "@bayan/trpc";
import { deferred, fakeApi, FakeTrpcError } from "../../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../../test/render";
import { ContactForm } from "./ContactForm";
import {
  DUPLICATE,
  NOW,
  SUCCESS,
  WORDS,
  emailField,
  fill,
  fillValid,
  messageField,
  nameField,
  renderForm,
  sendButton,
  setUpFormTests,
  status,
  subjectField,
} from "./testData";

setUpFormTests();

describe("contact form: sending", () => {
  withFakeClock(NOW);

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
});
