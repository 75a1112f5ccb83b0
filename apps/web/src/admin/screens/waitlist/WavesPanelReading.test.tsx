import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { entries, waitlistApi, wave } from "./testData";

const slow = { timeout: 60_000 };
const PACE = { day: 1, daily: 100, hourly: 13, sentToday: 0, sentThisHour: 0, available: 13 };

/** Western digits (0-9): none belong in an Arabic sentence with Arabic digits. */
const WESTERN_DIGITS = /[0-9]/;

describe("the Waves tab in Arabic", slow, () => {
  it("says why a wave paused itself with its threshold in Arabic digits, as a percentage", async () => {
    const bounced = wave(250, {
      status: "paused",
      pausedReason: "bounces",
      sent: 240,
      bounced: 11,
    });
    const reported = wave(250, {
      id: "10000000-0000-4000-8000-000000000002",
      origin: "next",
      status: "paused",
      pausedReason: "complaints",
      sent: 240,
      complained: 1,
    });
    const api = waitlistApi(entries(1), {
      "waves.list": () => ({ waves: [bounced, reported], pace: PACE }),
    });
    await renderAdmin("/admin/waitlist?tab=waves", { api, language: "ar" });
    const bounces = await screen.findByText(/ارتدّ أكثر من/);
    expect(bounces).toHaveTextContent(/^ارتدّ أكثر من ٤٪/);
    expect(bounces.textContent).not.toMatch(WESTERN_DIGITS);
    const spam = screen.getByText(/كرسائل مزعجة/);
    expect(spam).toHaveTextContent(/^أُبلغ عن أكثر من ٠٫١٪/);
    expect(spam.textContent).not.toMatch(WESTERN_DIGITS);
  });

  it("mirrors the send icon of the empty list, as every other send icon", async () => {
    const api = waitlistApi(entries(1), { "waves.list": () => ({ waves: [], pace: PACE }) });
    await renderAdmin("/admin/waitlist?tab=waves", { api, language: "ar" });
    const empty = (await screen.findByText("لا توجد موجات دعوات بعد")).parentElement!;
    const icon = empty.querySelector("svg")!;
    expect(icon).toHaveAttribute("data-mirrored", "true");
    expect(icon.style.transform).toBe("scaleX(-1)");
  });
});
