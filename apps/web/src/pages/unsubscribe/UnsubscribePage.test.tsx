import type { RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { loadUnsubscribePage } from "./UnsubscribePage";

type Check = RouterOutputs["email"]["unsubscribeCheck"];
type Answer = RouterOutputs["email"]["unsubscribe"];

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const SUBSCRIBED: Check = { state: "subscribed", language: "en", email: "j***@gmail.com" };
const UNSUBSCRIBED: Answer = {
  message: "j***@gmail.com is unsubscribed: Bayan will not email it again",
  messageKey: "email.unsubscribed",
  params: { email: "j***@gmail.com" },
};
const DONE = "j***@gmail.com is unsubscribed: Bayan will not email it again.";

/** The page as opened from `/unsubscribe<search>`. */
async function openPage(
  search: string,
  handlers: FakeHandlers,
  { language = "en", stored = true }: { language?: "en" | "ar"; stored?: boolean } = {},
) {
  window.history.replaceState(null, "", `/unsubscribe${search}`);
  // The visitor's own choice, so that the page keeps the interface language.
  if (stored) window.localStorage.setItem("language", language);
  const api = fakeApi(handlers);
  // As src/PublicApp.tsx loads it: with the page's own catalog.
  const Page = await loadUnsubscribePage();
  await renderApp(<Page />, { api, language });
  return api;
}

const unsubscribeCalls = (api: { calls: { path: string }[] }) =>
  api.calls.filter((call) => call.path === "email.unsubscribe");
const button = (name: RegExp | string) => screen.getByRole("button", { name });

beforeEach(() => {
  document.cookie = "language=; Max-Age=0; Path=/";
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("unsubscribe page: opening the link", () => {
  it("checks the link, then shows the address and the button, and changes nothing", async () => {
    const reply = deferred<Check>();
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => reply.promise,
    });
    expect(await screen.findByText("Checking your link...")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();

    reply.resolve(SUBSCRIBED);
    expect(await screen.findByText("j***@gmail.com")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Unsubscribe from Bayan's emails" }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "After you unsubscribe, you will get no more emails from Bayan at this address.",
      ),
    ).toBeInTheDocument();
    expect(button("Unsubscribe")).toBeEnabled();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    // Written left to right even in the Arabic interface.
    expect(screen.getByText("j***@gmail.com")).toHaveAttribute("dir", "ltr");
    // Opening the link (a mail scanner does too) only read its state.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([{ path: "email.unsubscribeCheck", input: { token: TOKEN } }]);
  });

  it("shows the done state at once for an address already unsubscribed", async () => {
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => ({ ...SUBSCRIBED, state: "unsubscribed" }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "You are unsubscribed" }),
    ).toBeInTheDocument();
    expect(screen.getByText(DONE)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(unsubscribeCalls(api)).toEqual([]);
  });

  it("calls a missing or malformed token not valid without asking the server", async () => {
    for (const search of ["", "?token=short", "?token=has%20spaces%20and%20more%20than%20twenty"]) {
      const api = await openPage(search, {});
      expect(
        await screen.findByRole("heading", {
          level: 1,
          name: "This unsubscribe link is not valid",
        }),
      ).toBeInTheDocument();
      expect(api.calls).toEqual([]);
      document.body.innerHTML = "";
    }
  });

  it.each([
    ["a link the server does not know (404)", "NOT_FOUND", 404, "email.unsubscribeLinkUnknown"],
    ["a token the server refuses (400)", "BAD_REQUEST", 400, "email.tokenInvalid"],
  ] as const)("calls %s not valid, with a link home", async (_name, code, status, key) => {
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => {
        throw new FakeTrpcError(code, status, key);
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This unsubscribe link is not valid" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(unsubscribeCalls(api)).toEqual([]);
  });

  it("offers to try again when the check fails for another reason", async () => {
    let calls = 0;
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return SUBSCRIBED;
      },
    });
    expect(
      await screen.findByText("We could not check your link. Please try again."),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Unsubscribe from Bayan's emails" }),
    ).toBeInTheDocument();
    fireEvent.click(button("Try Again"));
    expect(await screen.findByText("j***@gmail.com")).toBeInTheDocument();
    expect(button("Unsubscribe")).toBeEnabled();
    expect(unsubscribeCalls(api)).toEqual([]);
  });

  it("says when there were too many checks (429)", async () => {
    await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => {
        throw new FakeTrpcError("TOO_MANY_REQUESTS", 429, "common.tooManyRequests");
      },
    });
    expect(
      await screen.findByText(
        "Too many attempts from your connection. Please wait a few minutes and try again.",
      ),
    ).toBeInTheDocument();
    expect(button("Try Again")).toBeEnabled();
  });
});

