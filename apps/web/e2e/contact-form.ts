import type { Locator, Page, Request } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The contact form on /contact as a visitor meets it (SPEC 5, the contact rows of SPEC 8), shared
 * by contact-validation.spec.ts (every rule), contact-delivery.spec.ts (every server answer, the
 * honeypot and the too-fast send) and contact-arabic.spec.ts. Answers the real server cannot be
 * made to give (429, 500, a lost connection, a 400 with its own text) are faked on
 * `/trpc/contact.submit` in the server's own wire format (tRPC batch, no transformer):
 * `[{ "error": { "message", "code", "data": { "code", "httpStatus", "path", "errors" } } }]`.
 */

export const SUCCESS =
  "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const DUPLICATE =
  "You have recently submitted a message. Please wait before sending another message.";
export const REVIEW = "Please review the fields below and enter valid information";
export const INVALID_INPUT = "Invalid input data. Please check your information.";
export const TOO_MANY =
  "Too many messages have been sent from your connection. Please wait a few minutes and try again.";
export const GENERIC = "An error occurred while sending your message. Please try again.";

export const NAME_REQUIRED = "Please enter your name";
export const NAME_TOO_SHORT = "Name must be at least 2 characters long";
export const NAME_INVALID = "Name cannot contain numbers or symbols";
export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Invalid email format (example: name@example.com)";
export const MESSAGE_REQUIRED = "Please enter your message";
export const MESSAGE_TOO_SHORT = "Message must be at least 10 characters long";
export const MESSAGE_TOO_LONG = "You have exceeded the maximum allowed character count";
export const SUSPICIOUS = "Message contains suspicious content";

export const VALID = {
  name: "Sara Ahmad",
  subject: "Lessons",
  message: "When do the first English lessons start?",
};

export const LABELS = {
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
export function contactForm(page: Page, language: "en" | "ar" = "en") {
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
export type ContactForm = ReturnType<typeof contactForm>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field is marked invalid and its error is shown and read out with it. */
export async function expectError(page: Page, field: Locator, text: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(text)));
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The field is not marked invalid (no error under it). */
export async function expectNoError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/**
 * Sets a value without focusing or leaving the field, as the browser's autofill does; once the
 * form answers input (`data-ready`), or the value would reach the page but not the form's state.
 */
export async function autofill(field: Locator, value: string) {
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
export function watchSubmits(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/trpc/contact.submit")) sent.push(request);
  });
  return sent;
}

export async function fillValid(f: ContactForm, email: string) {
  await f.name.fill(VALID.name);
  await f.email.fill(email);
  await f.subject.fill(VALID.subject);
  await f.message.fill(VALID.message);
  await expect(f.send).toBeEnabled();
}

/** A failed call as the server's tRPC handler answers it (see the 409 of the real server). */
export function trpcError(
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

export const SUBMIT_ROUTE = "**/trpc/contact.submit**";
