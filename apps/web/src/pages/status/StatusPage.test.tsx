import type { RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { shareLinks } from "./share";
import { loadStatusPage } from "./StatusPage";

type Status = RouterOutputs["waitlist"]["status"];
type Board = RouterOutputs["waitlist"]["leaderboard"];

const TOKEN = "ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zyxwv";
const LINK = "https://bayan.example/?ref=K7QM2XPA";
const STATUS: Status = {
  position: 1234,
  total: 5678,
  confirmed: true,
  invited: false,
  referralCode: "K7QM2XPA",
  referralLink: LINK,
  referrals: 3,
  language: "en",
  email: "l***@example.com",
};
const NO_BOARD: Board = { enabled: false, entries: [] };
/** Slow on a busy machine when a language's catalogs are fetched first. */
const SLOW = { timeout: 5000 };

/** The page as opened from `/status<search>`. */
async function openPage(
  search: string,
  handlers: FakeHandlers,
  { language = "en" }: { language?: "en" | "ar" } = {},
) {
  window.history.replaceState(null, "", `/status${search}`);
  window.localStorage.setItem("language", language);
  const api = fakeApi({ "waitlist.leaderboard": () => NO_BOARD, ...handlers });
  const Page = await loadStatusPage();
  await renderApp(<Page />, { api, language });
  return api;
}

const shareLink = (service: string) =>
  document.querySelector<HTMLAnchorElement>(`a[data-service="${service}"]`);

beforeEach(() => {
  document.cookie = "language=; Max-Age=0; Path=/";
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
  Reflect.deleteProperty(navigator, "share");
  vi.restoreAllMocks();
});

describe("status page", () => {
  it("shows the place, the referral link with its count and the share buttons", async () => {
    const api = await openPage(`?token=${TOKEN}`, { "waitlist.status": () => STATUS });
    expect(await screen.findByText("#1,234 of 5,678", {}, SLOW)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ path: "waitlist.status", input: { token: TOKEN } });
    expect(
      screen.getByRole("heading", { level: 1, name: "Your place on the waitlist" }),
    ).toBeVisible();
    expect(screen.getByText("Your place in the queue")).toBeInTheDocument();
    expect(screen.queryByTestId("status-unconfirmed")).not.toBeInTheDocument();

    const field = screen.getByLabelText<HTMLInputElement>("Your referral link");
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute("readonly");
    // Written left to right even in the Arabic interface.
    expect(field.closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByTestId("status-referrals")).toHaveTextContent(
      "3friends confirmed through your link",
    );

    const text = "Join me on the Bayan waitlist: learn English with clear Arabic explanations.";
    const expected = shareLinks(LINK, text, "Join me on the Bayan waitlist");
    expect(shareLink("whatsapp")).toHaveAttribute("href", expected.whatsapp);
    expect(shareLink("whatsapp")?.href).toMatch(/^https:\/\/wa\.me\/\?text=Join%20me/);
    expect(shareLink("telegram")).toHaveAttribute("href", expected.telegram);
    expect(shareLink("x")).toHaveAttribute("href", expected.x);
    expect(shareLink("email")).toHaveAttribute("href", expected.email);
    for (const service of ["whatsapp", "telegram", "x"]) {
      expect(shareLink(service)).toHaveAttribute("target", "_blank");
      // The page's address (with its token) is not sent to the service.
      expect(shareLink(service)?.rel).toContain("noreferrer");
    }
    // No native share in this browser: no button for it.
    expect(screen.queryByRole("button", { name: "Share..." })).not.toBeInTheDocument();
    // The leaderboard is off.
    expect(screen.queryByTestId("leaderboard")).not.toBeInTheDocument();
  });

  it("builds each service's share address from the link and the text", () => {
    const links = shareLinks("https://x.test/?ref=AB12", "Hi & welcome", "Join");
    expect(links).toEqual({
      whatsapp: "https://wa.me/?text=Hi%20%26%20welcome%20https%3A%2F%2Fx.test%2F%3Fref%3DAB12",
      telegram:
        "https://t.me/share/url?url=https%3A%2F%2Fx.test%2F%3Fref%3DAB12&text=Hi%20%26%20welcome",
      x: "https://twitter.com/intent/tweet?text=Hi%20%26%20welcome&url=https%3A%2F%2Fx.test%2F%3Fref%3DAB12",
      email:
        "mailto:?subject=Join&body=Hi%20%26%20welcome%0A%0Ahttps%3A%2F%2Fx.test%2F%3Fref%3DAB12",
    });
  });

  it("copies the link", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await openPage(`?token=${TOKEN}`, { "waitlist.status": () => STATUS });
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }, SLOW));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("offers the browser's own share sheet when there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    await openPage(`?token=${TOKEN}`, { "waitlist.status": () => STATUS });
    fireEvent.click(await screen.findByRole("button", { name: "Share..." }, SLOW));
    expect(share).toHaveBeenCalledWith({
      title: "Join me on the Bayan waitlist",
      text: "Join me on the Bayan waitlist: learn English with clear Arabic explanations.",
      url: LINK,
    });
  });

  it("says the invitation is on its way once the person is invited", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.status": () => ({ ...STATUS, position: null, invited: true }),
    });
    expect(await screen.findByText("Your invitation is on its way", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).not.toBeInTheDocument();
  });

  it("asks an unconfirmed person to confirm, with no referral link yet", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.status": () => ({
        ...STATUS,
        confirmed: false,
        referralCode: null,
        referralLink: null,
        referrals: 0,
      }),
    });
    expect(await screen.findByTestId("status-unconfirmed", {}, SLOW)).toHaveTextContent(
      "Confirm your address from the email we sent to secure your place.",
    );
    expect(screen.queryByLabelText("Your referral link")).not.toBeInTheDocument();
  });

  it("shows the top referrers when the leaderboard is public", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.status": () => STATUS,
      "waitlist.leaderboard": () => ({
        enabled: true,
        entries: [
          { email: "a***@example.com", referrals: 1200 },
          { email: "b***@example.org", referrals: 7 },
        ],
      }),
    });
    const board = await screen.findByTestId("leaderboard", {}, SLOW);
    expect(within(board).getByRole("heading", { name: "Top referrers" })).toBeInTheDocument();
    const rows = within(board).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "RankAddressFriends",
      "1a***@example.com1,200",
      "2b***@example.org7",
    ]);
  });

  it("says no place was found for an unknown link (404), and for none at all", async () => {
    await openPage(`?token=${TOKEN}`, {
      "waitlist.status": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "waitlist.statusNotFound");
      },
    });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "No place was found for this link" },
        SLOW,
      ),
    ).toBeInTheDocument();
    document.body.innerHTML = "";
    const api = await openPage("", {});
    expect(
      await screen.findByRole("heading", { level: 1, name: "No place was found for this link" }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("offers to try again when the place cannot be read", async () => {
    let calls = 0;
    await openPage(`?token=${TOKEN}`, {
      "waitlist.status": () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return STATUS;
      },
    });
    expect(
      await screen.findByText("We could not load your place. Please try again.", {}, SLOW),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("#1,234 of 5,678")).toBeInTheDocument();
  });
});

describe("status page in Arabic", () => {
  it("writes the place and the count in Arabic digits and shares in Arabic", async () => {
    await openPage(
      `?token=${TOKEN}`,
      { "waitlist.status": () => ({ ...STATUS, language: "ar", referrals: 11 }) },
      { language: "ar" },
    );
    expect(await screen.findByText("المركز ١٬٢٣٤ من ٥٬٦٧٨", {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "مكانك في قائمة الانتظار" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("رابط الإحالة الخاص بك")).toHaveValue(LINK);
    expect(screen.getByTestId("status-referrals")).toHaveTextContent(
      "١١صديقًا أكّدوا انضمامهم عبر رابطك",
    );
    const text = "انضم معي إلى قائمة انتظار بيان: تعلّم الإنجليزية بشرح عربي واضح.";
    await waitFor(() =>
      expect(shareLink("whatsapp")).toHaveAttribute(
        "href",
        shareLinks(LINK, text, "انضم معي إلى قائمة انتظار بيان").whatsapp,
      ),
    );
    expect(shareLink("email")).toHaveTextContent("البريد الإلكتروني");
  });
});
