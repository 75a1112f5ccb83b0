import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { confirmsDelete, fakeStore, pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./UsersScreen";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

type User = RouterOutputs["users"]["list"]["items"][number];
type ListInput = RouterInputs["users"]["list"];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function user(n: number, fields: Partial<User> = {}): User {
  const joined = new Date(Date.UTC(2026, 10, 20 - n, 9, 0)).toISOString();
  return {
    id: id(n),
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    role: "student",
    status: "active",
    language: "en",
    interests: null,
    notes: null,
    waitlistEntryId: null,
    joinedDate: joined,
    lastActive: joined,
    createdAt: joined,
    updatedAt: joined,
    ...fields,
  };
}

const STATS: RouterOutputs["users"]["stats"] = {
  total: 14,
  byStatus: { active: 11, inactive: 2, suspended: 1 },
  byRole: { admin: 1, teacher: 3, student: 10 },
  joined: { days: 7, count: 5, previousCount: 4, changePercent: 25 },
};

/**
 * A fake server holding `rows` (already newest first): it filters, pages and applies the screen's
 * changes, so what the screen shows after a change comes from the "server".
 */
function usersApi(rows: User[], extra: FakeHandlers = {}) {
  const { all, find, change, remove } = fakeStore(rows, "User not found");
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "users.stats": () => STATS,
    "users.list": (input: ListInput) => {
      const term = typeof input.search === "string" ? input.search.toLowerCase() : undefined;
      const matching = all().filter(
        (r) =>
          (!input.status || r.status === input.status) &&
          (!input.role || r.role === input.role) &&
          (!term || r.name.toLowerCase().includes(term) || r.email.includes(term)),
      );
      return pageOf(matching, input, 10);
    },
    "users.get": ({ id: key }) => find(key),
    "users.update": ({ id: key, ...fields }) =>
      change(key, fields, { updatedAt: new Date(Date.now() + 1000).toISOString() }),
    "users.delete": ({ id: key }) => remove(key),
    "users.message": () => ({
      delivery: "sent",
      message: "Message sent successfully",
      messageKey: "users.messageSent",
    }),
    "users.invite": (input) => ({
      invitation: {
        id: "inv-1",
        email: input.email,
        name: input.name ?? null,
        role: input.role ?? "student",
        language: input.language ?? "en",
        expiresAt: "2026-12-08T10:00:00.000Z",
        createdAt: "2026-11-24T10:00:00.000Z",
      },
      delivery: "queued",
      message: "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "waitlist.inviteNotDelivered",
    }),
    ...extra,
  });
}

const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);
const lastListInput = (api: ReturnType<typeof fakeApi>) => callsTo(api, "users.list").at(-1);
const table = () => screen.findByRole("table", { name: "Users" });
/** The open user's drawer. */
const drawer = () => screen.findByRole("dialog", { name: /Person/ });

