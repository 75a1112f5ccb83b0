import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./DashboardScreen";
import { handlers, weekly } from "./testData";

describe("weekly activity chart (SPEC 2.9)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // happy-dom lays nothing out: give the chart's container a size, so that it draws its bars.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 240 }),
    );
  });

  it("draws a bar per weekday of real visitors, the users of each day in a table", async () => {
    await renderAdmin("/admin", { api: fakeApi(handlers()) });
    const weeklyPanel = await screen.findByRole("region", { name: "Weekly activity" });
    // One bar per day, named on the axis by its weekday, oldest first.
    // The chart is a lazy chunk (recharts): on a busy machine it takes more than waitFor's 1 s.
    await waitFor(
      () => expect(weeklyPanel.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(7),
      { timeout: 10_000 },
    );
    const ticks = [
      ...weeklyPanel.querySelectorAll('.recharts-cartesian-axis-tick-value[orientation="bottom"]'),
    ];
    expect(ticks.map((tick) => tick.textContent)).toEqual([
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
      "Mon",
      "Tue",
    ]);
    const table = within(weeklyPanel).getByRole("table", { name: "Users per day, last 7 days" });
    expect(within(table).getByRole("row", { name: "Wednesday 120" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Tuesday 95" })).toBeInTheDocument();
    // The week's 937 visitors against 1,000 the week before, on the heading's line.
    expect(within(weeklyPanel).getByText("-6.3% visitors vs last week")).toBeInTheDocument();
  });

  it("names the days in Arabic, the first on the right", async () => {
    await renderAdmin("/admin", { api: fakeApi(handlers()), language: "ar" });
    const weeklyPanel = await screen.findByRole("region", { name: "النشاط الأسبوعي" });
    // The chart is a lazy chunk (recharts): on a busy machine it takes more than waitFor's 1 s.
    await waitFor(
      () => expect(weeklyPanel.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(7),
      { timeout: 10_000 },
    );
    const table = within(weeklyPanel).getByRole("table", { name: "المستخدمون يوميًا، آخر ٧ أيام" });
    expect(within(table).getByRole("row", { name: "الأربعاء ١٢٠" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "الجمعة ١٣٢" })).toBeInTheDocument();
    expect(
      within(weeklyPanel).getByText("\u061C-٦٫٣٪\u061C في الزوار مقارنة بالأسبوع الماضي"),
    ).toBeInTheDocument();
    // The oldest day's bar stands to the right of the newest's.
    const bars = [...weeklyPanel.querySelectorAll(".recharts-bar-rectangle path")];
    const x = (bar: Element) =>
      Number(bar.getAttribute("x") ?? bar.getAttribute("d")?.match(/M\s*([\d.]+)/)?.[1]);
    expect(x(bars[0]!)).toBeGreaterThan(x(bars[6]!));
  });

  it("says so when there were no visitors", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderAdmin("/admin", {
      api: fakeApi(
        handlers({
          "analytics.weekly": () => ({
            days: weekly.days.map((day) => ({ ...day, visitors: 0 })),
            visitors: { days: 7, count: 0, previousCount: 0, changePercent: null },
          }),
        }),
      ),
    });
    expect(await screen.findByText("No visitors in the last 7 days")).toBeInTheDocument();
    const weeklyPanel = screen.getByRole("region", { name: "Weekly activity" });
    expect(within(weeklyPanel).queryByText(/last week/)).not.toBeInTheDocument();
  });

  it("says the weekly figures could not be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderAdmin("/admin", {
      api: fakeApi(
        handlers({
          "analytics.weekly": () => {
            throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "not built yet");
          },
        }),
      ),
    });
    expect(await screen.findByText("The weekly activity could not be loaded.")).toBeInTheDocument();
    // The dashboard's own figures are not affected.
    expect(screen.queryByText("Using fallback data")).not.toBeInTheDocument();
  });
});

describe("course completion bars (SPEC 2.9)", { timeout: 30_000 }, () => {
  const panel = () => screen.findByRole("region", { name: "Course completion" });

  it("draws a bar per course of the period and asks again when the period changes", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin", { api });
    const completion = await panel();
    const bar = await within(completion).findByRole("progressbar", {
      name: "Everyday grammar: 78% completed",
    });
    expect(bar).toHaveAttribute("aria-valuenow", "78");
    expect(within(completion).getByText("320 students")).toBeInTheDocument();
    expect(within(completion).queryByText("Business writing")).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "courses.completion")?.input).toEqual({ days: 30 });

    fireEvent.click(within(completion).getByRole("radio", { name: "Last 90 days" }));
    expect(await within(completion).findByText("Business writing")).toBeInTheDocument();
    expect(
      within(completion).getByRole("progressbar", { name: "Business writing: 65% completed" }),
    ).toHaveAttribute("aria-valuenow", "65");
    fireEvent.click(within(completion).getByRole("radio", { name: "Last year" }));
    expect(await within(completion).findByText("Speaking club")).toBeInTheDocument();
    const asked = api.calls.filter((c) => c.path === "courses.completion").map((c) => c.input);
    expect(asked).toEqual([{ days: 30 }, { days: 90 }, { days: 365 }]);
  });

  it("says when no course ran in the period, with the way to the courses", async () => {
    const api = fakeApi(handlers({ "courses.completion": () => [] }));
    await renderAdmin("/admin", { api });
    const completion = await panel();
    expect(await within(completion).findByText("No courses in this period")).toBeInTheDocument();
    expect(within(completion).getByRole("link", { name: "Go to courses" })).toHaveAttribute(
      "href",
      "/admin/courses",
    );
  });

  it("speaks Arabic: the periods, the bar's name and the students", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin", { api, language: "ar" });
    const completion = await screen.findByRole("region", { name: "إكمال الدورات" });
    expect(within(completion).getByRole("radio", { name: "آخر سنة" })).toBeInTheDocument();
    expect(
      await within(completion).findByRole("progressbar", { name: /^Everyday grammar: أُكمل/ }),
    ).toHaveAttribute("aria-valuenow", "78");
    expect(within(completion).getByText("٣٢٠ طالبًا")).toBeInTheDocument();
  });

  it("says the completion could not be loaded", async () => {
    const api = fakeApi(
      handlers({
        "courses.completion": () => {
          throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
        },
      }),
    );
    await renderAdmin("/admin", { api });
    const completion = await panel();
    expect(
      await within(completion).findByText("The course completion could not be loaded."),
    ).toBeInTheDocument();
  });
});
