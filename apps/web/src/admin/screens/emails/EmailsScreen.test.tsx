import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./EmailsScreen";

type Email = RouterOutputs["outbox"]["list"]["items"][number];
type ListInput = RouterInputs["outbox"]["list"];

function email(overrides: Partial<Email>): Email {
  return {
    id: "e1",
    kind: "waitlist-invite",
    to: "layla@example.com",
    subject: "Your early access to Bayan",
    text: "Hello,\n\nYour place is ready. <b>not bold</b>\n\nThe Bayan team",
    html: "<p>Hello</p>",
    language: "en",
    status: "queued",
    attempts: 0,
    lastError: null,
    lastErrorKey: null,
    nextAttemptAt: "2026-11-23T10:00:00.000Z",
    sentAt: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    delivered: false,
    links: [],
    ...overrides,
  };
}

const failed = email({
  id: "e-failed",
  to: "omar@example.com",
  kind: "contact-reply",
  subject: "Re: Lessons",
  status: "failed",
  attempts: 8,
  lastError: "connect ECONNREFUSED 10.0.0.5:587 after eight attempts over two hours",
});
const sent = email({
  id: "e-sent",
  to: "sara@example.com",
  status: "sent",
  attempts: 1,
  sentAt: "2026-11-23T10:05:00.000Z",
  delivered: true,
});

function list(items: Email[], smtpConfigured = true) {
  return {
    items,
    smtpConfigured,
    pagination: { page: 1, limit: 20, total: items.length, totalPages: items.length ? 1 : 0 },
    counts: { queued: 4, sent: 7, failed: 2, suppressed: 0 },
  };
}

function handlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    "admin.notifications": () => ({ count: 0, items: [] }),
    "outbox.list": (input: ListInput) =>
      list(input.status === "failed" ? [failed] : [failed, sent, email({})]),
    ...overrides,
  };
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === "outbox.list").map((c) => c.input as ListInput);