describe("Users: list, stats and the address (SPEC 2.10, 9)", { timeout: 30_000 }, () => {
  it("shows the figures and the first page of 10, newest joined first", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => user(i + 1));
    rows[0] = user(1, { role: "teacher", status: "suspended" });
    const api = usersApi(rows);
    await renderAdmin("/admin/users", { api });

    const list = await table();
    expect(await within(list).findByText("Person 1")).toBeInTheDocument();
    expect(within(list).getByText("person1@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(list).getAllByRole("row")).toHaveLength(11); // header + 10
    expect(within(list).queryByText("Person 11")).not.toBeInTheDocument();
    expect(within(list).getByText("Teacher")).toBeInTheDocument();
    expect(within(list).getByText("Suspended")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 to 10 of 12")).toBeInTheDocument();
    expect(lastListInput(api)).toEqual({ page: 1, limit: 10 });

    expect(screen.getByText("Total users").parentElement).toHaveTextContent("14");
    expect(screen.getByText("Joined this week").parentElement).toHaveTextContent("5");
    expect(screen.getByText("+25% vs last week")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Delete Person 1" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "View Person 1" })).toBeInTheDocument();
  });

  it("puts search (after a pause), filters, sort and page into the address and the list call", async () => {
    const user_ = userEvent.setup();
    const rows = Array.from({ length: 25 }, (_, i) => user(i + 1));
    const api = usersApi(rows);
    const { router } = await renderAdmin("/admin/users", { api });
    await screen.findByText("Person 1");

    await user_.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    expect(lastListInput(api)).toMatchObject({ page: 2, limit: 10 });

    // Sorting cycles ascending, descending, none (the newest joined first).
    await user_.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "name", sortDir: "asc" }),
    );
    expect(lastListInput(api)).toMatchObject({ sortBy: "name", sortDir: "asc", page: 1 });
    await user_.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ sortDir: "desc" }));
    await user_.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("sortBy"));
    await user_.click(screen.getByRole("button", { name: "Last active" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ sortBy: "lastActiveAt" }));

    // The filters fold away behind their button.
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user_.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user_.click(screen.getByRole("combobox", { name: "Status" }));
    await user_.click(await screen.findByRole("option", { name: "Inactive" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ status: "inactive" }));
    await user_.click(screen.getByRole("combobox", { name: "Role" }));
    await user_.click(await screen.findByRole("option", { name: "Teacher" }));
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({ status: "inactive", role: "teacher" }),
    );
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    // Nobody matches: the empty state says so and offers the reset.
    expect(await screen.findByText("No users match")).toBeInTheDocument();

    const before = callsTo(api, "users.list").length;
    await user_.type(screen.getByRole("searchbox", { name: "Search" }), "  Person 2 ");
    expect(callsTo(api, "users.list")).toHaveLength(before);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: "Person 2" }));
    expect(lastListInput(api)).toMatchObject({
      search: "Person 2",
      status: "inactive",
      role: "teacher",
    });

    await user_.click(screen.getAllByRole("button", { name: "Reset filters" })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText("Person 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("says when there are no users yet", async () => {
    await renderAdmin("/admin/users", { api: usersApi([]) });
    expect(await screen.findByText("No users yet")).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded, and Try again asks again", async () => {
    let fail = true;
    const api = usersApi([user(1)], {
      "users.list": () => {
        if (fail) {
          throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
        }
        return {
          items: [user(1)],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
        };
      },
    });
    await renderAdmin("/admin/users", { api });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch users data");
    expect(alert).toHaveTextContent(
      "The service is unavailable just now. Please try again in a moment.",
    );
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Person 1")).toBeInTheDocument();
  });
});