describe("unsubscribe page: the button", () => {
  it("unsubscribes once on a click, then shows the done state with focus on its title", async () => {
    const reply = deferred<Answer>();
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => SUBSCRIBED,
      "email.unsubscribe": () => reply.promise,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    await waitFor(() => expect(button("Unsubscribe")).toHaveAttribute("data-loading", "true"));
    // A second click while the first is on its way sends nothing more.
    fireEvent.click(button("Unsubscribe"));
    expect(unsubscribeCalls(api)).toEqual([{ path: "email.unsubscribe", input: { token: TOKEN } }]);

    reply.resolve(UNSUBSCRIBED);
    const heading = await screen.findByRole("heading", { level: 1, name: "You are unsubscribed" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(DONE)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    expect(unsubscribeCalls(api)).toHaveLength(1);
  });

  it("turns a 404 on the click into the not-valid page", async () => {
    await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => SUBSCRIBED,
      "email.unsubscribe": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "email.unsubscribeLinkUnknown");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "This unsubscribe link is not valid",
    });
    expect(heading).toHaveFocus();
  });

  it("says so when the click fails on the way, and unsubscribes when pressed again", async () => {
    let calls = 0;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => SUBSCRIBED,
      "email.unsubscribe": () => {
        calls += 1;
        if (calls === 1) throw new Error("network down");
        return UNSUBSCRIBED;
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again.",
    );
    fireEvent.click(button("Unsubscribe"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "You are unsubscribed" }),
    ).toBeInTheDocument();
    expect(unsubscribeCalls(api)).toHaveLength(2);
  });

  it("says when there were too many attempts (429)", async () => {
    await openPage(`?token=${TOKEN}`, {
      "email.unsubscribeCheck": () => SUBSCRIBED,
      "email.unsubscribe": () => {
        throw new FakeTrpcError("TOO_MANY_REQUESTS", 429, "common.tooManyRequests");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts from your connection. Please wait a few minutes and try again.",
    );
    expect(button("Unsubscribe")).toBeEnabled();
  });
});

describe("unsubscribe page in Arabic", () => {
  it("shows the page, right to left, and the answer in Arabic", async () => {
    await openPage(
      `?token=${TOKEN}`,
      {
        "email.unsubscribeCheck": () => ({ ...SUBSCRIBED, language: "ar" }),
        "email.unsubscribe": () => UNSUBSCRIBED,
      },
      { language: "ar" },
    );
    // The Arabic catalogs are fetched first: slow on a busy machine.
    await screen.findByRole("button", { name: "إلغاء الاشتراك" }, { timeout: 5000 });
    expect(
      screen.getByRole("heading", { level: 1, name: "إلغاء الاشتراك في رسائل بيان" }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("j***@gmail.com")).toHaveAttribute("dir", "ltr");
    fireEvent.click(button("إلغاء الاشتراك"));
    expect(await screen.findByRole("heading", { level: 1, name: "أُلغي اشتراكك" })).toHaveFocus();
    expect(
      screen.getByText("أُلغي اشتراك j***@gmail.com: لن يرسل إليه بيان أي رسالة بعد الآن."),
    ).toBeInTheDocument();
  });

  it("greets in the email's language when the visitor has chosen none", async () => {
    await openPage(
      `?token=${TOKEN}`,
      { "email.unsubscribeCheck": () => ({ ...SUBSCRIBED, language: "ar" }) },
      { stored: false },
    );
    // The Arabic catalogs are fetched first: slow on a busy machine.
    await screen.findByRole("button", { name: "إلغاء الاشتراك" }, { timeout: 5000 });
    expect(
      screen.getByRole("heading", { level: 1, name: "إلغاء الاشتراك في رسائل بيان" }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    // Not stored as the visitor's choice.
    expect(window.localStorage.getItem("language")).toBeNull();
  });
});
