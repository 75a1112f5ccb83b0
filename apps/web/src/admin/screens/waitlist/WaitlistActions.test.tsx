import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { MessageKey } from "@bayan/trpc/rules/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveToken } from "../../../lib/adminSession";
import { renderAdmin } from "../../../test/renderAdmin";
import { FakeTrpcError } from "../../../test/fakeApi";
import { entries, entry, inputsOf, waitlistApi } from "./testData";

// The server's English for the keys the tests answer with (packages/trpc rules/messages/waitlist.ts).
const INVITE_SENT_TEXT = "Invitation sent successfully";
const INVITE_QUEUED_TEXT =
  "Invitation queued: not delivered yet, delivery will be retried automatically";
const INVITE_NOT_DELIVERED_TEXT =
  "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";
const INVITES_SENT_TEXT = "Invitations sent successfully";
const INVITES_QUEUED_TEXT =
  "Invitations queued: not all delivered yet, delivery will be retried automatically";

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The row of the entry with this email. */
const row = (email: string) => screen.getByText(email).closest("tr")!;

/** The colour of the toast that says `text` (green, yellow, red, blue). */
async function toastColor(text: string | RegExp) {
  const toast = (await screen.findByText(text)).closest(".mantine-Notification-root");
  return /--notification-color:\s*var\(--mantine-color-(\w+)-/.exec(
    toast?.getAttribute("style") ?? "",
  )?.[1];
}

describe("waitlist screen: row actions (SPEC 4, 5)", slow, () => {
  it("sends an invite and says so in English, in green once the email was delivered", async () => {
    const user = userEvent.setup();
    const rows = entries(3);
    const api = waitlistApi(rows, {
      "waitlist.invite": ({ id }) => ({
        entry: { ...rows.find((r) => r.id === id)!, status: "notified", sentStatus: "sent" },
        delivery: "sent",
        recentlyInvited: false,
        message: INVITE_SENT_TEXT,
        messageKey: "waitlist.inviteSent",
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person2@example.com");
    const listCalls = inputsOf(api, "waitlist.list").length;

    await user.click(screen.getByRole("button", { name: "Send invite to person2@example.com" }));
    expect(await toastColor("Invite sent successfully")).toBe("green");
    expect(inputsOf(api, "waitlist.invite")).toEqual([{ id: rows[1]!.id }]);
    // The list, the counts and the admin figures are asked again.
    await waitFor(() => expect(inputsOf(api, "waitlist.list").length).toBeGreaterThan(listCalls));
    expect(inputsOf(api, "waitlist.stats").length).toBeGreaterThan(1);
    expect(inputsOf(api, "admin.notifications").length).toBeGreaterThan(1);
  });

  it("says the invite was sent in Arabic, and tells the truth when SMTP is not configured", async () => {
    const user = userEvent.setup();
    const rows = entries(2);
    let answer: { delivery: "sent" | "queued"; message: string; messageKey: MessageKey } = {
      delivery: "sent",
      message: INVITE_SENT_TEXT,
      messageKey: "waitlist.inviteSent",
    };
    const api = waitlistApi(rows, {
      "waitlist.invite": ({ id }) => ({
        entry: {
          ...rows.find((r) => r.id === id)!,
          status: "notified",
          sentStatus: answer.delivery,
        },
        recentlyInvited: false,
        ...answer,
      }),
    });
    await renderAdmin("/admin/waitlist", { api, language: "ar" });
    await screen.findByText("person2@example.com");

    await user.click(screen.getByRole("button", { name: "إرسال الدعوة إلى person2@example.com" }));
    expect(await screen.findByText("تم إرسال الدعوة بنجاح")).toBeInTheDocument();

    answer = {
      delivery: "queued",
      message: INVITE_NOT_DELIVERED_TEXT,
      messageKey: "waitlist.inviteNotDelivered",
    };
    await user.click(screen.getByRole("button", { name: "إرسال الدعوة إلى person1@example.com" }));
    expect(
      await toastColor("حُفظت الدعوة في صندوق الصادر (خادم البريد SMTP غير مُعدّ، لذا لم تُرسل)"),
    ).toBe("yellow");
  });

  it("says an invitation the mail server did not take yet is queued, in yellow, with the reason", async () => {
    const user = userEvent.setup();
    const rows = entries(1);
    const api = waitlistApi(rows, {
      "waitlist.invite": () => ({
        entry: {
          ...rows[0]!,
          status: "notified",
          sentAt: new Date().toISOString(),
          sentStatus: "queued",
          inviteError: "451 Try again later",
        },
        delivery: "queued",
        recentlyInvited: false,
        message: `${INVITE_QUEUED_TEXT}. Last error: 451 Try again later`,
        messageKey: "waitlist.inviteQueued",
        params: { lastError: "451 Try again later" },
      }),
    });
    await renderAdmin("/admin/waitlist", { api, language: "ar" });
    await screen.findByText("person1@example.com");
    await user.click(screen.getByRole("button", { name: "إرسال الدعوة إلى person1@example.com" }));
    expect(
      await toastColor(
        "الدعوة في طابور الإرسال: لم تُسلَّم بعد، وستُعاد محاولة التسليم تلقائيًا. آخر خطأ: 451 Try again later",
      ),
    ).toBe("yellow");
    expect(screen.queryByText("تم إرسال الدعوة بنجاح")).not.toBeInTheDocument();
  });

  it("says a second invite within minutes queued nothing, in the interface language", async () => {
    const user = userEvent.setup();
    const rows = [entry(1, { status: "notified", sentStatus: "sent" })];
    let said = {
      message: "An invitation was sent to this address 3 minutes ago; no second email was queued",
      messageKey: "waitlist.recentlySent" as MessageKey,
      params: { ago: "3 minutes ago", minutes: 3 },
    };
    const api = waitlistApi(rows, {
      "waitlist.invite": () => ({
        entry: rows[0]!,
        delivery: "sent",
        recentlyInvited: true,
        ...said,
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");
    const again = () =>
      user.click(
        screen.getByRole("button", { name: "Send the invite again to person1@example.com" }),
      );
    await again();
    expect(
      await toastColor(
        "An invitation was sent to this address 3 minutes ago; no second email was queued.",
      ),
    ).toBe("blue");

    said = {
      message:
        "An invitation to this address was queued less than a minute ago and is not delivered " +
        "yet; no second email was queued",
      messageKey: "waitlist.recentlyQueued",
      params: { ago: "less than a minute ago", minutes: 0 },
    };
    await again();
    expect(
      await screen.findByText(
        "An invitation to this address was queued less than a minute ago and is not delivered yet; no second email was queued.",
      ),
    ).toBeInTheDocument();
  });

  it("says why the server refused an invite, in Arabic", async () => {
    const user = userEvent.setup();
    const rows = entries(1);
    const api = waitlistApi(rows, {
      "waitlist.invite": () => {
        throw new FakeTrpcError("CONFLICT", 409, "waitlist.alreadyRegistered");
      },
    });
    await renderAdmin("/admin/waitlist", { api, language: "ar" });
    await screen.findByText("person1@example.com");
    await user.click(screen.getByRole("button", { name: "إرسال الدعوة إلى person1@example.com" }));
    expect(await toastColor("هذا الشخص مسجّل بالفعل")).toBe("red");
  });

  it("shows an invitation's delivery state in the table and the details", async () => {
    const user = userEvent.setup();
    const rows = [
      entry(1, {
        status: "notified",
        sentAt: "2026-03-12T10:00:00.000Z",
        sentStatus: "queued",
        inviteError: "421 Service not available",
      }),
      entry(2, { status: "notified", sentAt: "2026-03-11T10:00:00.000Z", sentStatus: "failed" }),
      entry(3, { status: "notified", sentAt: "2026-03-10T10:00:00.000Z", sentStatus: "sent" }),
    ];
    await renderAdmin("/admin/waitlist", { api: waitlistApi(rows) });
    await screen.findByText("person1@example.com");
    expect(within(row("person1@example.com")).getByText("Queued")).toBeInTheDocument();
    expect(within(row("person2@example.com")).getByText("Failed")).toBeInTheDocument();
    // Delivered: the date says it all.
    expect(within(row("person3@example.com")).queryByText("Queued")).not.toBeInTheDocument();

    await user.click(row("person1@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "person1@example.com" });
    expect(within(drawer).getByText("Invitation email")).toBeInTheDocument();
    expect(within(drawer).getByText("Queued")).toBeInTheDocument();
    expect(within(drawer).getByText("421 Service not available")).toBeInTheDocument();
  });

  it("offers no invite to someone already registered", async () => {
    const api = waitlistApi([entry(1, { status: "registered" })]);
    await renderAdmin("/admin/waitlist", { api });
    const button = await screen.findByRole("button", {
      name: "Send invite to person1@example.com",
    });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.setup().click(button);
    expect(inputsOf(api, "waitlist.invite")).toEqual([]);
  });

  it("asks before deleting, and deletes only on yes", async () => {
    const user = userEvent.setup();
    const rows = entries(2);
    const api = waitlistApi(rows, { "waitlist.delete": ({ id }) => ({ id }) });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    const askToDelete = async () => {
      await user.click(
        screen.getByRole("button", { name: "More actions for person1@example.com" }),
      );
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      return screen.findByRole("dialog", { name: "Delete entry" });
    };

    let dialog = await askToDelete();
    expect(dialog).toHaveTextContent("Are you sure you want to delete this item?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputsOf(api, "waitlist.delete")).toEqual([]);

    dialog = await askToDelete();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Entry deleted")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.delete")).toEqual([{ id: rows[1]!.id }]);
  });

  it("changes the status from the row's menu", async () => {
    const user = userEvent.setup();
    const rows = entries(1);
    const api = waitlistApi(rows, {
      "waitlist.update": (input) => ({ ...rows[0]!, status: input.status ?? "pending" }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    await user.click(screen.getByRole("button", { name: "More actions for person1@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Completed" }));
    expect(await screen.findByText("Status changed to Completed")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.update")).toEqual([{ id: rows[0]!.id, status: "registered" }]);
    // The menu lives in the row: choosing in it does not also open the row's details.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the details with every field, and saves the notes", async () => {
    const user = userEvent.setup();
    const rows = [
      entry(7, {
        status: "notified",
        language: "ar",
        referralCode: "FRIEND42",
        interests: "speaking, grammar",
        device: "mobile",
        source: "hero-banner",
        sentAt: "2026-03-12T10:00:00.000Z",
      }),
    ];
    const api = waitlistApi(rows, {
      "waitlist.update": (input) => ({ ...rows[0]!, notes: input.notes ?? null }),
    });
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person7@example.com");

    await user.click(row("person7@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "person7@example.com" });
    expect(router.state.location.search).toEqual({ selected: rows[0]!.id });
    expect(within(drawer).getByRole("combobox", { name: "Change status" })).toHaveValue("Sent");
    for (const text of [
      "person7",
      "hero-banner",
      "Arabic",
      "FRIEND42",
      "speaking, grammar",
      "mobile",
    ]) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    expect(within(drawer).getByText("Referral code")).toBeInTheDocument();
    expect(within(drawer).getByText("Last updated")).toBeInTheDocument();
    expect(within(drawer).getByText(/Mar 12, 2026/)).toBeInTheDocument();

    const notes = within(drawer).getByRole("textbox", { name: "Notes" });
    await user.type(notes, "Called, wants the Pro plan");
    await user.click(within(drawer).getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Notes saved")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.update")).toEqual([
      { id: rows[0]!.id, notes: "Called, wants the Pro plan" },
    ]);
  });
});

describe("waitlist screen: bulk actions", slow, () => {
  it("invites the two chosen rows", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.inviteMany": ({ ids }) => ({
        invited: ids.length,
        skipped: 0,
        recentlyInvited: 0,
        delivery: { sent: ids.length, queued: 0, failed: 0 },
        message: INVITES_SENT_TEXT,
        messageKey: "waitlist.invitesSent",
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");

    await user.click(screen.getByRole("checkbox", { name: "Select person4@example.com" }));
    await user.click(screen.getByRole("checkbox", { name: "Select person2@example.com" }));
    expect(screen.getByText("Selected: 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite selected" }));
    expect(await toastColor("Invitations sent: 2.")).toBe("green");
    expect(inputsOf(api, "waitlist.inviteMany")).toEqual([{ ids: [rows[0]!.id, rows[2]!.id] }]);
    // Done: the selection is cleared.
    await waitFor(() => expect(screen.queryByText("Selected: 2")).not.toBeInTheDocument());
  });

  it("says some of the chosen were not delivered yet, and which were left out, in yellow", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.inviteMany": () => ({
        invited: 2,
        skipped: 1,
        recentlyInvited: 1,
        delivery: { sent: 1, queued: 1, failed: 0 },
        message: `${INVITES_QUEUED_TEXT}. Last error: 421 Too many connections`,
        messageKey: "waitlist.invitesQueued",
        params: { lastError: "421 Too many connections" },
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");
    await user.click(screen.getByRole("checkbox", { name: "Select every entry on this page" }));
    await user.click(screen.getByRole("button", { name: "Invite selected" }));
    expect(
      await toastColor(
        "Invitations queued: not all delivered yet, delivery will be retried automatically. Last error: 421 Too many connections",
      ),
    ).toBe("yellow");
    expect(
      screen.getByText(
        "Invited: 2. Delivered: 1. Skipped (already registered): 1. Skipped (invited recently, no second email): 1.",
      ),
    ).toBeInTheDocument();
  });

  it("deletes the chosen rows after a confirmation naming their count", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.deleteMany": ({ ids }) => ({ deleted: ids.length }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");

    await user.click(screen.getByRole("checkbox", { name: "Select every entry on this page" }));
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete selected entries" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete these 4 items?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Entries deleted: 4.")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.deleteMany")).toEqual([{ ids: rows.map((r) => r.id) }]);
  });

  it("invites the next N in line", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(3), {
      "waitlist.inviteNext": ({ count }) => ({
        invited: Number(count),
        recentlyInvited: 0,
        delivery: { sent: Number(count), queued: 0, failed: 0 },
        message: INVITES_SENT_TEXT,
        messageKey: "waitlist.invitesSent",
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person3@example.com");

    await user.click(screen.getByRole("button", { name: "Invite next in line" }));
    const count = await screen.findByRole("textbox", { name: /How many people to invite/ });
    await user.clear(count);
    await user.type(count, "25");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Invitations sent: 25.")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.inviteNext")).toEqual([{ count: 25 }]);
  });
});

describe("waitlist screen: CSV export", slow, () => {
  it("fetches the export with the bearer token and the current filters, and downloads it", async () => {
    const user = userEvent.setup();
    const fetchCsv = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response("\uFEFFid,email\n", { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchCsv);
    const createObjectURL = vi
      .spyOn(URL, "createObjectURL")
      .mockImplementation((_blob: Blob | MediaSource) => "blob:waitlist");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    const api = waitlistApi(entries(3));
    await renderAdmin(
      "/admin/waitlist?tab=sent&status=notified&search=gmail&sortBy=email&sortDir=desc",
      { api },
    );
    await screen.findByText("person3@example.com");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    const [url, init] = fetchCsv.mock.calls[0]!;
    const sent = new URL(url, "http://localhost");
    expect(sent.pathname).toBe("/api/waitlist/export.csv");
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      status: "notified",
      search: "gmail",
      sent: "true",
      sortBy: "email",
      sortDir: "desc",
    });
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${liveToken()}`);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicks[0]!.href).toContain("blob:waitlist");
    expect(clicks[0]!.download).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("says so when the export fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              code: "SERVICE_UNAVAILABLE",
              message: "Database unavailable",
              messageKey: "common.databaseUnavailable",
            }),
            { status: 503, headers: { "content-type": "application/json" } },
          ),
        ),
      ),
    );
    const api = waitlistApi(entries(1));
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The export failed")).toBeInTheDocument();
    expect(
      screen.getByText("The service is unavailable just now. Please try again in a moment."),
    ).toBeInTheDocument();
  });
});
