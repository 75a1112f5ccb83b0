import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { entries, inputsOf, waitlistApi, wave } from "./testData";

const slow = { timeout: 20_000 };
const PACE = { day: 1, daily: 100, hourly: 13, sentToday: 13, sentThisHour: 13, available: 0 };

describe("waitlist screen: the Waves tab", slow, () => {
  const sending = wave(400, {
    id: "10000000-0000-4000-8000-000000000002",
    origin: "next",
    status: "running",
    released: 13,
    queued: 387,
    sent: 12,
  });
  const paused = wave(250, {
    status: "paused",
    pausedReason: "bounces",
    released: 240,
    queued: 10,
    sent: 240,
    bounced: 11,
  });

  it("shows the pace and each wave live, with why one paused itself", async () => {
    const api = waitlistApi(entries(2), {
      "waves.list": () => ({ waves: [sending, paused], pace: PACE }),
    });
    await renderAdmin("/admin/waitlist?tab=waves", { api });
    expect(await screen.findByText("Sending pace")).toBeInTheDocument();
    expect(screen.getByText("13 of 100")).toBeInTheDocument();
    const next = screen.getByRole("region", { name: "Next in line" });
    expect(within(next).getByText("Sending")).toBeInTheDocument();
    expect(within(next).getByText("13 of 400 invited")).toBeInTheDocument();
    // 12 of 400 delivered: 3% of the bar.
    expect(within(next).getByRole("progressbar", { name: "Delivered" })).toHaveAttribute(
      "aria-valuenow",
      "3",
    );
    const chosen = screen.getByRole("region", { name: "Chosen entries" });
    expect(within(chosen).getByText("Paused by itself")).toBeInTheDocument();
    expect(within(chosen).getByText(/More than 4% of its invitations bounced/)).toBeInTheDocument();
    expect(within(chosen).getByRole("button", { name: "Resume" })).toBeInTheDocument();
  });

  it("pauses a sending wave and cancels one after asking", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(2), {
      "waves.list": () => ({ waves: [sending], pace: PACE }),
      "waves.pause": ({ id }) => ({
        wave: { ...sending, id, status: "paused", pausedReason: "manual" },
        message: "Wave paused: no more invitations go until it is resumed",
        messageKey: "waitlist.wavePaused",
      }),
      "waves.cancel": ({ id }) => ({
        wave: { ...sending, id, status: "cancelled", returned: 387, queued: 0 },
        message: "Wave cancelled: 387 people went back to the queue",
        messageKey: "waitlist.waveCancelled",
        params: { count: 387 },
      }),
    });
    await renderAdmin("/admin/waitlist?tab=waves", { api });
    await user.click(await screen.findByRole("button", { name: "Pause" }));
    expect(
      await screen.findByText("Wave paused: no more invitations go until it is resumed"),
    ).toBeInTheDocument();
    expect(inputsOf(api, "waves.pause")).toEqual([{ id: sending.id }]);

    await user.click(screen.getByRole("button", { name: "Cancel the wave" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this wave?" });
    expect(dialog).toHaveTextContent("The 387 people still waiting go back to the queue.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the wave" }));
    expect(
      await screen.findByText("Wave cancelled: 387 people went back to the queue"),
    ).toBeInTheDocument();
    await waitFor(() => expect(inputsOf(api, "waves.cancel")).toEqual([{ id: sending.id }]));
  });

  it("says there is no wave yet, in Arabic too", async () => {
    const api = waitlistApi(entries(1), {
      "waves.list": () => ({ waves: [], pace: { ...PACE, sentToday: 0, sentThisHour: 0 } }),
    });
    await renderAdmin("/admin/waitlist?tab=waves", { api, language: "ar" });
    expect(await screen.findByText("لا توجد موجات دعوات بعد")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "الموجات" })).toHaveAttribute("aria-selected", "true");
  });

  it("lists the expired invitations on the Sent tab, to invite them again", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(2));
    await renderAdmin("/admin/waitlist?tab=sent", { api });
    await user.click(await screen.findByRole("checkbox", { name: "Invitation expired" }));
    await waitFor(() =>
      expect(inputsOf(api, "waitlist.list").at(-1)).toMatchObject({
        sent: true,
        invitation: "expired",
      }),
    );
    expect(screen.getByText(/People invited more than 14 days ago/)).toBeInTheDocument();
    // Another tab lists without it.
    await user.click(screen.getByRole("tab", { name: "All users" }));
    await waitFor(() =>
      expect(inputsOf(api, "waitlist.list").at(-1)).not.toHaveProperty("invitation"),
    );
  });
});
