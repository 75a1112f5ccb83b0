import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo, choose } from "../testSteps";
import { contactApi, lastListInput, panel, submission } from "./testData";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

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

    await choose(user, "Status", "Spam folder");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: "spam" }));
    expect(lastListInput(api)).toMatchObject({ status: "spam" });

    await choose(user, "Priority", "High");
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
});