describe("emails (outbox)", { timeout: 30_000 }, () => {
  it("applies ?status=failed from the address (the bell's link) and asks for it", async () => {
    const api = fakeApi(handlers());
    const { router } = await renderAdmin("/admin/emails?status=failed", { api });
    const table = await screen.findByRole("table", { name: "Emails" });
    expect(within(table).getByText("omar@example.com")).toBeInTheDocument();
    expect(within(table).queryByText("sara@example.com")).not.toBeInTheDocument();
    expect(listCalls(api).at(-1)).toEqual({ page: 1, limit: 20, status: "failed" });
    expect(screen.getByRole("radio", { name: "Failed (2)" })).toBeChecked();
    expect(within(table).getByText("Contact reply")).toBeInTheDocument();

    // Another status goes into the address and the request.
    fireEvent.click(screen.getByRole("radio", { name: "Sent (7)" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "sent" }));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ status: "sent" }));
    fireEvent.click(screen.getByRole("radio", { name: "All (13)" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("keeps the search in the address and sends it, from the first page", async () => {
    const api = fakeApi(handlers());
    const { router } = await renderAdmin("/admin/emails?status=failed&page=2", { api });
    const box = await screen.findByRole("searchbox", { name: "Search recipient or subject" });
    fireEvent.change(box, { target: { value: "  omar " } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: "failed", search: "omar" }),
    );
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toEqual({
        page: 1,
        limit: 20,
        status: "failed",
        search: "omar",
      }),
    );
  });

  it("retries a failed email with its id and shows the server's answer; a sent one cannot", async () => {
    const api = fakeApi(
      handlers({
        "outbox.retry": (input) => ({
          item: { ...failed, id: input.id, status: "queued", attempts: 0, lastError: null },
          message: "Email queued for another delivery attempt",
          messageKey: "outbox.retryQueued",
        }),
      }),
    );
    await renderAdmin("/admin/emails", { api });
    const table = await screen.findByRole("table", { name: "Emails" });

    fireEvent.click(within(table).getByText("sara@example.com"));
    let drawer = await screen.findByRole("dialog", { name: "Email details" });
    expect(within(drawer).getByRole("button", { name: "Retry" })).toBeDisabled();
    fireEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fireEvent.click(within(table).getByText("omar@example.com"));
    drawer = await screen.findByRole("dialog", { name: "Email details" });
    // The error in full, and the text as text (its markup is not rendered).
    expect(
      within(drawer).getByText(/ECONNREFUSED 10\.0\.0\.5:587 after eight/),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole("button", { name: "Retry" }));

    expect(
      await screen.findByText("Email queued for another delivery attempt"),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "outbox.retry")?.input).toEqual({ id: "e-failed" });
  });

  it("says plainly that nothing is delivered without SMTP, and shows the empty state", async () => {
    const api = fakeApi(handlers({ "outbox.list": () => list([], false) }));
    await renderAdmin("/admin/emails", { api });
    expect(await screen.findByText("Emails are not being delivered")).toBeInTheDocument();
    expect(screen.getByText(/kept here in the outbox and none is sent/)).toBeInTheDocument();
    expect(screen.getByText("No emails yet")).toBeInTheDocument();
  });

  it("says the emails could not be loaded and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const api = fakeApi(
      handlers({
        "outbox.list": () => {
          if (fail) {
            throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
          }
          return list([failed]);
        },
      }),
    );
    await renderAdmin("/admin/emails", { api });
    expect(await screen.findByText("The emails could not be loaded")).toBeInTheDocument();
    expect(
      screen.getByText("The service is unavailable just now. Please try again in a moment."),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    const table = await screen.findByRole("table", { name: "Emails" });
    expect(within(table).getByText("omar@example.com")).toBeInTheDocument();
  });

  it("has no SMTP banner when mail is delivered", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin/emails", { api });
    await screen.findByRole("table", { name: "Emails" });
    expect(screen.queryByText("Emails are not being delivered")).not.toBeInTheDocument();
  });

  it("hides an invitation's link and copies a fresh one on demand, listing each link issued", async () => {
    const invite = email({
      id: "e-invite",
      to: "nour@example.com",
      status: "sent",
      delivered: true,
      text: "Hello,\n\nhttp://bayan.test/register?token={{link-token:registration}}",
      links: [{ purpose: "registration", subject: "i1" }],
    });
    let issued: RouterOutputs["outbox"]["linkIssues"] = [
      {
        purpose: "registration",
        issuedVia: "email",
        createdAt: "2026-11-23T10:05:00.000Z",
        expiresAt: "2026-12-07T10:00:00.000Z",
      },
    ];
    const url = `http://bayan.test/register?token=${"a".repeat(43)}`;
    const api = fakeApi(
      handlers({
        "outbox.list": () => list([invite]),
        "outbox.linkIssues": () => issued,
        "outbox.freshLink": () => {
          issued = [
            ...issued,
            { ...issued[0]!, issuedVia: "admin", createdAt: "2026-11-23T11:00:00.000Z" },
          ];
          return {
            links: [{ purpose: "registration", url, expiresAt: "2026-12-07T10:00:00.000Z" }],
            message: "A fresh link was made: copy it and send it to the recipient yourself",
            messageKey: "outbox.freshLinkMade",
          };
        },
      }),
    );
    await renderAdmin("/admin/emails", { api });
    const table = await screen.findByRole("table", { name: "Emails" });
    fireEvent.click(within(table).getByText("nour@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "Email details" });
    expect(within(drawer).getByText(/register\?token=\(hidden\)/)).toBeInTheDocument();
    expect(within(drawer).queryByText(/link-token/)).not.toBeInTheDocument();
    expect(await within(drawer).findByText(/^Sent in the email on/)).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole("button", { name: "Copy a fresh link" }));
    expect(await within(drawer).findByDisplayValue(url)).toBeInTheDocument();
    expect(
      await screen.findByText(
        "A fresh link was made: copy it and send it to the recipient yourself",
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "outbox.freshLink")?.input).toEqual({
      id: "e-invite",
    });
    expect(await within(drawer).findByText(/^Copied by an administrator on/)).toBeInTheDocument();
  });

  it("words the server's answers in Arabic: the server's own last error, a refused retry and a fresh link", async () => {
    const closed = email({
      id: "e-closed",
      to: "huda@example.com",
      status: "failed",
      attempts: 1,
      lastError: "The link in this email is no longer valid (used, replaced or expired): not sent",
      lastErrorKey: "outbox.linkClosed",
      links: [{ purpose: "registration", subject: "i2" }],
    });
    const api = fakeApi(
      handlers({
        "outbox.list": () => list([closed, failed]),
        "outbox.linkIssues": () => [],
        "outbox.retry": () => {
          throw new FakeTrpcError("CONFLICT", 409, "outbox.alreadySent");
        },
        "outbox.freshLink": () => {
          throw new FakeTrpcError("CONFLICT", 409, "outbox.linkUnavailable");
        },
      }),
    );
    await renderAdmin("/admin/emails", { api, language: "ar" });
    const table = await screen.findByRole("table", { name: "رسائل البريد" });
    const reason =
      "الرابط في هذه الرسالة لم يعد صالحًا (استُخدم أو استُبدل أو انتهت صلاحيته): لم تُرسل";
    expect(within(table).getByText(reason)).toBeInTheDocument();
    // A mail server's own words stay as they came.
    expect(within(table).getByText(/ECONNREFUSED 10\.0\.0\.5:587/)).toBeInTheDocument();

    fireEvent.click(within(table).getByText("huda@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "تفاصيل الرسالة" });
    expect(within(drawer).getByText(reason)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole("button", { name: "إعادة المحاولة" }));
    expect(await screen.findByText("أُرسلت هذه الرسالة من قبل")).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole("button", { name: "نسخ رابط جديد" }));
    expect(
      await screen.findByText(
        "لا يمكن إنشاء رابط جديد: الدعوة استُخدمت أو استُبدلت أو انتهت صلاحيتها",
      ),
    ).toBeInTheDocument();
  });
});
