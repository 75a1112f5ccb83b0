import { describe, expect, it } from "vitest";
import { busyGauge } from "./busy.js";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("busyGauge", () => {
  it("says busy after a window spent working, and not after an idle one", async () => {
    // A window of 100 ms; the busy stretch below straddles one reading, hence the lower threshold.
    const gauge = busyGauge(0.6, 100);
    try {
      await wait(150);
      expect(gauge.busy()).toBe(false);
      // The thread kept working through a whole window (the reading waits for it).
      const until = performance.now() + 300;
      while (performance.now() < until);
      await wait(20);
      expect(gauge.busy()).toBe(true);
      await wait(250);
      expect(gauge.busy()).toBe(false);
    } finally {
      gauge.stop();
    }
  });
});
