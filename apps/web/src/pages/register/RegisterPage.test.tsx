import type { RouterOutputs } from "@bayan/trpc";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { loadRegisterPage } from "./RegisterPage";

type Check = RouterOutputs["registration"]["check"];

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const REGISTERED = "Your account is ready. We'll email you when the courses open.";
/** The page's words for the password rule's keys (pages/register/messages.ts). */
const PASSWORD_WORDS = {
  tooShort: "Password must be at least 8 characters",
  uppercase: "Password must contain an uppercase letter",
  special: "Password must contain a special character",
};
const VALID: Check = {
  state: "valid",
  email: "layla@example.com",
  name: "Layla",
  language: "en",
};

/** The page as opened from `/register<search>`. */
async function openPage(
  search: string,
  handlers: FakeHandlers,
  { language = "en", stored = true }: { language?: "en" | "ar"; stored?: boolean } = {},
) {
  window.history.replaceState(null, "", `/register${search}`);
  // The visitor's own choice, so that the page keeps the interface language.
  if (stored) window.localStorage.setItem("language", language);
  const api = fakeApi(handlers);
  // As src/PublicApp.tsx loads it: with the page's own catalog.
  const Page = await loadRegisterPage();
  await renderApp(<Page />, { api, language });
  return api;
}

const nameField = () => screen.getByLabelText<HTMLInputElement>(/^(Your name|اسمك)/);
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/^(Password|كلمة المرور)/);
const submitButton = () => screen.getByRole("button", { name: /Create account|إنشاء الحساب/ });

