import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, isAdminSection } from "./index.js";

describe("admin sections", () => {
  it("are the ten of the spec's menu plus the emails view, in menu order", () => {
    expect(ADMIN_SECTIONS).toEqual([
      "dashboard",
      "users",
      "courses",
      "messages",
      "analytics",
      "privacy",
      "terms",
      "contact",
      "waitlist",
      "emails",
      "settings",
    ]);
  });

  it("tell a known path segment from one that falls back to the dashboard", () => {
    expect(isAdminSection("emails")).toBe(true);
    expect(isAdminSection("waitlist")).toBe(true);
    expect(isAdminSection("Waitlist")).toBe(false);
    expect(isAdminSection("constructor")).toBe(false);
    expect(isAdminSection("")).toBe(false);
  });
});
