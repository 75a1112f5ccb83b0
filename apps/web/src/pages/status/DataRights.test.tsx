import type { RouterOutputs } from "@bayan/trpc";
import { messageText } from "@bayan/trpc/rules/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, savedJson } from "../../test/downloads";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { loadStatusPage } from "./StatusPage";

type Status = RouterOutputs["waitlist"]["status"];
type PersonalData = RouterOutputs["waitlist"]["statusData"];

const TOKEN = "ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zyxwv";
const STATUS: Status = {
  position: 12,
  total: 40,
  confirmed: true,
  invited: false,
  referralCode: "K7QM2XPA",
  referralLink: "https://bayan.example/?ref=K7QM2XPA",
  referrals: 1,
  language: "en",
  email: "l***@example.com",
};
const DATA: PersonalData = {
  address: "layla@example.com",
  exportedAt: "2026-05-01T10:00:00.000Z",
  waitlist: [
    {
      email: "layla@example.com",
      joinedAt: "2026-04-01T09:00:00.000Z",
      language: "en",
      source: "landing-page",
      status: "pending",
      confirmedAt: "2026-04-01T09:05:00.000Z",
      invitedAt: null,
      consent: { at: "2026-04-01T09:00:00.000Z", policyUpdated: "2026-03-01", language: "en" },
      interests: null,
      notes: null,
      device: "desktop",
      channel: null,
      country: null,
      landingPage: "/",
      referralCode: "K7QM2XPA",
      referredBy: null,
      referralState: "none",
      referralCount: 1,
      referrals: [],
    },
  ],
  accounts: [],
  invitations: [],
  contactMessages: [],
  emails: [],
  suppression: null,
};
const ERASED = {
  message: messageText("privacy.erased"),
  messageKey: "privacy.erased" as const,
};
/** Slow on a busy machine when a language's catalogs are fetched first. */
const SLOW = { timeout: 5000 };

/** The status page at `/status?token=…`, with the place read and `handlers` for the rest. */
async function openPage(handlers: FakeHandlers, language: "en" | "ar" = "en") {
  window.history.replaceState(null, "", `/status?token=${TOKEN}`);
  window.localStorage.setItem("language", language);
  const api = fakeApi({
    "waitlist.status": () => ({ ...STATUS, language }),
    "waitlist.leaderboard": () => ({ enabled: false, entries: [] }),
    ...handlers,
  });
  const Page = await loadStatusPage();
  await renderApp(<Page />, { api, language });
  return api;
}

const section = () => screen.findByRole("region", { name: "Your data" }, SLOW);
const callsTo = (api: { calls: { path: string; input: unknown }[] }, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.input);

