import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { choose } from "../testSteps";
import { entries, entry, inputsOf, waitlistApi } from "./testData";

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

const lastListInput = (api: Parameters<typeof inputsOf>[0]) =>
  inputsOf(api, "waitlist.list").at(-1);

describe("waitlist screen: what it shows (SPEC 2.17)", slow, () => {
  it("shows the counts, the first page of rows and the 'Showing' line", async () => {
    const rows = entries(60);
    rows[1] = entry(59, { status: "notified", sentAt: "2026-03-12T10:00:00.000Z", language: "ar" });
    rows[2] = entry(58, { status: "registered" });
    const api = waitlistApi(rows);
    await renderAdmin("/admin/waitlist", { api });

    const table = await screen.findByRole("table", { name: "Waitlist entries" });
    expect(within(table).getByText("person60@example.com")).toBeInTheDocument();
    expect(within(table).getByText("person60")).toBeInTheDocument();
    // 25 rows and the header row.
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    const sentRow = within(table).getByText("person59@example.com").closest("tr")!;
    expect(within(sentRow).getByText("Sent")).toBeInTheDocument();
    expect(within(sentRow).getByText("Arabic")).toBeInTheDocument();
    expect(within(sentRow).getByText("Mar 12, 2026")).toBeInTheDocument();
    const doneRow = within(table).getByText("person58@example.com").closest("tr")!;
    expect(within(doneRow).getByText("Completed")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 to 25 of 60")).toBeInTheDocument();

    const cards: [string, string][] = [
      ["Total in queue", "60"],
      ["Pending", "48"],
      ["Sent", "9"],
      ["Completed", "3"],
    ];
    for (const [label, value] of cards) {
      const card = screen
        .getAllByText(label)
        .map((el) => el.closest<HTMLElement>(".mantine-Paper-root"))
        .find((paper) => paper !== null)!;
      expect(within(card).getByText(value)).toBeVisible();
    }
    expect(lastListInput(api)).toEqual({ page: 1, limit: 25 });
  });

  it("names the sources the site's forms send, shows others as stored, and cuts long addresses", async () => {
    const long = "isabella.clark-long-address-name@school.edu.sa";
    const rows = [
      entry(3, { source: "landing-page" }),
      entry(2, { source: "twitter" }),
      entry(1, { email: long, name: "isabella.clark-long-address-name" }),
    ];
    await renderAdmin("/admin/waitlist", { api: waitlistApi(rows) });
    const table = await screen.findByRole("table", { name: "Waitlist entries" });
    const row = (email: string) => within(table).getByText(email).closest("tr")!;
    expect(within(row("person3@example.com")).getByText("Landing page")).toBeInTheDocument();
    expect(within(row("person2@example.com")).getByText("twitter")).toBeInTheDocument();
    expect(within(table).queryByText("landing-page")).not.toBeInTheDocument();
    // The address is cut to one line in the table; the whole of it is its title.
    const address = within(table).getByText(long);
    expect(address).toHaveAttribute("title", long);
    expect(address).toHaveAttribute("data-truncate", "end");
  });

  it("in Arabic: translated sources and send icons that point the way the text goes", async () => {
    const rows = [entry(2, { source: "landing-page" }), entry(1, { source: "referral" })];
    await renderAdmin("/admin/waitlist", { api: waitlistApi(rows), language: "ar" });
    const table = await screen.findByRole("table", { name: "إدخالات قائمة الانتظار" });
    const row = (email: string) => within(table).getByText(email).closest("tr")!;
    expect(within(row("person2@example.com")).getByText("الصفحة الرئيسية")).toBeInTheDocument();
    expect(within(row("person1@example.com")).getByText("referral")).toBeInTheDocument();

    const send = within(table).getByRole("button", {
      name: "إرسال الدعوة إلى person2@example.com",
    });
    expect(send.querySelector("svg")).toHaveStyle({ transform: "scaleX(-1)" });
    const sentCard = screen
      .getAllByText("تم الإرسال")
      .map((el) => el.closest<HTMLElement>(".mantine-Paper-root"))
      .find((paper) => paper !== null)!;
    expect(sentCard.querySelector("svg")).toHaveStyle({ transform: "scaleX(-1)" });
    // The header's logout icon too (its door opens towards the start side).
    const logout = screen.getAllByRole("button", { name: "تسجيل الخروج" })[0]!;
    expect(logout.querySelector("svg")).toHaveStyle({ transform: "scaleX(-1)" });
  });

  it("leaves the send icons as drawn in English", async () => {
    await renderAdmin("/admin/waitlist", { api: waitlistApi([entry(1)]) });
    const send = await screen.findByRole("button", { name: "Send invite to person1@example.com" });
    expect(send.querySelector("svg")?.style.transform).toBe("");
  });

  it("says 'No users found' when nothing matches", async () => {
    const api = waitlistApi([]);
    await renderAdmin("/admin/waitlist?status=registered", { api });
    expect(await screen.findByText("No users found")).toBeInTheDocument();
    expect(screen.getByText("Try another search or reset the filters.")).toBeInTheDocument();
  });

  it("shows the load failure with Try again, which asks again", async () => {
    let fail = true;
    const rows = entries(3);
    const api = waitlistApi(rows, {
      "waitlist.list": (input) => {
        if (fail) throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
        return {
          items: rows,
          pagination: { page: Number(input.page ?? 1), limit: 25, total: 3, totalPages: 1 },
        };
      },
    });
    await renderAdmin("/admin/waitlist", { api });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch waitlist data");
    expect(alert).toHaveTextContent(
      "The service is unavailable just now. Please try again in a moment.",
    );
    const before = inputsOf(api, "waitlist.list").length;

    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("person3@example.com")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.list").length).toBe(before + 1);
    expect(screen.queryByText("Failed to fetch waitlist data")).not.toBeInTheDocument();
  });
});

describe("waitlist screen: filters, sort and pages live in the address", slow, () => {
  it("status filter", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(60));
    const { router } = await renderAdmin("/admin/waitlist?page=2", { api });
    await screen.findByText("person35@example.com");

    await choose(user, "Status", "Sent");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "notified" }));
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ page: 1, limit: 25, status: "notified" }),
    );
  });

  it("search, after the typing stops", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(5));
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person5@example.com");
    const calls = inputsOf(api, "waitlist.list").length;

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "gmail");
    // Nothing asked while typing; one request once it stops.
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({ search: "gmail" }));
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ page: 1, limit: 25, search: "gmail" }),
    );
    expect(inputsOf(api, "waitlist.list").length).toBe(calls + 1);

    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("Sent users tab", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(5));
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person5@example.com");

    await user.click(screen.getByRole("tab", { name: "Sent users" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "sent" }));
    await waitFor(() => expect(lastListInput(api)).toEqual({ page: 1, limit: 25, sent: true }));
    expect(screen.getByRole("tab", { name: "Sent users" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("sort cycle on one column: ascending, descending, none (newest first)", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(60));
    const { router } = await renderAdmin("/admin/waitlist?page=2", { api });
    await screen.findByText("person35@example.com");
    const header = () => screen.getByRole("columnheader", { name: "Name and email" });
    const sortButton = () => within(header()).getByRole("button", { name: "Name and email" });

    await user.click(sortButton());
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "email", sortDir: "asc" }),
    );
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ page: 1, limit: 25, sortBy: "email", sortDir: "asc" }),
    );
    expect(header()).toHaveAttribute("aria-sort", "ascending");

    await user.click(sortButton());
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ page: 1, limit: 25, sortBy: "email", sortDir: "desc" }),
    );
    expect(router.state.location.search).toEqual({ sortBy: "email", sortDir: "desc" });
    expect(header()).toHaveAttribute("aria-sort", "descending");

    await user.click(sortButton());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(header()).not.toHaveAttribute("aria-sort");
    // Back to the first (default) order, which was asked already: no sortBy in any later call.
    expect(lastListInput(api)).not.toHaveProperty("sortBy");
  });

  it("pages", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(60));
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person60@example.com");

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    await waitFor(() => expect(lastListInput(api)).toEqual({ page: 3, limit: 25 }));
    expect(await screen.findByText("Showing 51 to 60 of 60")).toBeInTheDocument();
    expect(screen.getByText("person10@example.com")).toBeInTheDocument();
  });
});

describe("waitlist screen: a link to one entry", slow, () => {
  it("opens an entry that is on no loaded page", async () => {
    const api = waitlistApi(entries(60));
    // person1 is the oldest: on page 2, at 50 a page.
    await renderAdmin(`/admin/waitlist?selected=${entry(1).id}`, { api });
    const details = await screen.findByRole("dialog", { name: "person1@example.com" });
    expect(within(details).getByRole("button", { name: "Send invite" })).toBeEnabled();
    expect(inputsOf(api, "waitlist.get")).toEqual([{ id: entry(1).id }]);
  });

  it("says so when the linked entry no longer exists", async () => {
    const api = waitlistApi(entries(3));
    await renderAdmin(`/admin/waitlist?selected=${entry(99).id}`, { api });
    const details = await screen.findByRole("dialog", { name: "Entry details" });
    expect(await within(details).findByText("This entry no longer exists.")).toBeInTheDocument();
  });
});
