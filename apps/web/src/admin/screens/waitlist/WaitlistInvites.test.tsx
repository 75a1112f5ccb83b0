import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { MessageKey } from "@bayan/trpc/rules/messages";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { FakeTrpcError } from "../../../test/fakeApi";
import { entries, entry, inputsOf, row, toastColor, waitlistApi } from "./testData";

// The server's English for the keys the tests answer with (packages/trpc rules/messages/waitlist.ts).
const INVITE_SENT_TEXT = "Invitation sent successfully";
const INVITE_QUEUED_TEXT =
  "Invitation queued: not delivered yet, delivery will be retried automatically";
const INVITE_NOT_DELIVERED_TEXT =
  "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)";

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

describe("waitlist screen: invites from a row (SPEC 4)", slow, () => {
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
});