describe("Users: the open user (SPEC 2.10, 4, 5)", { timeout: 30_000 }, () => {
  it("opens a user from the row and shows every field", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([
      user(1, {
        language: "ar",
        interests: "Business English",
        notes: "Met at the fair",
        lastActive: null,
      }),
    ]);
    const { router } = await renderAdmin("/admin/users", { api });
    await user_.click(await screen.findByText("Person 1"));
    const dialog = await drawer();
    expect(router.state.location.search).toEqual({ selected: id(1) });
    expect(within(dialog).getByText("person1@example.com")).toHaveAttribute("dir", "ltr");
    for (const text of ["Student", "Active", "Arabic", "Business English", "Met at the fair"]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText("Never")).toBeInTheDocument();
    expect(within(dialog).getByText("Joined")).toBeInTheDocument();
  });

  it("edits name, role, status and notes: saved on the server, shown after, and Cancel keeps the old", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)]);
    await renderAdmin(`/admin/users?selected=${id(1)}`, { api });
    let dialog = await drawer();

    // Cancel: nothing sent, the old values stay.
    await user_.click(within(dialog).getByRole("button", { name: "Edit" }));
    await user_.clear(within(dialog).getByRole("textbox", { name: "Name" }));
    await user_.type(within(dialog).getByRole("textbox", { name: "Name" }), "Someone Else");
    await user_.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText("Someone Else")).not.toBeInTheDocument();

    await user_.click(within(dialog).getByRole("button", { name: "Edit" }));
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user_.clear(name);
    await user_.type(name, "  Sara Teacher ");
    await user_.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user_.click(await screen.findByRole("option", { name: "Teacher" }));
    await user_.click(within(dialog).getByRole("combobox", { name: "Status" }));
    await user_.click(await screen.findByRole("option", { name: "Inactive" }));
    await user_.type(within(dialog).getByRole("textbox", { name: /Notes/ }), "Leads the B1 class");
    await user_.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(callsTo(api, "users.update")).toEqual([
        {
          id: id(1),
          name: "Sara Teacher",
          role: "teacher",
          status: "inactive",
          notes: "Leads the B1 class",
        },
      ]),
    );
    expect(await screen.findByText("User saved")).toBeInTheDocument();
    dialog = await screen.findByRole("dialog", { name: "Sara Teacher" });
    expect(within(dialog).getByText("Teacher")).toBeInTheDocument();
    expect(within(dialog).getByText("Inactive")).toBeInTheDocument();
    expect(within(dialog).getByText("Leads the B1 class")).toBeInTheDocument();
    // The list was asked again and shows the change.
    const list = await table();
    expect(await within(list).findByText("Sara Teacher")).toBeInTheDocument();
  });

  it("shows a taken email beside the field", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)], {
      "users.update": () => {
        throw new FakeTrpcError("CONFLICT", 409, "users.emailTaken");
      },
    });
    await renderAdmin(`/admin/users?selected=${id(1)}`, { api, language: "ar" });
    const dialog = await drawer();
    await user_.click(within(dialog).getByRole("button", { name: "تعديل" }));
    const email = within(dialog).getByRole("textbox", { name: "البريد الإلكتروني" });
    await user_.clear(email);
    await user_.type(email, "person2@example.com");
    await user_.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText("هذا البريد الإلكتروني مستخدم لدى مستخدم آخر"),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("asks before deleting and deletes only on confirm", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)]);
    const { router } = await renderAdmin(`/admin/users?selected=${id(1)}`, { api });
    await confirmsDelete(user_, {
      button: async () => within(await drawer()).getByRole("button", { name: "Delete" }),
      title: "Delete user",
      question: "Are you sure you want to delete this user?",
      deleted: () => callsTo(api, "users.delete"),
      id: id(1),
    });
    expect(await screen.findByText("User deleted")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const list = await table();
    await waitFor(() => expect(within(list).queryByText("Person 1")).not.toBeInTheDocument());
    expect(within(list).getByText("Person 2")).toBeInTheDocument();
  });

  it("deletes from the row's button after the same question", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)]);
    await renderAdmin("/admin/users", { api });
    const list = await table();
    await user_.click(await within(list).findByRole("button", { name: "Delete Person 2" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete user" });
    await user_.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(callsTo(api, "users.delete")).toEqual([{ id: id(2) }]));
  });

  it("says why a delete failed, in Arabic", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)], {
      "users.delete": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "users.notFound");
      },
    });
    await renderAdmin("/admin/users", { api, language: "ar" });
    const list = await screen.findByRole("table", { name: "المستخدمون" });
    await user_.click(await within(list).findByRole("button", { name: "حذف Person 2" }));
    const confirm = await screen.findByRole("dialog", { name: "حذف المستخدم" });
    await user_.click(within(confirm).getByRole("button", { name: "حذف" }));
    expect(await screen.findByText("لم يُحذف المستخدم")).toBeInTheDocument();
    expect(screen.getByText("المستخدم غير موجود")).toBeInTheDocument();
  });

  it("keeps Send disabled for a blank message, sends it trimmed and toasts the outcome", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1)]);
    await renderAdmin(`/admin/users?selected=${id(1)}`, { api });
    const dialog = await drawer();
    const send = within(dialog).getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    const box = within(dialog).getByRole("textbox", { name: "Message to Person 1" });
    await user_.type(box, "   ");
    expect(send).toBeDisabled();
    await user_.type(within(dialog).getByRole("textbox", { name: "Subject (optional)" }), "Hi");
    await user_.type(box, "Your class starts Monday.  ");
    expect(send).toBeEnabled();
    await user_.click(send);

    await waitFor(() =>
      expect(callsTo(api, "users.message")).toEqual([
        { id: id(1), subject: "Hi", message: "Your class starts Monday." },
      ]),
    );
    const toast = await screen.findByText("Message sent successfully");
    expect(toast.closest(".mantine-Notification-root")?.getAttribute("style")).toContain("green");
    expect(box).toHaveValue("");
  });

  it("says a queued message is queued, in yellow, in Arabic", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1)], {
      "users.message": () => ({
        delivery: "queued",
        message: "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
        messageKey: "users.messageNotDelivered",
      }),
    });
    await renderAdmin(`/admin/users?selected=${id(1)}`, { api, language: "ar" });
    const dialog = await drawer();
    await user_.type(within(dialog).getByRole("textbox", { name: /Person 1/ }), "مرحبا");
    await user_.click(within(dialog).getByRole("button", { name: "إرسال الرسالة" }));
    const toast = await screen.findByText(/حُفظت الرسالة في صندوق الصادر/);
    expect(toast.closest(".mantine-Notification-root")?.getAttribute("style")).toContain("yellow");
  });
});

