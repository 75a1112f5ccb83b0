import type { RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { loadConfirmPage } from "./ConfirmPage";
import { openStatusPage } from "./navigate";

vi.mock("./navigate", () => ({ openStatusPage: vi.fn() }));

type Check = RouterOutputs["waitlist"]["confirmCheck"];

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const STATUS_TOKEN = "ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zyxwv";
const VALID: Check = { state: "valid", language: "en", email: "l***@example.com" };
/** The calls that change something: none may be made before a click. */
const MUTATIONS = ["waitlist.confirm", "waitlist.notMe", "waitlist.resendConfirmation"];

/** The page as opened from `/confirm<search>`. */
async function openPage(
  search: string,
  handlers: FakeHandlers,
  { language = "en", stored = true }: { language?: "en" | "ar"; stored?: boolean } = {},
) {
  window.history.replaceState(null, "", `/confirm${search}`);
  // The visitor's own choice, so that the page keeps the interface language.
  if (stored) window.localStorage.setItem("language", language);
  const api = fakeApi(handlers);
  // As src/PublicApp.tsx loads it: with the page's own catalog.
  const Page = await loadConfirmPage();
  await renderApp(<Page />, { api, language });
  return api;
}

const mutationsMade = (api: { calls: { path: string }[] }) =>
  api.calls.filter((call) => MUTATIONS.includes(call.path));
const button = (name: RegExp | string) => screen.getByRole("button", { name });

beforeEach(() => {
  document.cookie = "language=; Max-Age=0; Path=/";
  vi.mocked(openStatusPage).mockClear();
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("confirmation page: opening the link", () => {
  it("checks the link, then shows the address and the two buttons, and changes nothing", async () => {
    const reply = deferred<Check>();
    const api = await openPage(`?token=${TOKEN}`, { "waitlist.confirmCheck": () => reply.promise });
    expect(await screen.findByText("Checking your link...")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();

    reply.resolve(VALID);
    expect(await screen.findByText("l***@example.com")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Confirm your place on the waitlist" }),
    ).toBeVisible();
    expect(button("Confirm")).toBeEnabled();
    expect(button("This wasn't me")).toBeEnabled();
    // Written left to right even in the Arabic interface.
    expect(screen.getByText("l***@example.com")).toHaveAttribute("dir", "ltr");
    // Opening the link (a mail scanner does too) only read its state.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([{ path: "waitlist.confirmCheck", input: { token: TOKEN } }]);
    expect(mutationsMade(api)).toEqual([]);
    expect(openStatusPage).not.toHaveBeenCalled();
  });

  it.each([
    ["confirmed", "This address is already confirmed", /use the link in the email/],
    ["expired", "This link has expired", /Confirmation links work for 7 days/],
  ] as const)("a %s link gets its own page, no Confirm button", async (state, title, text) => {
    const api = await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => ({ ...VALID, state }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    expect(mutationsMade(api)).toEqual([]);
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

  it("calls a link the server does not know (404) not valid", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "waitlist.linkUnknown");
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link is not valid" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("offers to try again when the check fails for another reason", async () => {
    let calls = 0;
    await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return VALID;
      },
    });
    expect(
      await screen.findByText("We could not check your link. Please try again."),
    ).toBeInTheDocument();
    fireEvent.click(button("Try Again"));
    expect(await screen.findByText("l***@example.com")).toBeInTheDocument();
  });
});

describe("confirmation page: the buttons", () => {
  it("confirms on Confirm, then opens the status page with the status token", async () => {
    const reply = deferred<RouterOutputs["waitlist"]["confirm"]>();
    const api = await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => VALID,
      "waitlist.confirm": () => reply.promise,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(button("Confirm")).toHaveAttribute("data-loading", "true"));
    expect(mutationsMade(api)).toEqual([{ path: "waitlist.confirm", input: { token: TOKEN } }]);

    reply.resolve({
      message: "Your place is confirmed",
      messageKey: "waitlist.confirmed",
      statusToken: STATUS_TOKEN,
    });
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Your place is confirmed",
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText("Opening your status page...")).toBeInTheDocument();
    expect(openStatusPage).toHaveBeenCalledExactlyOnceWith(STATUS_TOKEN);
  });

  it('removes the address after "This wasn\'t me" and a second yes, and says so', async () => {
    const api = await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => VALID,
      "waitlist.notMe": () => ({
        message: "Your address was removed from the list and will not be emailed again",
        messageKey: "waitlist.removed",
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "This wasn't me" }));
    // Asked once more: removing cannot be undone. Cancel goes back.
    expect(
      screen.getByText("Remove this address from the waitlist? We will never email it again."),
    ).toBeInTheDocument();
    fireEvent.click(button("Cancel"));
    expect(button("Confirm")).toBeInTheDocument();
    expect(mutationsMade(api)).toEqual([]);

    fireEvent.click(button("This wasn't me"));
    fireEvent.click(button("Remove my address"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Address removed" });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText("Your address was removed from the list and will not be emailed again."),
    ).toBeInTheDocument();
    expect(mutationsMade(api)).toEqual([{ path: "waitlist.notMe", input: { token: TOKEN } }]);
    expect(openStatusPage).not.toHaveBeenCalled();
  });

  it("sends a new link for an expired one and says what the server said", async () => {
    const reply = deferred<RouterOutputs["waitlist"]["resendConfirmation"]>();
    const api = await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => ({ ...VALID, state: "expired" }),
      "waitlist.resendConfirmation": () => reply.promise,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send me a new link" }));
    await waitFor(() => expect(mutationsMade(api)).toHaveLength(1));
    expect(mutationsMade(api)).toEqual([
      { path: "waitlist.resendConfirmation", input: { token: TOKEN } },
    ]);
    reply.resolve({
      message: "A new email is on its way if this address is still on the list",
      messageKey: "waitlist.newLinkSent",
    });
    expect(await screen.findByTestId("resend-answer")).toHaveTextContent(
      "A new email is on its way if this address is still on the list.",
    );
    expect(screen.queryByRole("button", { name: "Send me a new link" })).not.toBeInTheDocument();
  });

  it.each([
    ["waitlist.linkExpired", "This link has expired", true],
    ["waitlist.alreadyConfirmed", "This address is already confirmed", false],
  ] as const)("turns a 409 on Confirm (%s) into the link's page", async (key, title, resend) => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => VALID,
      "waitlist.confirm": () => {
        throw new FakeTrpcError("CONFLICT", 409, key);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    const heading = await screen.findByRole("heading", { level: 1, name: title });
    expect(heading).toHaveFocus();
    expect(Boolean(screen.queryByRole("button", { name: "Send me a new link" }))).toBe(resend);
    expect(openStatusPage).not.toHaveBeenCalled();
  });

  it("says so when Confirm fails on the way, and confirms when pressed again", async () => {
    let calls = 0;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => VALID,
      "waitlist.confirm": () => {
        calls += 1;
        if (calls === 1) throw new Error("network down");
        return { message: "ok", messageKey: "waitlist.confirmed", statusToken: STATUS_TOKEN };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again.",
    );
    fireEvent.click(button("Confirm"));
    await waitFor(() => expect(openStatusPage).toHaveBeenCalledWith(STATUS_TOKEN));
    expect(mutationsMade(api)).toHaveLength(2);
  });

  it("says when there were too many attempts (429)", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.confirmCheck": () => VALID,
      "waitlist.notMe": () => {
        throw new FakeTrpcError("TOO_MANY_REQUESTS", 429, "common.tooManyRequests");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "This wasn't me" }));
    fireEvent.click(button("Remove my address"));
    // Said in an alert of its own, beside the question (itself read out as it appeared).
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
        "Too many attempts from your connection. Please wait a few minutes and try again.",
      ),
    );
    expect(button("Remove my address")).toBeEnabled();
  });
});

