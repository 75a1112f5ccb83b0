import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { confirmsDelete } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo, choose } from "../testSteps";
import { contactApi, id, openMessage, panel, submission } from "./testData";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
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

  it("marks a message as spam: the spam button turns off and the reply box goes", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1), submission(2)]);
    const { dialog } = await openMessage(api);
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
      submission(1, {
        status: "spam",
        spamReason: "sent 1850 ms after the form appeared",
        spamCause: { messageKey: "contact.spamTooFast", params: { ms: 1850 } },
      }),
    ]);
    await renderAdmin(`/admin/contact?status=spam&selected=${id(1)}`, { api });
    const dialog = await panel();
    expect(
      within(dialog).getByText(
        "Sent 1,850 ms after the form appeared, faster than a person can type.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Mark as spam" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Send reply" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Reply via email" })).not.toBeInTheDocument();
  });

  it("says why a message is spam in Arabic, from the reason's key", async () => {
    const api = contactApi([
      submission(1, {
        status: "spam",
        spamReason: "sent 850 ms after the form appeared",
        spamCause: { messageKey: "contact.spamTooFast", params: { ms: 850 } },
      }),
    ]);
    await renderAdmin(`/admin/contact?status=spam&selected=${id(1)}`, { api, language: "ar" });
    expect(
      within(await panel()).getByText(
        "أُرسلت بعد ٨٥٠ ملّي ثانية من ظهور النموذج، أسرع مما يستطيع إنسان أن يكتب.",
      ),
    ).toBeInTheDocument();
  });

  it("changes the priority on the server", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    const { dialog } = await openMessage(api);
    await choose(user, "Priority", "High", dialog);
    await waitFor(() =>
      expect(callsTo(api, "contact.setPriority")).toEqual([{ id: id(1), priority: "high" }]),
    );
    const table = screen.getByRole("table", { name: "Contact submissions" });
    expect(await within(table).findByText("High")).toBeInTheDocument();
  });

  it("archives on the server", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    const { dialog } = await openMessage(api);
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
    const { router } = await openMessage(api);
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
