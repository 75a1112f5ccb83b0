import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./DashboardScreen";
import { card, dashboard, growth, handlers, overview, trendArrow } from "./testData";

describe("dashboard figures (SPEC 2.9)", { timeout: 30_000 }, () => {
  it("shows the real numbers, this week against last week, targets and days left", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin", { api });

    const queue = card("Waitlist total in queue");
    expect(await within(queue).findByText("2,847")).toBeInTheDocument();
    expect(within(queue).getByText("+12% vs last week")).toBeInTheDocument();
    // A rise: its arrow beside the words.
    expect(trendArrow(queue, "+12% vs last week")).not.toBeNull();
    expect(within(queue).getByText("Target: 3,000")).toBeInTheDocument();
    expect(within(queue).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "94.9");

    const pending = card("Pending sign-ups");
    expect(within(pending).getByText("1,500")).toBeInTheDocument();
    expect(within(pending).getByText("Target: 2,500")).toBeInTheDocument();

    // Nothing last week: no percentage and no arrow (a rise from nothing is not a trend), both
    // weeks said in words.
    const contacts = card("Contact messages");
    expect(within(contacts).getByText("40")).toBeInTheDocument();
    expect(within(contacts).getByText("6 this week, none last week")).toBeInTheDocument();
    expect(trendArrow(contacts, "6 this week, none last week")).toBeNull();
    expect(within(contacts).getByText("20 of 40 replied (target: all)")).toBeInTheDocument();

    const days = card("Days until launch");
    expect(within(days).getByText("12")).toBeInTheDocument();

    // The newest user (initials, name, email, status, date, interests) and activity, by kind.
    const recent = screen.getByRole("table", { name: "Recent registrations" });
    expect(within(recent).getByText("Layla Hassan")).toBeInTheDocument();
    expect(within(recent).getByText("LH")).toBeInTheDocument();
    expect(within(recent).getByText("layla.hassan@example.com")).toBeInTheDocument();
    expect(within(recent).getByText("Active")).toBeInTheDocument();
    expect(within(recent).getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(screen.getByText("Business English")).toBeInTheDocument();
    expect(screen.getByText("Sent a message")).toBeInTheDocument();
    expect(screen.getByText("Joined the waitlist")).toBeInTheDocument();
    expect(screen.getByText("5 minutes ago")).toBeInTheDocument();

    expect(api.calls.find((c) => c.path === "users.list")?.input).toEqual({ page: 1, limit: 5 });
    expect(api.calls.some((c) => c.path === "waitlist.list")).toBe(false);
  });

  it("writes the figures and trends in Arabic with Arabic-Indic digits", async () => {
    const api = fakeApi(
      handlers({
        "admin.overview": () => ({
          ...overview,
          waitlist: {
            ...overview.waitlist,
            growth: { ...overview.waitlist.growth, last7Days: growth(90, 100, -10) },
          },
        }),
      }),
    );
    await renderAdmin("/admin", { api, language: "ar" });
    const queue = card("إجمالي قائمة الانتظار");
    expect(await within(queue).findByText("٢٬٨٤٧")).toBeInTheDocument();
    // A falling trend: minus, Arabic-Indic digits and percent sign (with Intl's direction marks).
    expect(
      within(queue).getByText(/^\u061C?-١٠٪\u061C? مقارنة بالأسبوع الماضي$/),
    ).toBeInTheDocument();
    expect(within(queue).getByText("الهدف: ٣٬٠٠٠")).toBeInTheDocument();
    expect(
      within(card("إجمالي رسائل التواصل")).getByText("٦ هذا الأسبوع، ولا شيء في الأسبوع الماضي"),
    ).toBeInTheDocument();
    expect(within(card("الأيام المتبقية على الإطلاق")).getByText("١٢")).toBeInTheDocument();
  });
});

describe("dashboard load failure (SPEC 8)", { timeout: 30_000 }, () => {
  // The query cache logs each failure (SPEC 8); expected here.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says Error: with the message, uses fallback data (0 and --) and tries again", async () => {
    let fail = true;
    const api = fakeApi(
      handlers({
        "admin.dashboard": () => {
          if (fail) {
            throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
          }
          return dashboard;
        },
      }),
    );
    await renderAdmin("/admin", { api });
    expect(await screen.findByText("Error:")).toBeInTheDocument();
    expect(
      screen.getByText("The service is unavailable just now. Please try again in a moment."),
    ).toBeInTheDocument();
    expect(screen.getByText("Using fallback data")).toBeInTheDocument();
    expect(within(card("Waitlist total in queue")).getByText("0")).toBeInTheDocument();
    expect(within(card("Days until launch")).getByText("--")).toBeInTheDocument();
    // No invented target, bar or trend on a figure that did not load.
    expect(within(card("Waitlist total in queue")).queryByRole("progressbar")).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(card("Waitlist total in queue")).findByText("2,847")).toBeInTheDocument();
    expect(screen.queryByText("Using fallback data")).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch admin data' when the failure has no message", async () => {
    const api = fakeApi(
      handlers({
        "admin.overview": () => {
          throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "");
        },
      }),
    );
    await renderAdmin("/admin", { api });
    expect(await screen.findByText("Failed to fetch admin data")).toBeInTheDocument();
    expect(screen.getByText("Using fallback data")).toBeInTheDocument();
  });

  it("says the server's message in Arabic", async () => {
    const api = fakeApi(
      handlers({
        "admin.dashboard": () => {
          throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
        },
      }),
    );
    await renderAdmin("/admin", { api, language: "ar" });
    expect(await screen.findByText("خطأ:")).toBeInTheDocument();
    expect(
      screen.getByText("الخدمة غير متاحة الآن. يُرجى المحاولة مرة أخرى بعد لحظات."),
    ).toBeInTheDocument();
  });
});
