import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../../test/render";
import { usePageText } from "../../lib/pageText";
import { CONTACT_PAGE_TEXTS } from "./messages";
import {
  NOW,
  REVIEW,
  WORDS,
  emailField,
  fill,
  messageField,
  nameField,
  renderForm,
  sendButton,
  setUpFormTests,
  status,
  submit,
  type,
} from "./testData";

setUpFormTests();

describe("contact form: its checks", () => {
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
