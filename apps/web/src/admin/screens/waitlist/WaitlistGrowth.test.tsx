import type { RouterOutputs } from "@bayan/trpc";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./WaitlistScreen";
import { entry, inputsOf, page, row, toastColor, waitlistApi } from "./testData";

// The verified, growing waitlist on the admin's screen (docs/waitlist-growth.md): the queue's
// columns, the verification filter, the review queue of suspect referrals.

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

type Entry = RouterOutputs["waitlist"]["list"]["items"][number];

const CONFIRMED = "2026-03-11T08:15:00.000Z";

/** A queue: a confirmed referrer, a flagged suspect referral, an unconfirmed newcomer. */
function queue(): Entry[] {
  return [
    entry(3, {
      email: "new@example.com",
      position: null,
      suppressed: "unsubscribed",
    }),
    entry(2, {
      email: "friend@example.com",
      confirmedAt: CONFIRMED,
      position: 2,
      referrer: "amira@example.com",
      referralState: "suspect",
      flags: ["self-referral", "too-fast"],
    }),
    entry(1, {
      email: "amira@example.com",
      confirmedAt: CONFIRMED,
      position: 1,
      referralCount: 7,
      referralCode: "AMIRA123",
    }),
  ];
}

const lastListInput = (api: Parameters<typeof inputsOf>[0]) =>
  inputsOf(api, "waitlist.list").at(-1);

describe("waitlist screen: the queue's columns", slow, () => {
  it("shows position, confirmation (under the status), referrals, who referred and the flags by name", async () => {
    await renderAdmin("/admin/waitlist", { api: waitlistApi(queue()) });
    const table = await screen.findByRole("table", { name: "Waitlist entries" });
    for (const name of ["Place", "Status", "Referrals", "Referred by"]) {
      expect(within(table).getByRole("columnheader", { name })).toBeInTheDocument();
    }

    // Each row found by its name (amira's address is in her friend's row too).
    const byName = (name: string) => within(table).getByText(name).closest("tr")!;
    const amira = byName("amira");
    expect(within(amira).getByText("1")).toBeInTheDocument();
    expect(within(amira).getByText("7")).toBeInTheDocument();
    expect(within(amira).getByText("Mar 11, 2026")).toBeInTheDocument();
    expect(within(amira).getByText("Not referred")).toBeInTheDocument();

    const friend = byName("friend");
    expect(within(friend).getByText("amira@example.com")).toBeInTheDocument();
    expect(within(friend).getByText("To review")).toBeInTheDocument();
    // Each fraud rule a badge in words, what it means in its title.
    expect(within(friend).getByText("Self-referral").closest("[title]")).toHaveAttribute(
      "title",
      "Joined through their own referral link, from the connection that opened its status page.",
    );
    expect(within(friend).getByText("Sent too fast")).toBeInTheDocument();

    const newcomer = byName("new");
    expect(within(newcomer).getByText("Unconfirmed")).toBeInTheDocument();
    expect(within(newcomer).getByText("Not in the queue")).toBeInTheDocument();
    // An address never mailed says so, with why; the others carry no such badge.
    expect(within(newcomer).getByText("Unsubscribed").closest("[title]")).toHaveAttribute(
      "title",
      "No email is sent to this address",
    );
    expect(within(amira).queryByText("Unsubscribed")).not.toBeInTheDocument();
  });

  it("names the flags and the states in Arabic", async () => {
    await renderAdmin("/admin/waitlist", { api: waitlistApi(queue()), language: "ar" });
    const table = await screen.findByRole("table", { name: "إدخالات قائمة الانتظار" });
    const friend = within(table).getByText("friend@example.com").closest("tr")!;
    expect(within(friend).getByText("إحالة ذاتية")).toBeInTheDocument();
    expect(within(friend).getByText("بانتظار المراجعة")).toBeInTheDocument();
    const newcomer = within(table).getByText("new@example.com").closest("tr")!;
    expect(within(newcomer).getByText("غير مؤكَّد")).toBeInTheDocument();
    expect(within(newcomer).getByText("ألغى الاشتراك")).toBeInTheDocument();
  });

  it("sorts by position, referrals and referrer, in the address", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(queue());
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("new@example.com");
    const sortBy = async (column: string) => {
      const header = screen.getByRole("columnheader", { name: column });
      await user.click(within(header).getByRole("button", { name: column }));
    };

    await sortBy("Place");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "position", sortDir: "asc" }),
    );
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({
        page: 1,
        limit: 25,
        sortBy: "position",
        sortDir: "asc",
      }),
    );

    await sortBy("Referrals");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "referrals", sortDir: "asc" }),
    );
    await sortBy("Referrals");
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({
        page: 1,
        limit: 25,
        sortBy: "referrals",
        sortDir: "desc",
      }),
    );

    await sortBy("Referred by");
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({
        page: 1,
        limit: 25,
        sortBy: "referrer",
        sortDir: "asc",
      }),
    );
  });

  it("shows the confirmation time, referrer, referral state and flags in the details", async () => {
    const user = userEvent.setup();
    await renderAdmin("/admin/waitlist", { api: waitlistApi(queue()) });
    await screen.findByText("friend@example.com");
    await user.click(row("friend@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "friend@example.com" });
    expect(within(drawer).getByText(/Mar 11, 2026, \d/)).toBeInTheDocument();
    expect(within(drawer).getByText("amira@example.com")).toBeInTheDocument();
    expect(within(drawer).getAllByText("To review").length).toBeGreaterThan(0);
    expect(within(drawer).getByText("Self-referral")).toBeInTheDocument();
    expect(within(drawer).getByText("The form was sent faster than a person types.")).toBeVisible();
    expect(within(drawer).getByRole("button", { name: "Approve referral" })).toBeEnabled();
    expect(within(drawer).getByRole("button", { name: "Reject referral" })).toBeEnabled();
  });
});