describe("confirmation page in Arabic", () => {
  it("shows the address, the buttons and the answers in Arabic", async () => {
    await openPage(
      `?token=${TOKEN}`,
      {
        "waitlist.confirmCheck": () => ({ ...VALID, language: "ar" }),
        "waitlist.notMe": () => ({
          message: "Your address was removed from the list and will not be emailed again",
          messageKey: "waitlist.removed",
        }),
      },
      { language: "ar" },
    );
    // The Arabic catalogs are fetched first: slow on a busy machine.
    await screen.findByRole("button", { name: "تأكيد" }, { timeout: 5000 });
    expect(
      screen.getByRole("heading", { level: 1, name: "أكّد مكانك في قائمة الانتظار" }),
    ).toBeInTheDocument();
    fireEvent.click(button("لست أنا"));
    fireEvent.click(button("حذف عنواني"));
    expect(
      await screen.findByText("حُذف عنوانك من القائمة ولن نراسله بعد ذلك."),
    ).toBeInTheDocument();
  });

  it("greets in the entry's language when the visitor has chosen none", async () => {
    await openPage(
      `?token=${TOKEN}`,
      { "waitlist.confirmCheck": () => ({ ...VALID, language: "ar" }) },
      { stored: false },
    );
    // The Arabic catalogs are fetched first: slow on a busy machine.
    await screen.findByRole("button", { name: "تأكيد" }, { timeout: 5000 });
    expect(
      screen.getByRole("heading", { level: 1, name: "أكّد مكانك في قائمة الانتظار" }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    // Not stored as the visitor's choice.
    expect(window.localStorage.getItem("language")).toBeNull();
  });
});