function fill(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => {
  document.cookie = "language=; Max-Age=0; Path=/";
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("registration page: the link's state", () => {
  it("shows a loader while the link is checked, then the form with the invited address", async () => {
    const reply = deferred<Check>();
    const api = await openPage(`?token=${TOKEN}`, { "registration.check": () => reply.promise });
    expect(await screen.findByText("Checking your invitation link...")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toEqual([{ path: "registration.check", input: { token: TOKEN } }]),
    );

    reply.resolve(VALID);
    const email = await screen.findByLabelText<HTMLInputElement>(/^Email address/);
    expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    expect(email).toHaveValue("layla@example.com");
    expect(email).toHaveAttribute("readonly");
    // Written left to right even in the Arabic interface.
    expect(email.closest('[dir="ltr"]')).not.toBeNull();
    expect(nameField()).toHaveValue("Layla");
    expect(passwordField()).toHaveValue("");
    expect(
      screen.getByText(
        "At least 8 characters with uppercase, lowercase, a number and a special character",
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ["used", "This link has already been used", "/"],
    ["expired", "This link has expired", "/contact"],
    ["unknown", "This link is not valid", "/"],
  ] as const)("a %s link gets its own page, no form", async (state, title, link) => {
    await openPage(`?token=${TOKEN}`, {
      "registration.check": () => ({ state, email: null, name: null, language: null }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(link);
  });

  it("calls a missing or malformed token not valid without asking the server", async () => {
    for (const search of ["", "?token=short", "?token=has%20spaces%20and%20more%20than%20twenty"]) {
      const api = await openPage(search, {});
      expect(
        await screen.findByRole("heading", { level: 1, name: "This link is not valid" }),
      ).toBeInTheDocument();
      expect(api.calls).toEqual([]);
      document.body.innerHTML = "";
    }
  });

  it("calls a token the server refuses (400) not valid, never an error dump", async () => {
    await openPage(`?token=${TOKEN}`, {
      "registration.check": () => {
        throw new FakeTrpcError("BAD_REQUEST", 400, "token: token is not a registration token", [
          {
            path: "token",
            message: "token is not a registration token",
            messageKey: "registration.tokenInvalid",
          },
        ]);
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/registration token/)).not.toBeInTheDocument();
  });

  it("offers to try again when the check fails for another reason", async () => {
    let calls = 0;
    await openPage(`?token=${TOKEN}`, {
      "registration.check": () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return VALID;
      },
    });
    expect(
      await screen.findByText("We could not check your invitation link. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText(/^Your name/)).toBeInTheDocument();
  });

  it("shows the states in Arabic", async () => {
    await openPage(
      `?token=${TOKEN}`,
      {
        "registration.check": () => ({ state: "expired", email: null, name: null, language: "ar" }),
      },
      { language: "ar" },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "انتهت صلاحية هذا الرابط" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "اطلب دعوة جديدة" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

describe("registration page: the form", () => {
  const valid = { "registration.check": () => VALID } satisfies FakeHandlers;

  it("checks the password live against the rule, in the interface language", async () => {
    const api = await openPage(`?token=${TOKEN}`, valid);
    await screen.findByLabelText(/^Password/);
    fill(passwordField(), "short");
    expect(screen.getByText(PASSWORD_WORDS.tooShort)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute("aria-invalid", "true");
    expect(passwordField().getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.change(passwordField(), { target: { value: "longenough" } });
    expect(screen.getByText(PASSWORD_WORDS.uppercase)).toBeInTheDocument();
    fireEvent.change(passwordField(), { target: { value: "Longenough1" } });
    expect(screen.getByText(PASSWORD_WORDS.special)).toBeInTheDocument();
    fireEvent.change(passwordField(), { target: { value: "Longenough1!" } });
    expect(screen.queryByText(PASSWORD_WORDS.special)).not.toBeInTheDocument();
    expect(passwordField()).not.toHaveAttribute("aria-invalid", "true");

    // Sending with a bad name sends nothing and says why under the field.
    fill(nameField(), " L ");
    fireEvent.click(submitButton());
    expect(screen.getByText("Name must be at least 2 characters long")).toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(api.calls.filter((c) => c.path === "registration.register")).toEqual([]);
  });

  it("shows the server's password refusal (400) under the field, translated", async () => {
    await openPage(
      `?token=${TOKEN}`,
      {
        "registration.check": () => ({ ...VALID, language: "ar" }),
        "registration.register": () => {
          const message = "This password is too common or too easy to guess: choose another";
          throw new FakeTrpcError("BAD_REQUEST", 400, `password: ${message}`, [
            { path: "password", message, messageKey: "password.common" },
          ]);
        },
      },
      { language: "ar" },
    );
    await screen.findByLabelText(/^كلمة المرور/);
    fill(passwordField(), "Password1!");
    fireEvent.click(submitButton());
    expect(
      await screen.findByText("كلمة المرور هذه شائعة جدًا أو سهلة التخمين: اختر غيرها"),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute("aria-invalid", "true");
    expect(passwordField()).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so in an alert when there were too many attempts (429)", async () => {
    await openPage(`?token=${TOKEN}`, {
      ...valid,
      "registration.register": () => {
        throw new FakeTrpcError("TOO_MANY_REQUESTS", 429, "Too many requests");
      },
    });
    await screen.findByLabelText(/^Password/);
    fill(passwordField(), "Kx9#mQ2!vLr7");
    fireEvent.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts from your connection. Please wait a few minutes and try again.",
    );
  });

  it.each([
    [409, "registration.linkUsed", "This link has already been used"],
    [409, "registration.linkExpired", "This link has expired"],
    [404, "registration.linkUnknown", "This link is not valid"],
  ] as const)("turns a %i on sending (%s) into the link's page", async (status, key, title) => {
    await openPage(`?token=${TOKEN}`, {
      ...valid,
      "registration.register": () => {
        throw new FakeTrpcError(status === 404 ? "NOT_FOUND" : "CONFLICT", status, key);
      },
    });
    await screen.findByLabelText(/^Password/);
    fill(passwordField(), "Kx9#mQ2!vLr7");
    fireEvent.click(submitButton());
    const heading = await screen.findByRole("heading", { level: 1, name: title });
    expect(heading).toHaveFocus();
  });

  it("registers with the token, the trimmed name and the password, then shows the success page", async () => {
    const reply = deferred<RouterOutputs["registration"]["register"]>();
    const api = await openPage(`?token=${TOKEN}`, {
      ...valid,
      "registration.register": () => reply.promise,
    });
    await screen.findByLabelText(/^Password/);
    fill(nameField(), "  Layla Hassan ");
    fill(passwordField(), "Kx9#mQ2!vLr7");
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute("data-loading", "true"));
    expect(api.calls.at(-1)).toEqual({
      path: "registration.register",
      input: { token: TOKEN, name: "Layla Hassan", password: "Kx9#mQ2!vLr7" },
    });

    reply.resolve({
      user: { name: "Layla Hassan", email: "layla@example.com", language: "en" },
      message: REGISTERED,
      messageKey: "registration.registered",
    });
    const heading = await screen.findByRole("heading", { level: 1, name: "Your account is ready" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("We'll email you when the courses open.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("words the name rule and the server's answer in Arabic", async () => {
    await openPage(
      `?token=${TOKEN}`,
      {
        "registration.check": () => ({ ...VALID, language: "ar" }),
        "registration.register": () => ({
          user: { name: "ليلى حسن", email: "layla@example.com", language: "ar" },
          message: REGISTERED,
          messageKey: "registration.registered",
        }),
      },
      { language: "ar" },
    );
    await screen.findByLabelText(/^كلمة المرور/);
    fill(nameField(), " ل ");
    fireEvent.click(submitButton());
    expect(screen.getByText("يجب أن يتكون الاسم من حرفين على الأقل")).toBeInTheDocument();
    fill(nameField(), "ليلى حسن");
    fill(passwordField(), "Kx9#mQ2!vLr7");
    fireEvent.click(submitButton());
    expect(
      await screen.findByText("سنراسلك بالبريد الإلكتروني عند افتتاح الدورات."),
    ).toBeInTheDocument();
  });

  it("greets in the invitation's language when the visitor has chosen none", async () => {
    await openPage(
      `?token=${TOKEN}`,
      { "registration.check": () => ({ ...VALID, language: "ar" }) },
      { stored: false },
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "أنشئ حسابك" }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    // Not stored as the visitor's choice.
    expect(window.localStorage.getItem("language")).toBeNull();
  });
});
