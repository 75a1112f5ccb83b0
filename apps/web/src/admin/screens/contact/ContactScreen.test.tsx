import type { RouterOutputs } from "@bayan/trpc";
import type { MessageKey } from "@bayan/trpc/rules/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { confirmsDelete, fakeStore, pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

type Submission = RouterOutputs["contact"]["list"]["items"][number];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function submission(n: number, fields: Partial<Submission> = {}): Submission {
  const createdAt = new Date(Date.UTC(2026, 10, 20 - n, 9, 0)).toISOString();
  return {
    id: id(n),
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    subject: `Subject ${n}`,
    message: `Message number ${n}, long enough to be a real message.`,
    status: "read",
    priority: "medium",
    language: "en",
    source: "contact-page",
    spamReason: null,
    reply: null,
    repliedAt: null,
    replyStatus: null,
    replyError: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

const STATS = {
  totalSubmissions: 12,
  newCount: 3,
  readCount: 5,
  repliedCount: 2,
  archivedCount: 2,
  spamCount: 4,
};

/**
 * A fake server holding `rows` (already newest first): it filters, pages and applies the
 * screen's changes, so what the screen shows after a change comes from the "server".
 */
function contactApi(rows: Submission[], extra: FakeHandlers = {}) {
  const records = fakeStore(rows, "contact.notFound");
  const change = (key: string, fields: Partial<Submission>) =>
    records.change(key, fields, { updatedAt: new Date(Date.now() + 1000).toISOString() });
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "contact.stats": () => STATS,
    "contact.list": (input) => {
      const matching = records
        .all()
        .filter((r) => (input.status ? r.status === input.status : r.status !== "spam"));
      return pageOf(matching, input, 50);
    },
    "contact.get": ({ id: key }) => records.find(key),
    "contact.update": ({ id: key, status, priority }) =>
      change(key, { ...(status ? { status } : {}), ...(priority ? { priority } : {}) }),
    "contact.setPriority": ({ id: key, priority }) => change(key, { priority }),
    "contact.reply": ({ id: key, reply }) => ({
      submission: change(key, {
        reply,
        status: "replied",
        repliedAt: new Date().toISOString(),
        replyStatus: "sent",
      }),
      delivery: "sent",
      message: "Reply sent successfully!",
      messageKey: "contact.replySent",
    }),
    "contact.delete": ({ id: key }) => records.remove(key),
    ...extra,
  });
}

const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);

const lastListInput = (api: ReturnType<typeof fakeApi>) => callsTo(api, "contact.list").at(-1);

/** The open message's panel (a Drawer at the test window's width). */
const panel = () => screen.findByRole("dialog");

describe("Contact submissions: list, stats and the address (SPEC 2.16, 9)", () => {
  it("shows the stats and the first page of 5, newest first, with status and priority in words", async () => {
    const rows = Array.from({ length: 7 }, (_, i) => submission(i + 1));
    rows[0] = submission(1, { status: "new", priority: "high" });
    const api = contactApi(rows);
    await renderAdmin("/admin/contact", { api });

    const table = await screen.findByRole("table", { name: "Contact submissions" });
    expect(await within(table).findByText("Sender 1")).toBeInTheDocument();
    expect(within(table).getByText("sender1@example.com")).toBeInTheDocument();
    expect(within(table).getByText("Subject 1")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(6); // header + 5
    expect(within(table).queryByText("Sender 6")).not.toBeInTheDocument();
    expect(within(table).getByText("High")).toBeInTheDocument();
    expect(within(table).getAllByText("New").length).toBeGreaterThan(0);
    expect(screen.getByText("Showing 1 to 5 of 7")).toBeInTheDocument();

    expect(screen.getByText("Total messages").parentElement).toHaveTextContent("12");
    expect(screen.getByText("Spam", { selector: "p" }).parentElement).toHaveTextContent("4");
    expect(screen.getByText("5 read, 2 archived")).toBeInTheDocument();
    expect(lastListInput(api)).toEqual({ page: 1, limit: 5 });
  });

  it("puts search (after a pause), filters, sort and page into the address and the list call", async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 12 }, (_, i) => submission(i + 1));
    const api = contactApi(rows);
    const { router } = await renderAdmin("/admin/contact", { api });
    await screen.findByText("Sender 1");

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    expect(lastListInput(api)).toMatchObject({ page: 2, limit: 5 });

    await user.click(screen.getByRole("button", { name: "Priority" }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sortBy: "priority", sortDir: "asc" }),
    );
    expect(router.state.location.search).not.toHaveProperty("page");
    expect(lastListInput(api)).toMatchObject({ sortBy: "priority", sortDir: "asc", page: 1 });
    await user.click(screen.getByRole("button", { name: "Priority" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ sortDir: "desc" }));
    await user.click(screen.getByRole("button", { name: "Priority" }));
    // Back to no sort: the newest first, the first page already fetched.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("sortBy"));

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Spam folder" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: "spam" }));
    expect(lastListInput(api)).toMatchObject({ status: "spam" });

    await user.click(screen.getByRole("combobox", { name: "Priority" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ priority: "high" }));

    const listCalls = callsTo(api, "contact.list").length;
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "  amman ");
    // Nothing is asked while typing; once typing pauses, one call with the trimmed text.
    expect(callsTo(api, "contact.list")).toHaveLength(listCalls);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: "amman" }));
    expect(lastListInput(api)).toMatchObject({ search: "amman", status: "spam", priority: "high" });

    await user.click(screen.getAllByRole("button", { name: "Reset filters" })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    // The unfiltered first page again (already fetched, so from the cache).
    expect(await screen.findByText("Sender 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("says so when nothing matches", async () => {
    const api = contactApi([]);
    await renderAdmin("/admin/contact?status=archived", { api });
    expect(await screen.findByText("No submissions found")).toBeInTheDocument();
  });
});

