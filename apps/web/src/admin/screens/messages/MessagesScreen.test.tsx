import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import "../../AdminRoot";
import "./MessagesScreen";

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Row = RouterOutputs["mailbox"]["list"]["items"][number];
type ListInput = RouterInputs["mailbox"]["list"];
type Thread = RouterOutputs["mailbox"]["thread"];
type Draft = RouterOutputs["mailbox"]["draft"];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function row(n: number, fields: Partial<Row> = {}): Row {
  return {
    kind: "contact",
    id: id(n),
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    subject: `Question ${n}`,
    excerpt: `About the course number ${n}`,
    date: new Date(Date.UTC(2026, 0, 10 + n, 9)).toISOString(),
    read: true,
    starred: false,
    priority: "medium",
    labels: [],
    hasAttachments: false,
    archived: false,
    ...fields,
  };
}

/** A draft as the server saves it from the editor's fields. */
function savedDraft(fields: { to?: string; subject?: string; body?: string }): Draft {
  return {
    id: id(900),
    to: fields.to ?? "",
    subject: fields.subject ?? "",
    body: fields.body ?? "",
    contactId: null,
    priority: "medium",
    starred: false,
    labels: [],
    attachments: [],
    createdAt: "2026-01-20T09:00:00.000Z",
    updatedAt: "2026-01-20T09:00:00.000Z",
  };
}

/**
 * A fake mailbox holding `rows` per folder: filters like the server, and keeps flag changes;
 * `more` adds or replaces handlers (the editor's calls, a refusal).
 */
function mailboxApi(rows: Row[], drafts: Row[] = [], more: FakeHandlers = {}) {
  const store = new Map(rows.map((r) => [r.id, r]));
  const threadOf = (key: string): Thread => {
    const item = store.get(key)!;
    return {
      item,
      contactId: item.kind === "contact" ? item.id : null,
      canReply: item.kind === "contact",
      messages: [
        {
          id: item.id,
          kind: "contact",
          from: { name: item.name, email: item.email },
          to: null,
          subject: item.subject,
          date: item.date,
          content: `Full text of ${item.subject}`,
          delivery: null,
          attachments: [],
        },
      ],
    };
  };
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "mailbox.counts": () => ({
      unread: [...store.values()].filter((r) => !r.read).length,
      drafts: drafts.length,
      labels: { urgent: 0, support: 0, feedback: 0, billing: 0 },
    }),
    "mailbox.list": (input: ListInput) => {
      const source =
        input.folder === "drafts"
          ? drafts
          : input.folder === "inbox" || !input.folder
            ? [...store.values()]
            : [];
      const items = source.filter(
        (r) =>
          (!input.priority || r.priority === input.priority) &&
          (!input.status || (input.status === "read") === r.read) &&
          (typeof input.label !== "string" || r.labels.includes(input.label)) &&
          (typeof input.search !== "string" ||
            r.subject.toLowerCase().includes(input.search.toLowerCase())),
      );
      return { items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } };
    },
    "mailbox.thread": ({ id: key }) => {
      const item = store.get(key)!;
      store.set(key, { ...item, read: true });
      return threadOf(key);
    },
    "mailbox.flags": ({ id: key, kind: _kind, ...change }) => {
      const next = { ...store.get(key)!, ...change };
      store.set(key, next);
      return next;
    },
    "users.list": () => ({ items: [], pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } }),
    "mailbox.createDraft": (input) => savedDraft(input),
    "mailbox.updateDraft": (input) => savedDraft(input),
    ...more,
  });
}

