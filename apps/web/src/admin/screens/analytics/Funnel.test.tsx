import type { AnalyticsComprehensive } from "@bayan/trpc/schemas";
import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, addCatalog } from "../../../i18n/i18n";
import { fakeApi } from "../../../test/fakeApi";
import { renderApp } from "../../../test/render";
import { adminCatalog } from "../../catalog";
import { Funnel } from "./Funnel";

beforeAll(() => addCatalog(adminCatalog));
afterAll(() => activateLanguage("en"));

/** No visit was counted (visits are counted apart from the waitlist), yet people joined. */
const WITHOUT_VISITS: AnalyticsComprehensive["funnel"] = {
  total: { visitors: 0, joins: 7, confirmed: 0, invited: 2, registered: 0 },
  byChannel: [
    { channel: "direct", visitors: 0, joins: 7, confirmed: 0, invited: 2, registered: 0 },
    { channel: "organic", visitors: 40, joins: 4, confirmed: 2, invited: 1, registered: 0 },
  ],
};

const steps = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("the funnel after an empty step", () => {
  it("says no one was at the step before instead of a share of nothing", async () => {
    await renderApp(<Funnel funnel={WITHOUT_VISITS} />, { api: fakeApi({}) });
    const [visitors, joins, confirmed, invited, registered] = steps();
    expect(visitors).toHaveTextContent("Where the funnel starts");
    // 7 joined after no counted visit, 2 invited after no confirmation: no percentage of zero.
    expect(joins).toHaveTextContent("No one at the step before");
    expect(joins).not.toHaveTextContent("%");
    expect(invited).toHaveTextContent("No one at the step before");
    expect(confirmed).toHaveTextContent("0% of the step before");
    expect(registered).toHaveTextContent("0% of the step before");
    expect(within(joins!).getByRole("progressbar")).toHaveAccessibleName(
      "Joined the waitlist: no visitors in this period",
    );

    // By channel: a channel without visitors has no join rate, one with visitors has its own.
    const table = screen.getByRole("table", { name: "Funnel by channel" });
    expect(within(table).getByRole("row", { name: /Direct 0 7 0 2 0 No visitors/ })).toBeVisible();
    expect(within(table).getByRole("row", { name: /Organic search 40 4 2 1 0 10%/ })).toBeVisible();
  });

  it("says it in Arabic too", async () => {
    await renderApp(<Funnel funnel={WITHOUT_VISITS} />, { api: fakeApi({}), language: "ar" });
    const [, joins, confirmed] = steps();
    expect(joins).toHaveTextContent("لا أحد في الخطوة السابقة");
    expect(joins).not.toHaveTextContent("٪");
    // (The percent sign is followed by an Arabic letter mark.)
    expect(confirmed).toHaveTextContent(/٠٪\u061c? من الخطوة السابقة/);
  });
});