describe("waitlist screen: the verification filter", slow, () => {
  it("keeps the choice in the address and asks the server for it", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(queue());
    const { router } = await renderAdmin("/admin/waitlist?page=2", { api });
    await screen.findByText("new@example.com");
    const filter = screen.getByRole("radiogroup", { name: "Verification" });
    expect(within(filter).getByRole("radio", { name: "All entries" })).toBeChecked();

    await user.click(within(filter).getByRole("radio", { name: "Unconfirmed" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ verification: "unconfirmed" }),
    );
    await waitFor(() =>
      expect(lastListInput(api)).toEqual({ page: 1, limit: 25, verification: "unconfirmed" }),
    );

    await user.click(within(filter).getByRole("radio", { name: "Flagged" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ verification: "flagged" }));

    await user.click(within(filter).getByRole("radio", { name: "All entries" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("reads it from the address, and Reset clears it", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(queue());
    const { router } = await renderAdmin("/admin/waitlist?verification=confirmed", { api });
    await screen.findByText("new@example.com");
    expect(screen.getByRole("radio", { name: "Confirmed" })).toBeChecked();
    expect(lastListInput(api)).toEqual({ page: 1, limit: 25, verification: "confirmed" });

    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});

describe("waitlist screen: the review queue", slow, () => {
  /** A server holding suspect referrals: the review filter lists those still suspect. */
  function reviewApi() {
    let rows = [3, 2, 1].map((n) =>
      entry(n, {
        confirmedAt: CONFIRMED,
        referrer: "amira@example.com",
        referralState: "suspect",
        flags: ["address-burst"],
      }),
    );
    return waitlistApi([], {
      "waitlist.list": (input) =>
        page(
          input.verification === "review"
            ? rows.filter((r) => r.referralState === "suspect")
            : rows,
          input,
        ),
      "waitlist.review": ({ ids, decision }) => {
        const changed = rows.filter((r) => ids.includes(r.id) && r.referralState === "suspect");
        rows = rows.map((r) =>
          changed.includes(r)
            ? { ...r, referralState: decision === "approve" ? "counted" : "rejected" }
            : r,
        );
        const key =
          decision === "approve" ? "waitlist.referralsApproved" : "waitlist.referralsRejected";
        return {
          changed: changed.length,
          message: `${changed.length} referrals ${decision === "approve" ? "approved" : "rejected"}`,
          messageKey: key,
          params: { count: changed.length },
        };
      },
    });
  }

  it("approves the chosen referrals, says so and lists what is left", async () => {
    const user = userEvent.setup();
    const api = reviewApi();
    await renderAdmin("/admin/waitlist?verification=review", { api });
    await screen.findByText("person3@example.com");
    expect(screen.getByText("Referrals to review")).toBeInTheDocument();
    // Nothing chosen: no decision to make yet.
    expect(screen.queryByRole("button", { name: "Approve referrals" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Select person3@example.com" }));
    await user.click(screen.getByRole("checkbox", { name: "Select person1@example.com" }));
    await user.click(screen.getByRole("button", { name: "Approve referrals" }));
    expect(await toastColor("2 referrals approved")).toBe("green");
    expect(inputsOf(api, "waitlist.review")).toEqual([
      { ids: [entry(3).id, entry(1).id], decision: "approve" },
    ]);
    // Asked again: only the one still waiting is listed, and the selection is cleared.
    await waitFor(() => expect(screen.queryByText("person3@example.com")).not.toBeInTheDocument());
    expect(screen.getByText("person2@example.com")).toBeInTheDocument();
    expect(screen.queryByText("Selected: 2")).not.toBeInTheDocument();
  });

  it("rejects in Arabic, in the server's words", async () => {
    const user = userEvent.setup();
    const api = reviewApi();
    await renderAdmin("/admin/waitlist?verification=review", { api, language: "ar" });
    await screen.findByText("person2@example.com");
    await user.click(screen.getByRole("checkbox", { name: "تحديد person2@example.com" }));
    await user.click(screen.getByRole("button", { name: "رفض الإحالات" }));
    expect(await toastColor("رُفضت إحالة واحدة")).toBe("green");
    expect(inputsOf(api, "waitlist.review")).toEqual([{ ids: [entry(2).id], decision: "reject" }]);
    await waitFor(() => expect(screen.queryByText("person2@example.com")).not.toBeInTheDocument());
  });

  it("decides one referral from its details", async () => {
    const user = userEvent.setup();
    const api = reviewApi();
    await renderAdmin("/admin/waitlist?verification=review", { api });
    await screen.findByText("person2@example.com");
    await user.click(row("person2@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "person2@example.com" });
    await user.click(within(drawer).getByRole("button", { name: "Reject referral" }));
    expect(await screen.findByText("1 referral rejected")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.review")).toEqual([{ ids: [entry(2).id], decision: "reject" }]);
  });

  it("says why a review failed", async () => {
    const user = userEvent.setup();
    const api = waitlistApi([entry(1, { referralState: "suspect" })], {
      "waitlist.review": () => {
        throw new FakeTrpcError("BAD_REQUEST", 400, "waitlist.tooManyEntries");
      },
    });
    await renderAdmin("/admin/waitlist?verification=review", { api });
    await user.click(
      await screen.findByRole("checkbox", { name: "Select every entry on this page" }),
    );
    await user.click(screen.getByRole("button", { name: "Reject referrals" }));
    expect(await toastColor("At most 500 entries at a time")).toBe("red");
    expect(screen.getByText("The referrals were not reviewed")).toBeInTheDocument();
  });

  it("says when nothing waits for a review", async () => {
    await renderAdmin("/admin/waitlist?verification=review", { api: waitlistApi([]) });
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
    expect(screen.getByText("No referral is waiting for a review.")).toBeInTheDocument();
  });
});
