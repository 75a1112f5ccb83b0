import "@testing-library/jest-dom/vitest";
import { notifyManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach } from "vitest";
import { preloadApiWidgets } from "../lib/ApiBoundary";
import { endSession } from "../lib/adminSession";

// React Query batches its updates on a 0 ms timer; with fake timers that would need the clock moved
// a millisecond per update. Microtasks keep the tests' clock exact.
notifyManager.setScheduler(queueMicrotask);

// The data widgets (lib/ApiBoundary.tsx) are lazy modules: loaded before each test (with real
// timers), they render at once, as the rest of the page does.
beforeEach(async () => {
  await preloadApiWidgets();
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store (five at a time): start each test with none.
  notifications.clean();
  endSession("logout");
  window.localStorage.clear();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
});