describe("Users: Add user (SPEC 2.10)", { timeout: 30_000 }, () => {
  it("invites with email, name, role and language, and toasts the email's outcome", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1)]);
    await renderAdmin("/admin/users", { api });
    await user_.click(await screen.findByRole("button", { name: "Add user" }));
    const modal = await screen.findByRole("dialog", { name: "Add user" });
    await user_.type(within(modal).getByRole("textbox", { name: /^Email/ }), " new@example.com ");
    await user_.type(within(modal).getByRole("textbox", { name: "Name (optional)" }), "New One");
    await user_.click(within(modal).getByRole("combobox", { name: "Role" }));
    await user_.click(await screen.findByRole("option", { name: "Teacher" }));
    await user_.click(within(modal).getByRole("combobox", { name: "Email language" }));
    await user_.click(await screen.findByRole("option", { name: "Arabic" }));
    const before = callsTo(api, "users.list").length;
    await user_.click(within(modal).getByRole("button", { name: "Send invitation" }));

    await waitFor(() =>
      expect(callsTo(api, "users.invite")).toEqual([
        { email: "new@example.com", name: "New One", role: "teacher", language: "ar" },
      ]),
    );
    const toast = await screen.findByText(
      "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
    );
    expect(toast.closest(".mantine-Notification-root")?.getAttribute("style")).toContain("yellow");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Add user" })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(callsTo(api, "users.list").length).toBeGreaterThan(before));
  });

  it("shows an address that already has an account beside the field", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1)], {
      "users.invite": () => {
        throw new FakeTrpcError("CONFLICT", 409, "users.alreadyRegistered");
      },
    });
    await renderAdmin("/admin/users", { api });
    await user_.click(await screen.findByRole("button", { name: "Add user" }));
    const modal = await screen.findByRole("dialog", { name: "Add user" });
    await user_.click(within(modal).getByRole("button", { name: "Send invitation" }));
    expect(await within(modal).findByText("Email is required")).toBeInTheDocument();
    expect(callsTo(api, "users.invite")).toEqual([]);
    await user_.type(within(modal).getByRole("textbox", { name: /^Email/ }), "person1@example.com");
    await user_.click(within(modal).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(modal).findByText("A user with this email already exists"),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add user" })).toBeInTheDocument();
  });
});