beforeEach(() => {
  document.cookie = "language=; Max-Age=0; Path=/";
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("status page: your data", () => {
  it("shows the section under the place, with its two buttons", async () => {
    await openPage({});
    const region = await section();
    expect(within(region).getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
    expect(
      within(region).getByText(
        "Download everything Bayan keeps about your address as a file, or erase it all.",
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(within(region).getByRole("button", { name: "Erase my data" })).toBeEnabled();
    // Below the place and the referral link.
    const details = screen.getByTestId("status-details");
    expect(details.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("downloads the data as bayan-my-data.json", async () => {
    const saved = captureDownloads();
    const api = await openPage({ "waitlist.statusData": () => DATA });
    const region = await section();
    fireEvent.click(within(region).getByRole("button", { name: "Download my data" }));

    expect(
      await within(region).findByText("Your data was saved as bayan-my-data.json."),
    ).toBeInTheDocument();
    expect(callsTo(api, "waitlist.statusData")).toEqual([{ token: TOKEN }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe("bayan-my-data.json");
    expect(saved[0]!.blob.type).toBe("application/json");
    const file = await savedJson<PersonalData>(saved[0]!);
    expect(file.address).toBe("layla@example.com");
    expect(file.waitlist[0]!.consent).toEqual(DATA.waitlist[0]!.consent);
  });

  it("says when the download failed, and the person can try again", async () => {
    const saved = captureDownloads();
    let calls = 0;
    await openPage({
      "waitlist.statusData": () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return DATA;
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const region = await section();
    fireEvent.click(within(region).getByRole("button", { name: "Download my data" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "We could not prepare your data. Please try again.",
    );
    expect(saved).toEqual([]);

    fireEvent.click(within(region).getByRole("button", { name: "Download my data" }));
    expect(
      await within(region).findByText("Your data was saved as bayan-my-data.json."),
    ).toBeInTheDocument();
    expect(within(region).queryByRole("alert")).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("asks before erasing, and Cancel erases nothing", async () => {
    const api = await openPage({ "waitlist.eraseData": () => ERASED });
    const region = await section();
    const erase = within(region).getByRole("button", { name: "Erase my data" });
    fireEvent.click(erase);

    const question = within(region).getByTestId("erase-question");
    expect(question).toHaveTextContent("Erase everything we keep about you?");
    expect(question).toHaveTextContent(
      "Your place on the waitlist, your referral link and its count, and the emails we sent you will be deleted. This cannot be undone, and this address will not be emailed again.",
    );
    const confirm = within(question).getByRole("button", { name: "Erase everything" });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(callsTo(api, "waitlist.eraseData")).toEqual([]);

    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(within(region).queryByTestId("erase-question")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getByRole("button", { name: "Erase my data" })).toHaveFocus(),
    );
    expect(screen.getByText("#12 of 40")).toBeInTheDocument();
    expect(callsTo(api, "waitlist.eraseData")).toEqual([]);
  });

  it("erases on Erase everything and shows the erased view", async () => {
    const answer = deferred<typeof ERASED>();
    const api = await openPage({ "waitlist.eraseData": () => answer.promise });
    const region = await section();
    fireEvent.click(within(region).getByRole("button", { name: "Erase my data" }));
    fireEvent.click(within(region).getByRole("button", { name: "Erase everything" }));
    // While on its way: the button waits, Cancel is off.
    await waitFor(() =>
      expect(within(region).getByRole("button", { name: "Cancel" })).toBeDisabled(),
    );
    answer.resolve(ERASED);

    const heading = await screen.findByRole("heading", { level: 1, name: "Data erased" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        "Your data is erased: your place, your referral link and the emails sent to you are gone, and this address will not be emailed again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByTestId("status-details")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your data" })).not.toBeInTheDocument();
    expect(callsTo(api, "waitlist.eraseData")).toEqual([{ token: TOKEN }]);
  });

  it("says when the erasure failed, and erases on a second try", async () => {
    let calls = 0;
    await openPage({
      "waitlist.eraseData": () => {
        calls += 1;
        if (calls === 1)
          throw new FakeTrpcError("TOO_MANY_REQUESTS", 429, "common.tooManyRequests");
        return ERASED;
      },
    });
    const region = await section();
    fireEvent.click(within(region).getByRole("button", { name: "Erase my data" }));
    fireEvent.click(within(region).getByRole("button", { name: "Erase everything" }));
    const said = await within(region).findByText(
      "Too many attempts from your connection. Please wait a few minutes and try again.",
    );
    expect(said.closest('[role="alert"]')).not.toBeNull();
    // The question stays, so the person can try again.
    fireEvent.click(within(region).getByRole("button", { name: "Erase everything" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Data erased" }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("says no place is found when the link's entry was erased meanwhile (404)", async () => {
    await openPage({
      "waitlist.eraseData": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "waitlist.statusNotFound");
      },
    });
    const region = await section();
    fireEvent.click(within(region).getByRole("button", { name: "Erase my data" }));
    fireEvent.click(within(region).getByRole("button", { name: "Erase everything" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "No place was found for this link" }),
    ).toBeInTheDocument();
  });
});

describe("status page: your data, in Arabic", () => {
  it("downloads, asks, and erases right to left in Arabic", async () => {
    const saved = captureDownloads();
    const api = await openPage(
      { "waitlist.statusData": () => DATA, "waitlist.eraseData": () => ERASED },
      "ar",
    );
    const region = await screen.findByRole("region", { name: "بياناتك" }, SLOW);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(within(region).getByRole("heading", { level: 2, name: "بياناتك" })).toBeVisible();

    fireEvent.click(within(region).getByRole("button", { name: "تنزيل بياناتي" }));
    expect(
      await within(region).findByText("حُفظت بياناتك في الملف bayan-my-data.json."),
    ).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(["bayan-my-data.json"]);

    fireEvent.click(within(region).getByRole("button", { name: "محو بياناتي" }));
    const question = within(region).getByTestId("erase-question");
    expect(question).toHaveTextContent("هل تريد محو كل ما نحتفظ به عنك؟");
    fireEvent.click(within(question).getByRole("button", { name: "إلغاء" }));
    expect(callsTo(api, "waitlist.eraseData")).toEqual([]);

    fireEvent.click(within(region).getByRole("button", { name: "محو بياناتي" }));
    fireEvent.click(within(region).getByRole("button", { name: "محو كل شيء" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "تمّ محو البيانات" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "مُحيت بياناتك: زال مكانك ورابط الإحالة الخاص بك والرسائل التي أُرسلت إليك، ولن نراسل هذا العنوان بعد ذلك.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الذهاب إلى الصفحة الرئيسية" })).toBeInTheDocument();
    expect(callsTo(api, "waitlist.eraseData")).toEqual([{ token: TOKEN }]);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});
