import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RouterOutputs } from "@bayan/trpc";
import { deferred, fakeApi, type FakeHandlers } from "../../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../../test/render";
import { Hero } from "../landing/Hero";
import { CountdownProvider } from "./useCountdown";

const NOW = new Date("2026-03-01T10:00:00Z");
const SECOND = 1000;

function countdown(targetDate: Date, isCompleted = false) {
  return {
    targetDate: targetDate.toISOString(),
    title: "Launch",
    description: "",
    isCompleted,
    timeRemaining: { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 },
  };
}

function boxes() {
  return ["days", "hours", "minutes", "seconds"].map(
    (unit) => screen.getByTestId(`countdown-${unit}`).textContent,
  );
}

async function renderHero(
  handler: NonNullable<FakeHandlers["system.countdown"]>,
  language: "en" | "ar" = "en",
) {
  const api = fakeApi({ "system.countdown": handler });
  await renderApp(
    <CountdownProvider>
      <Hero />
    </CountdownProvider>,
    { api, language },
  );
  return api;
}

describe("launch countdown", () => {
  withFakeClock(NOW);

  it("shows -- in every box while loading, then the time left, ticking each second", async () => {
    const target = new Date(NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * SECOND);
    const reply = deferred<RouterOutputs["system"]["countdown"]>();
    await renderHero(() => reply.promise);
    await advance();

    expect(screen.getByRole("timer", { name: "Time until launch" })).toBeInTheDocument();
    expect(boxes()).toEqual(["--", "--", "--", "--"]);

    reply.resolve(countdown(target));
    await advance();
    expect(boxes()).toEqual(["2", "03", "04", "05"]);
    expect(screen.getByText("Days")).toBeInTheDocument();

    await advance(SECOND);
    expect(boxes()).toEqual(["2", "03", "04", "04"]);
    await advance(5 * SECOND);
    expect(boxes()).toEqual(["2", "03", "03", "59"]);
  });

  it("reaches zero, says so, and stops ticking", async () => {
    await renderHero(() => countdown(new Date(NOW.getTime() + 2 * SECOND)));
    await advance();
    expect(boxes()).toEqual(["0", "00", "00", "02"]);
    expect(screen.queryByText(/We have launched!/)).not.toBeInTheDocument();
    const timersWhileTicking = vi.getTimerCount();

    await advance(2 * SECOND);
    expect(boxes()).toEqual(["0", "00", "00", "00"]);
    expect(screen.getByText("We have launched! Welcome to Bayan.")).toBeInTheDocument();
    // The one-second interval is gone.
    expect(vi.getTimerCount()).toBe(timersWhileTicking - 1);
  });

  it("does not tick when the server says the launch has happened", async () => {
    const intervals = vi.spyOn(globalThis, "setInterval");
    await renderHero(() => countdown(new Date(NOW.getTime() - 60 * SECOND), true));
    await advance(3 * SECOND);
    expect(boxes()).toEqual(["0", "00", "00", "00"]);
    expect(screen.getByText("We have launched! Welcome to Bayan.")).toBeInTheDocument();
    expect(intervals).not.toHaveBeenCalledWith(expect.any(Function), SECOND);
  });

  it("logs a failed fetch and counts down 57 days from page load instead", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderHero(() => {
      throw new Error("database down");
    });
    await advance();
    expect(boxes()).toEqual(["57", "00", "00", "00"]);
    expect(logged).toHaveBeenCalledWith("Failed to fetch countdown", expect.anything());

    await advance(SECOND);
    expect(boxes()).toEqual(["56", "23", "59", "59"]);
  });

  it("labels the boxes in Arabic", async () => {
    await renderHero(
      () => countdown(new Date(NOW.getTime() + (12 * 24 * 3600 + 5) * SECOND)),
      "ar",
    );
    await advance();
    expect(boxes()).toEqual(["١٢", "٠٠", "٠٠", "٠٥"]);
    expect(screen.getByRole("timer", { name: "الوقت المتبقي حتى الإطلاق" })).toBeInTheDocument();
    expect(screen.getByText("أيام")).toBeInTheDocument();
  });
});
