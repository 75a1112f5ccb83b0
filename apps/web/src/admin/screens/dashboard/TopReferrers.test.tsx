import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./DashboardScreen";
import { handlers } from "./testData";

describe("the dashboard's top referrers", { timeout: 30_000 }, () => {
  it("lists the referrers, most referrals first, and links to the waitlist by referrals", async () => {
    await renderAdmin("/admin", { api: fakeApi(handlers()) });
    const panel = await screen.findByRole("region", { name: "Top referrers" });
    const list = await within(panel).findByRole("list", { name: "Top referrers" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "1amira.referrer@example.com12 referrals",
      "2omar@example.com1 referral",
    ]);

    expect(within(panel).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/admin/waitlist?sortBy=referrals&sortDir=desc",
    );
  });

  it("says so when nobody has referred anyone yet", async () => {
    await renderAdmin("/admin", { api: fakeApi(handlers({ "waitlist.topReferrers": () => [] })) });
    const panel = await screen.findByRole("region", { name: "Top referrers" });
    expect(await within(panel).findByText("No referrals yet")).toBeInTheDocument();
    expect(
      within(panel).getByText(
        "People whose referral links bring friends who confirm will appear here.",
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole("link", { name: "View all" })).toBeNull();
  });

  it("says when they could not be loaded, with Try again", async () => {
    let fail = true;
    const api = fakeApi(
      handlers({
        "waitlist.topReferrers": () => {
          if (fail)
            throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
          return [{ id: "r1", email: "back@example.com", referrals: 2 }];
        },
      }),
    );
    await renderAdmin("/admin", { api });
    const panel = await screen.findByRole("region", { name: "Top referrers" });
    expect(
      await within(panel).findByText("The top referrers could not be loaded."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("back@example.com")).toBeInTheDocument();
  });

  it("in Arabic: the heading and the counts", async () => {
    await renderAdmin("/admin", { api: fakeApi(handlers()), language: "ar" });
    const panel = await screen.findByRole("region", { name: "أكثر المُحيلين" });
    expect(await within(panel).findByText("إحالة واحدة")).toBeInTheDocument();
    expect(within(panel).getByText("١٢ إحالة")).toBeInTheDocument();
  });
});