describe("the messages screen", () => {
  it("lists the inbox with an unread badge, dates by SPEC 9 and a High badge with label dots", async () => {
    const api = mailboxApi([
      row(1, { read: false, priority: "high", labels: ["urgent", "billing", "support"] }),
      row(2),
    ]);
    await renderAdmin("/admin/messages", { api });
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(within(list).getAllByTestId("mail-row")).toHaveLength(2);
    expect(within(list).getByText("High")).toBeInTheDocument();
    expect(
      within(list).getByRole("img", { name: "Labels: Urgent, Billing, Support" }),
    ).toHaveTextContent("+1");
    expect(within(list).getByText("Unread:")).toBeInTheDocument();
    const folders = screen.getByRole("navigation", { name: "Folders" });
    expect(await within(folders).findByLabelText("1 unread")).toBeInTheDocument();
  });

  it("opens a message: its thread shows, it is read, and the badge goes", async () => {
    const user = userEvent.setup();
    const api = mailboxApi([row(1, { read: false })]);
    await renderAdmin("/admin/messages", { api });
    await user.click(await screen.findByRole("button", { name: /Sender 1/ }));
    expect(await screen.findByText("Full text of Question 1")).toBeInTheDocument();
    const folders = screen.getByRole("navigation", { name: "Folders" });
    await waitFor(() =>
      expect(within(folders).queryByLabelText("1 unread")).not.toBeInTheDocument(),
    );
    // The reply box's Send waits for text.
    const send = screen.getByRole("button", { name: "Send reply" });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Reply" }), "Thanks!");
    expect(send).toBeEnabled();
  });

  it("stars a row on the server and applies the search and filters through the list call", async () => {
    const user = userEvent.setup();
    const api = mailboxApi([row(1), row(2, { subject: "Refund please" })]);
    await renderAdmin("/admin/messages", { api });
    await user.click(await screen.findByRole("button", { name: "Star Question 1" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        path: "mailbox.flags",
        input: { kind: "contact", id: id(1), starred: true },
      }),
    );
    expect(await screen.findByRole("button", { name: "Unstar Question 1" })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search messages" }), "refund");
    await waitFor(() => expect(screen.getAllByTestId("mail-row")).toHaveLength(1));
    expect(
      api.calls.some(
        (c) => c.path === "mailbox.list" && (c.input as ListInput).search === "refund",
      ),
    ).toBe(true);

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(screen.getByRole("radio", { name: "Unread" }));
    expect(await screen.findByText("No messages match")).toBeInTheDocument();
    expect(
      api.calls.some(
        (c) => c.path === "mailbox.list" && (c.input as ListInput).status === "unread",
      ),
    ).toBe(true);
  });

  it("says why a folder is empty", async () => {
    const user = userEvent.setup();
    await renderAdmin("/admin/messages", { api: mailboxApi([]) });
    expect(await screen.findByText("No messages")).toBeInTheDocument();
    expect(
      screen.getByText("Messages sent through the contact form arrive here."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Drafts" }));
    expect(
      await screen.findByText("Messages you save without sending wait here."),
    ).toBeInTheDocument();
  });

  it("opens the editor with Compose; Send waits for a text", async () => {
    const user = userEvent.setup();
    await renderAdmin("/admin/messages", { api: mailboxApi([]) });
    await user.click(await screen.findByRole("button", { name: "Compose" }));
    const dialog = await screen.findByRole("dialog", { name: "New message" });
    const send = within(dialog).getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Hello");
    expect(send).toBeEnabled();
  });

  it("says in the admin's language why a change was refused", async () => {
    const user = userEvent.setup();
    const api = mailboxApi([row(1)], [], {
      "mailbox.flags": () => {
        throw new FakeTrpcError("CONFLICT", 409, "mailbox.spam");
      },
    });
    await renderAdmin("/admin/messages", { api, language: "ar" });
    await user.click(await screen.findByRole("button", { name: "تمييز Question 1 بنجمة" }));
    expect(await screen.findByText("لم يُحفظ التغيير")).toBeInTheDocument();
    expect(screen.getByText("هذه الرسالة مصنّفة رسالةً مزعجة؛ غيّر تصنيفها أولًا")).toBeInTheDocument();
  });

  it("shows a refused send's reason under its field, and a sent message's fate", async () => {
    const user = userEvent.setup();
    let sends = 0;
    const api = mailboxApi([], [], {
      "mailbox.send": () => {
        sends += 1;
        if (sends === 1) {
          throw new FakeTrpcError("BAD_REQUEST", 400, "mailbox.toRequired", [
            { path: "to", message: "Recipient is required", messageKey: "mailbox.toRequired" },
          ]);
        }
        return {
          emailId: id(901),
          delivery: "queued" as const,
          message:
            "Message queued: not delivered yet, delivery will be retried automatically. Last error: 421 try later",
          messageKey: "mailbox.messageQueued" as const,
          params: { lastError: "421 try later" },
        };
      },
    });
    await renderAdmin("/admin/messages", { api });
    await user.click(await screen.findByRole("button", { name: "Compose" }));
    const dialog = await screen.findByRole("dialog", { name: "New message" });
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    const to = within(dialog).getByRole("combobox", { name: "To" });
    await waitFor(() => expect(to).toHaveAccessibleDescription("Recipient is required"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Recipient is required");

    await user.type(to, "sara@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "Message queued: not delivered yet, delivery will be retried automatically. Last error: 421 try later",
      ),
    ).toBeInTheDocument();
  });

  it("says why a file was refused, in the admin's language", async () => {
    const user = userEvent.setup();
    const upload = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            code: "PAYLOAD_TOO_LARGE",
            message: "The file is larger than 5 MB",
            messageKey: "mailbox.fileTooLarge",
          }),
          { status: 413, headers: { "content-type": "application/json" } },
        ),
      ),
    );
    vi.stubGlobal("fetch", upload);
    await renderAdmin("/admin/messages", { api: mailboxApi([]), language: "ar" });
    await user.click(await screen.findByRole("button", { name: "إنشاء رسالة" }));
    const dialog = await screen.findByRole("dialog", { name: "رسالة جديدة" });
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("حجم الملف أكبر من 5 ميغابايت")).toBeInTheDocument();
    expect(upload.mock.calls[0]![0]).toBe(
      `/api/mailbox/drafts/${id(900)}/attachments?name=plan.pdf`,
    );
  });

  it("is in Arabic, right to left", async () => {
    await renderAdmin("/admin/messages", { api: mailboxApi([row(1)]), language: "ar" });
    expect(await screen.findByRole("button", { name: "إنشاء رسالة" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
