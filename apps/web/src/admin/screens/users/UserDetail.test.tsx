import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { confirmsDelete } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo, choose } from "../testSteps";
import { drawer, id, openUser, table, user, usersApi } from "./testData";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./UsersScreen";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
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
        suppressed: "complaint",
      }),
      user(2),
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
    // Never mailed, and why (the suppression list): a spam complaint.
    expect(within(dialog).getByText("Email delivery")).toBeInTheDocument();
    expect(within(dialog).getByText("Reported spam").closest("[title]")).toHaveAttribute(
      "title",
      "No email is sent to this address",
    );

    await user_.click(within(await table()).getByText("Person 2"));
    const other = await screen.findByRole("dialog", { name: "Person 2" });
    expect(await within(other).findByText("Can be emailed")).toBeInTheDocument();
  });

  it("edits name, role, status and notes: saved on the server, shown after, and Cancel keeps the old", async () => {
    const user_ = userEvent.setup();
    const api = usersApi([user(1), user(2)]);
    await openUser(api);
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
    await choose(user_, "Role", "Teacher", dialog);
    await choose(user_, "Status", "Inactive", dialog);
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
    const { dialog } = await openUser(api, "ar");
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
    const { router } = await openUser(api);
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
    const { dialog } = await openUser(api);
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
    const { dialog } = await openUser(api, "ar");
    await user_.type(within(dialog).getByRole("textbox", { name: /Person 1/ }), "مرحبا");
    await user_.click(within(dialog).getByRole("button", { name: "إرسال الرسالة" }));
    const toast = await screen.findByText(/حُفظت الرسالة في صندوق الصادر/);
    expect(toast.closest(".mantine-Notification-root")?.getAttribute("style")).toContain("yellow");
  });
});