describe("Contact submissions: the open message (SPEC 2.16, 4)", () => {
  it("opens a new message from its row, shows all of it and marks it read on the server", async () => {
    const user = userEvent.setup();
    const api = contactApi([
      submission(1, { status: "new", language: "ar", message: "A whole message\non two lines." }),
      submission(2),
    ]);
    const { router } = await renderAdmin("/admin/contact", { api });
    await user.click(await screen.findByText("Sender 1"));

    const dialog = await panel();
    expect(router.state.location.search).toEqual({ selected: id(1) });
    expect(within(dialog).getByRole("heading", { name: "Subject 1" })).toBeInTheDocument();
    expect(within(dialog).getByText(/A whole message/)).toHaveTextContent(
      "A whole message on two lines.",
    );
    expect(within(dialog).getByText("sender1@example.com")).toBeInTheDocument();
    expect(within(dialog).getByText("Arabic")).toBeInTheDocument();
    expect(within(dialog).getByText("Contact page")).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api, "contact.update")).toEqual([{ id: id(1), status: "read" }]),
    );
    await waitFor(() => expect(within(dialog).getByText("Read")).toBeInTheDocument());
    // Stats, list and the bell are asked again.
    await waitFor(() => expect(callsTo(api, "contact.stats").length).toBeGreaterThan(1));
    expect(callsTo(api, "admin.notifications").length).toBeGreaterThan(1);
  });

  it("opens the bell's link to a message that is not on the page, without marking a read one again", async () => {
    const rows = Array.from({ length: 8 }, (_, i) => submission(i + 1));
    const api = contactApi(rows);
    await renderAdmin(`/admin/contact?selected=${id(8)}`, { api });
    const dialog = await panel();
    expect(await within(dialog).findByText(/Message number 8/)).toBeInTheDocument();
    expect(callsTo(api, "contact.update")).toEqual([]);
  });

  it("keeps Send disabled for a blank reply, sends it trimmed and says it was sent", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    const dialog = await panel();
    const send = within(dialog).getByRole("button", { name: "Send reply" });
    expect(send).toBeDisabled();
    const box = within(dialog).getByRole("textbox", { name: "Your reply to Sender 1" });
    await user.type(box, "   ");
    expect(send).toBeDisabled();
    await user.type(box, "Thank you for writing.  ");
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await within(dialog).findByText("Reply sent successfully!")).toBeInTheDocument();
    expect(callsTo(api, "contact.reply")).toEqual([{ id: id(1), reply: "Thank you for writing." }]);
    expect(box).toHaveValue("");
    expect(within(dialog).getByText("Replied")).toBeInTheDocument();
    expect(within(dialog).getByText("Thank you for writing.")).toBeInTheDocument();
  });

  it("says the reply was sent, and the server's honest outbox text, in Arabic", async () => {
    const user = userEvent.setup();
    let answer: { delivery: "sent" | "queued"; message: string; messageKey: MessageKey } = {
      delivery: "sent",
      message: "Reply sent successfully!",
      messageKey: "contact.replySent",
    };
    const api = contactApi([submission(1), submission(2)], {
      "contact.reply": ({ id: key }) => ({
        submission: { ...submission(Number(key.slice(-1))), status: "replied" as const },
        ...answer,
      }),
    });
    const { router } = await renderAdmin(`/admin/contact?selected=${id(1)}`, {
      api,
      language: "ar",
    });
    let dialog = await panel();
    await user.type(within(dialog).getByRole("textbox", { name: /Sender 1/ }), "شكرا لك");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText("تم إرسال الرد بنجاح!")).toBeInTheDocument();

    answer = {
      delivery: "queued",
      message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "contact.replyNotDelivered",
    };
    await router.navigate({ to: "/admin/contact", search: { selected: id(2) } });
    dialog = await panel();
    await user.type(await within(dialog).findByRole("textbox", { name: /Sender 2/ }), "مرحبا");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText(/حُفظ الرد في صندوق الصادر/)).toBeInTheDocument();
  });

  it("says a reply the mail server has not taken yet is queued, with the reason, in yellow", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)], {
      "contact.reply": ({ id: key, reply }) => ({
        submission: {
          ...submission(Number(key.slice(-1))),
          status: "replied" as const,
          reply,
          repliedAt: new Date().toISOString(),
          replyStatus: "queued" as const,
          replyError: "451 Try again later",
        },
        delivery: "queued" as const,
        message:
          "Reply queued: not delivered yet, delivery will be retried automatically. " +
          "Last error: 451 Try again later",
        messageKey: "contact.replyQueued" as const,
        params: { lastError: "451 Try again later" },
      }),
    });
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api, language: "ar" });
    const dialog = await panel();
    await user.type(within(dialog).getByRole("textbox", { name: /Sender 1/ }), "شكرا لك");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent(
      "الرد في طابور الإرسال: لم يُسلَّم بعد، وستُعاد محاولة التسليم تلقائيًا. آخر خطأ: 451 Try again later",
    );
    // Yellow: not an error, not a success either.
    expect(status.closest(".mantine-Alert-root")?.getAttribute("style")).toContain("yellow");
    expect(within(dialog).queryByText("تم إرسال الرد بنجاح!")).not.toBeInTheDocument();
  });

  it("shows a stored reply's delivery state, with the reason of a failure", async () => {
    const api = contactApi([
      submission(1, {
        status: "replied",
        reply: "We open in March.",
        repliedAt: "2026-11-19T10:00:00.000Z",
        replyStatus: "failed",
        replyError: "550 Mailbox unavailable",
      }),
      submission(2, {
        status: "replied",
        reply: "Yes, there is a free trial.",
        repliedAt: "2026-11-18T10:00:00.000Z",
        replyStatus: "sent",
      }),
    ]);
    const { router } = await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    let dialog = await panel();
    expect(within(dialog).getByRole("heading", { name: "Your reply" })).toBeInTheDocument();
    expect(within(dialog).getByText("Failed")).toBeInTheDocument();
    expect(within(dialog).getByText("550 Mailbox unavailable")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Replied /)).toBeInTheDocument();

    await router.navigate({ to: "/admin/contact", search: { selected: id(2) } });
    dialog = await panel();
    expect(await within(dialog).findByText("Yes, there is a free trial.")).toBeInTheDocument();
    expect(within(dialog).getByText("Sent")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Last error/)).not.toBeInTheDocument();
  });

  it("offers a mail composer link to the sender with a Re: subject", async () => {
    const api = contactApi([
      submission(1, { email: "o'brien+x@example.com", subject: "Fees & dates?" }),
    ]);
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    const dialog = await panel();
    const link = within(dialog).getByRole("link", { name: "Reply via email" });
    const href = link.getAttribute("href")!;
    expect(href).toBe("mailto:o'brien%2Bx@example.com?subject=Re%3A%20Fees%20%26%20dates%3F");
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe("o'brien+x@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: Fees & dates?");
  });

  it("marks a message as spam: the spam button turns off and the reply box goes", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1), submission(2)]);
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    const dialog = await panel();
    await user.click(within(dialog).getByRole("button", { name: "Mark as spam" }));

    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Mark as spam" })).toBeDisabled(),
    );
    expect(callsTo(api, "contact.update")).toEqual([{ id: id(1), status: "spam" }]);
    expect(within(dialog).getByText("Filed as spam")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Send reply" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: /Your reply/ })).not.toBeInTheDocument();
    // It left the list (the server keeps spam apart) but stays open here.
    const table = screen.getByRole("table", { name: "Contact submissions" });
    await waitFor(() => expect(within(table).queryByText("Sender 1")).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole("button", { name: "Not spam" }));
    await waitFor(() => expect(callsTo(api, "contact.update")).toHaveLength(2));
    expect(callsTo(api, "contact.update")[1]).toEqual({ id: id(1), status: "read" });
    expect(await within(dialog).findByRole("button", { name: "Send reply" })).toBeInTheDocument();
  });

  it("shows a spam message's reason and no reply box", async () => {
    const api = contactApi([
      submission(1, { status: "spam", spamReason: "sent 850 ms after the form appeared" }),
    ]);
    await renderAdmin(`/admin/contact?status=spam&selected=${id(1)}`, { api });
    const dialog = await panel();
    expect(within(dialog).getByText(/Sent 850 ms after the form appeared/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Mark as spam" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Send reply" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Reply via email" })).not.toBeInTheDocument();
  });

  it("changes the priority on the server", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    const dialog = await panel();
    await user.click(within(dialog).getByRole("combobox", { name: "Priority" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    await waitFor(() =>
      expect(callsTo(api, "contact.setPriority")).toEqual([{ id: id(1), priority: "high" }]),
    );
    const table = screen.getByRole("table", { name: "Contact submissions" });
    expect(await within(table).findByText("High")).toBeInTheDocument();
  });

  it("archives on the server", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    const dialog = await panel();
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(callsTo(api, "contact.update")).toEqual([{ id: id(1), status: "archived" }]),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Archive" })).toBeDisabled(),
    );
  });

  it("asks before deleting and deletes only on confirm", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1), submission(2)]);
    const { router } = await renderAdmin(`/admin/contact?selected=${id(1)}`, { api });
    await confirmsDelete(user, {
      button: async () => within(await panel()).getByRole("button", { name: "Delete" }),
      title: "Delete submission",
      question: "Are you sure you want to delete this submission?",
      deleted: () => callsTo(api, "contact.delete"),
      id: id(1),
    });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const table = screen.getByRole("table", { name: "Contact submissions" });
    await waitFor(() => expect(within(table).queryByText("Sender 1")).not.toBeInTheDocument());
    expect(within(table).getByText("Sender 2")).toBeInTheDocument();
  });
});

