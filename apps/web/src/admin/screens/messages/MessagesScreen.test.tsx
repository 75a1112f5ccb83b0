import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import "../../AdminRoot";
import "./MessagesScreen";

beforeEach(() => {
  notifications.clean();
});

type Row = RouterOutputs["mailbox"]["list"]["items"][number];
type ListInput = RouterInputs["mailbox"]["list"];
type Thread = RouterOutputs["mailbox"]["thread"];

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

/** A fake mailbox holding `rows` per folder: filters like the server, and keeps flag changes. */
function mailboxApi(rows: Row[], drafts: Row[] = []) {
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

  it("is in Arabic, right to left", async () => {
    await renderAdmin("/admin/messages", { api: mailboxApi([row(1)]), language: "ar" });
    expect(await screen.findByRole("button", { name: "إنشاء رسالة" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
