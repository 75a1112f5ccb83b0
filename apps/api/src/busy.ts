// How busy this server's thread is: the share of the last BUSY_WINDOW_MS its event loop spent
// working (Node's event-loop utilisation). Background work that can wait (the outbox's emails)
// asks it before taking more, so that under a launch's load the requests come first.
import { performance } from "node:perf_hooks";

/** How often the utilisation is read: each reading covers the time since the last. */
export const BUSY_WINDOW_MS = 500;
/** Past this share of the window spent working, the thread counts as busy. */
export const BUSY_UTILISATION = 0.9;

/**
 * Starts reading the event loop's utilisation every BUSY_WINDOW_MS; answers `busy()` (the last
 * window was over BUSY_UTILISATION) and `stop()`.
 */
export function busyGauge(threshold = BUSY_UTILISATION, windowMs = BUSY_WINDOW_MS) {
  let last = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization > threshold;
    last = now;
  }, windowMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
