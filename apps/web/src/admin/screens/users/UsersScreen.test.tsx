import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo, choose, opensFilters } from "../testSteps";
import { lastListInput, table, user, usersApi } from "./testData";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./UsersScreen";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

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
    await opensFilters(user_);
    await choose(user_, "Status", "Inactive");
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ status: "inactive" }));
    await choose(user_, "Role", "Teacher");
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

  it("says which users are never mailed, and why, under the address, in English and Arabic", async () => {
    const rows = [
      user(1, { suppressed: "hard-bounce" }),
      user(2),
      user(3, { suppressed: "unsubscribed" }),
    ];
    const { unmount } = await renderAdmin("/admin/users", { api: usersApi(rows) });
    let list = await table();
    const bounced = within(list).getByText("person1@example.com").closest("tr")!;
    expect(within(bounced).getByText("Bounced").closest("[title]")).toHaveAttribute(
      "title",
      "No email is sent to this address",
    );
    const row3 = within(list).getByText("person3@example.com").closest("tr")!;
    expect(within(row3).getByText("Unsubscribed")).toBeInTheDocument();
    const mailed = within(list).getByText("person2@example.com").closest("tr")!;
    expect(within(mailed).queryByTitle("No email is sent to this address")).not.toBeInTheDocument();
    unmount();

    await renderAdmin("/admin/users", { api: usersApi(rows), language: "ar" });
    list = await screen.findByRole("table", { name: "المستخدمون" });
    const arabic = within(list).getByText("person1@example.com").closest("tr")!;
    expect(within(arabic).getByText("ارتدّ البريد")).toBeInTheDocument();
    expect(
      within(within(list).getByText("person3@example.com").closest("tr")!).getByText(
        "ألغى الاشتراك",
      ),
    ).toBeInTheDocument();
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

describe("Users: Add user (SPEC 2.10)", { timeout: 30_000 }, () => {
  it("invites with email, name, role and language, and toasts the email's outcome", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1)]);
    await renderAdmin("/admin/users", { api });
    await user_.click(await screen.findByRole("button", { name: "Add user" }));
    const modal = await screen.findByRole("dialog", { name: "Add user" });
    await user_.type(within(modal).getByRole("textbox", { name: /^Email/ }), " new@example.com ");
    await user_.type(within(modal).getByRole("textbox", { name: "Name (optional)" }), "New One");
    await choose(user_, "Role", "Teacher", modal);
    await choose(user_, "Email language", "Arabic", modal);
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
