import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { entries, entry, inputsOf, row, toastColor, waitlistApi, wave } from "./testData";

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

describe("waitlist screen: row actions (SPEC 4, 5)", slow, () => {
  it("asks before deleting, and deletes only on yes", async () => {
    const user = userEvent.setup();
    const rows = entries(2);
    const api = waitlistApi(rows, { "waitlist.delete": ({ id }) => ({ id }) });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    const askToDelete = async () => {
      await user.click(
        screen.getByRole("button", { name: "More actions for person1@example.com" }),
      );
      await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
      return screen.findByRole("dialog", { name: "Delete entry" });
    };

    let dialog = await askToDelete();
    expect(dialog).toHaveTextContent("Are you sure you want to delete this item?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputsOf(api, "waitlist.delete")).toEqual([]);

    dialog = await askToDelete();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Entry deleted")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.delete")).toEqual([{ id: rows[1]!.id }]);
  });

  it("changes the status from the row's menu", async () => {
    const user = userEvent.setup();
    const rows = entries(1);
    const api = waitlistApi(rows, {
      "waitlist.update": (input) => ({ ...rows[0]!, status: input.status ?? "pending" }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    await user.click(screen.getByRole("button", { name: "More actions for person1@example.com" }));
    await user.click(await screen.findByRole("menuitem", { name: "Completed" }));
    expect(await screen.findByText("Status changed to Completed")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.update")).toEqual([{ id: rows[0]!.id, status: "registered" }]);
    // The menu lives in the row: choosing in it does not also open the row's details.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the details with every field, and saves the notes", async () => {
    const user = userEvent.setup();
    const rows = [
      entry(7, {
        status: "notified",
        language: "ar",
        referralCode: "FRIEND42",
        interests: "speaking, grammar",
        device: "mobile",
        source: "hero-banner",
        sentAt: "2026-03-12T10:00:00.000Z",
      }),
    ];
    const api = waitlistApi(rows, {
      "waitlist.update": (input) => ({ ...rows[0]!, notes: input.notes ?? null }),
    });
    const { router } = await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person7@example.com");

    await user.click(row("person7@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "person7@example.com" });
    expect(router.state.location.search).toEqual({ selected: rows[0]!.id });
    expect(within(drawer).getByRole("combobox", { name: "Change status" })).toHaveValue("Sent");
    for (const text of [
      "person7",
      "hero-banner",
      "Arabic",
      "FRIEND42",
      "speaking, grammar",
      "mobile",
    ]) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    expect(within(drawer).getByText("Referral code")).toBeInTheDocument();
    expect(within(drawer).getByText("Last updated")).toBeInTheDocument();
    expect(within(drawer).getByText(/Mar 12, 2026/)).toBeInTheDocument();

    const notes = within(drawer).getByRole("textbox", { name: "Notes" });
    await user.type(notes, "Called, wants the Pro plan");
    await user.click(within(drawer).getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Notes saved")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.update")).toEqual([
      { id: rows[0]!.id, notes: "Called, wants the Pro plan" },
    ]);
  });
});

describe("waitlist screen: bulk actions", slow, () => {
  // The server's English for the keys the tests answer with (trpc rules/messages/waitlist.ts).
  const INVITES_SENT_TEXT = "Invitations sent successfully";
  const INVITES_QUEUED_TEXT =
    "Invitations queued: not all delivered yet, delivery will be retried automatically";

  it("invites the two chosen rows", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.inviteMany": ({ ids }) => ({
        invited: ids.length,
        skipped: 0,
        recentlyInvited: 0,
        alreadyWaiting: 0,
        wave: wave(ids.length, { sent: ids.length }),
        delivery: { sent: ids.length, queued: 0, failed: 0, suppressed: 0 },
        message: INVITES_SENT_TEXT,
        messageKey: "waitlist.invitesSent",
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");

    await user.click(screen.getByRole("checkbox", { name: "Select person4@example.com" }));
    await user.click(screen.getByRole("checkbox", { name: "Select person2@example.com" }));
    expect(screen.getByText("Selected: 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Invite selected" }));
    expect(await toastColor("Invitations sent: 2.")).toBe("green");
    expect(inputsOf(api, "waitlist.inviteMany")).toEqual([{ ids: [rows[0]!.id, rows[2]!.id] }]);
    // Done: the selection is cleared.
    await waitFor(() => expect(screen.queryByText("Selected: 2")).not.toBeInTheDocument());
  });

  it("says some of the chosen were not delivered yet, and which were left out, in yellow", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.inviteMany": () => ({
        invited: 2,
        skipped: 1,
        recentlyInvited: 1,
        alreadyWaiting: 0,
        wave: wave(2, { sent: 1 }),
        delivery: { sent: 1, queued: 1, failed: 0, suppressed: 0 },
        message: `${INVITES_QUEUED_TEXT}. Last error: 421 Too many connections`,
        messageKey: "waitlist.invitesQueued",
        params: { lastError: "421 Too many connections" },
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");
    await user.click(screen.getByRole("checkbox", { name: "Select every entry on this page" }));
    await user.click(screen.getByRole("button", { name: "Invite selected" }));
    expect(
      await toastColor(
        "Invitations queued: not all delivered yet, delivery will be retried automatically. Last error: 421 Too many connections",
      ),
    ).toBe("yellow");
    expect(
      screen.getByText(
        "Invited: 2. Delivered: 1. Skipped (already registered): 1. Skipped (invited recently, no second email): 1.",
      ),
    ).toBeInTheDocument();
  });

  it("says a wave started when part of it waits for the sending pace, in blue", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(3), {
      "waitlist.inviteNext": () => ({
        invited: 13,
        recentlyInvited: 0,
        wave: wave(400, { origin: "next", status: "running", released: 13, queued: 387 }),
        delivery: { sent: 0, queued: 13, failed: 0, suppressed: 0 },
        message: "Wave started: 13 invitations go now, 387 more follow at the sending pace",
        messageKey: "waitlist.wavePaced",
        params: { now: 13, queued: 387 },
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person3@example.com");
    await user.click(screen.getByRole("button", { name: "Invite next in line" }));
    const count = await screen.findByRole("textbox", { name: /How many people to invite/ });
    await user.clear(count);
    await user.type(count, "400");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(
      await toastColor("Wave started: 13 invitations go now, 387 more follow at the sending pace"),
    ).toBe("blue");
    expect(screen.getByText("Invitation wave started")).toBeInTheDocument();
  });

  it("deletes the chosen rows after a confirmation naming their count", async () => {
    const user = userEvent.setup();
    const rows = entries(4);
    const api = waitlistApi(rows, {
      "waitlist.deleteMany": ({ ids }) => ({ deleted: ids.length }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person4@example.com");

    await user.click(screen.getByRole("checkbox", { name: "Select every entry on this page" }));
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete selected entries" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete these 4 items?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Entries deleted: 4.")).toBeInTheDocument();
    expect(inputsOf(api, "waitlist.deleteMany")).toEqual([{ ids: rows.map((r) => r.id) }]);
  });

  it("invites the next N in line", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(3), {
      "waitlist.inviteNext": ({ count }) => ({
        invited: Number(count),
        recentlyInvited: 0,
        wave: wave(Number(count), { origin: "next", sent: Number(count) }),
        delivery: { sent: Number(count), queued: 0, failed: 0, suppressed: 0 },
        message: INVITES_SENT_TEXT,
        messageKey: "waitlist.invitesSent",
      }),
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person3@example.com");

    await user.click(screen.getByRole("button", { name: "Invite next in line" }));
    const count = await screen.findByRole("textbox", { name: /How many people to invite/ });
    await user.clear(count);
    await user.type(count, "25");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Invitations sent: 25.")).toBeInTheDocument();
    // Confirmed entries only: the box for unconfirmed ones is not ticked at first.
    expect(inputsOf(api, "waitlist.inviteNext")).toEqual([
      { count: 25, includeUnconfirmed: false },
    ]);

    await user.click(screen.getByRole("button", { name: "Invite next in line" }));
    const box = await screen.findByRole("checkbox", { name: /Include unconfirmed entries/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(inputsOf(api, "waitlist.inviteNext")).toHaveLength(2));
    // The count chosen before stays.
    expect(inputsOf(api, "waitlist.inviteNext")[1]).toEqual({
      count: 25,
      includeUnconfirmed: true,
    });
  });
});