describe("Contact submissions when loading fails (SPEC 7, 8)", () => {
  it("shows the error, six sample rows marked as samples with actions off, and Try again asks again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    const api = contactApi([submission(1)], {
      "contact.list": () => {
        if (fail) throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "boom");
        return {
          items: [submission(1)],
          pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
        };
      },
    });
    const { router } = await renderAdmin("/admin/contact", { api });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch contact data");
    expect(alert).not.toHaveTextContent("boom");
    expect(
      screen.getByText("Sample data: the submissions could not be loaded"),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Contact submissions (sample data)" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByText("Showing 1 to 5 of 6")).toBeInTheDocument();
    for (const button of within(table).getAllByRole("button", { name: /^Delete the message/ })) {
      expect(button).toBeDisabled();
    }

    await user.click(within(table).getByText("Sara Ahmed"));
    const dialog = await panel();
    expect(router.state.location.search).toEqual({ selected: "sample-1" });
    expect(
      within(dialog).getByText("Sample data: nothing here can be changed."),
    ).toBeInTheDocument();
    for (const name of ["Mark as spam", "Archive", "Delete", "Send reply", "Reply via email"]) {
      expect(within(dialog).getByRole("button", { name })).toBeDisabled();
    }
    expect(within(dialog).getByRole("textbox", { name: /Your reply/ })).toBeDisabled();
    expect(callsTo(api, "contact.update")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Close the message" }));

    fail = false;
    const before = callsTo(api, "contact.list").length;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Contact submissions" })).toBeInTheDocument();
    expect(callsTo(api, "contact.list").length).toBeGreaterThan(before);
    expect(await screen.findByText("Sender 1")).toBeInTheDocument();
    expect(
      screen.queryByText("Sample data: the submissions could not be loaded"),
    ).not.toBeInTheDocument();
  });

  it("shows the server's own message when it gave one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = contactApi([], {
      "contact.list": () => {
        throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
      },
    });
    await renderAdmin("/admin/contact", { api, language: "ar" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("تعذر جلب بيانات التواصل");
    expect(alert).toHaveTextContent("الخدمة غير متاحة الآن. يُرجى المحاولة مرة أخرى بعد لحظات.");
  });

  it("says why the server refused a reply, in the interface language", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)], {
      "contact.reply": ({ reply }) => {
        if (reply.startsWith("Spam"))
          throw new FakeTrpcError("CONFLICT", 409, "contact.spamNoReply");
        throw new FakeTrpcError("BAD_REQUEST", 400, "reply: Reply is too long", [
          { path: "reply", message: "Reply is too long", messageKey: "contact.replyTooLong" },
        ]);
      },
    });
    await renderAdmin(`/admin/contact?selected=${id(1)}`, { api, language: "ar" });
    const dialog = await panel();
    const box = within(dialog).getByRole("textbox", { name: /Sender 1/ });
    await user.type(box, "Spam reply");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(
      await within(dialog).findByText("هذه الرسالة مصنّفة رسالةً مزعجة؛ غيّر تصنيفها قبل الرد عليها"),
    ).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "A long reply");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText("الرد طويل جدًا")).toBeInTheDocument();
  });
});
