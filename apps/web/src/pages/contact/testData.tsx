import { act, fireEvent, screen } from "@testing-library/react";
import { beforeAll } from "vitest";
import { fakeApi, type FakeHandlers } from "../../test/fakeApi";
import { advance, renderApp } from "../../test/render";
import { ContactForm, loadContactRules } from "./ContactForm";

export const NOW = new Date("2026-03-01T10:00:00Z");
export const SUCCESS =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const DUPLICATE =
  "You have recently submitted a message. Please wait before sending another message.";
export const REVIEW = "Please review the fields below and enter valid information";
/** The form's words for its rules' keys (pages/contact/messages.ts), as a visitor reads them. */
export const WORDS = {
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

export async function renderForm(handlers: FakeHandlers = {}, language: "en" | "ar" = "en") {
  const api = fakeApi({
    "contact.submit": () => ({ message: SUCCESS, messageKey: "contact.sent" }),
    ...handlers,
  });
  await renderApp(<ContactForm />, { api, language });
  await advance();
  return { api };
}

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
export const nameField = () => field(/^(Your name|اسمك)/);
export const emailField = () => field(/^(Email address|البريد الإلكتروني)/);
export const messageField = () => field(/^(Message|الرسالة)/);
export const subjectField = () => field(/^(Subject \(optional\)|الموضوع)/);
export const sendButton = () =>
  screen.getByRole("button", { name: /Send message|Sending...|إرسال/ });
export const status = () => screen.getByTestId("contact-status");

/** Typing without leaving the field (no blur). */
export function type(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
}

/** Typing, then leaving the field. */
export function fill(input: HTMLElement, value: string) {
  type(input, value);
  fireEvent.blur(input);
}

export function fillValid() {
  fill(nameField(), "Sara Ahmad");
  fill(emailField(), "sara@example.com");
  fill(messageField(), "I would like to know when the lessons start.");
}

export function submit() {
  fireEvent.submit(sendButton().closest("form") as HTMLFormElement);
}

/** Each form test file: the form's checks loaded before its tests. */
export function setUpFormTests() {
  // The form fetches its checks when first used; here they are in from the start, so every check
  // answers at once (the browser journeys cover the first use).
  beforeAll(async () => {
    await loadContactRules();
  });
}
