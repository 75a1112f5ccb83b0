import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./AnalyticsScreen";

type Report = RouterOutputs["analytics"]["comprehensive"];
type RangeInput = RouterInputs["analytics"]["comprehensive"];

function daily(days: number, visitors = 3): Report["daily"] {
  const start = Date.UTC(2026, 10, 24) - (days - 1) * 86_400_000;
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    visitors,
    sessions: visitors,
    pageViews: visitors * 2,
  }));
}

function report(days: number, overrides: Partial<Report> = {}): Report {
  return {
    range: { days, from: "2026-10-26T00:00:00.000Z", to: "2026-11-24T10:00:00.000Z" },
    metrics: {
      activeUsers: 1234,
      newUsers: 987,
      sessions: 1500,
      // 277,500 s over 1,500 sessions: 185 s, "3m 5s".
      userEngagementDuration: 277_500,
      screenPageViews: 4321,
      eventCount: 6789,
    },
    channelData: [
      { channel: "organic", sessions: 700 },
      { channel: "direct", sessions: 500 },
      { channel: "social", sessions: 300 },
    ],
    events: [
      { name: "pageview", count: 4321 },
      { name: "waitlist_join", count: 45 },
      { name: "faq_open", count: 12 },
    ],
    pageViewsData: [
      { title: "Bayan: learn English", path: "/", views: 3000 },
      { title: "Privacy policy", path: "/privacy", views: 321 },
    ],
    countryData: [
      { country: "SA", users: 600 },
      { country: "EG", users: 400 },
    ],
    daily: daily(days),
    devices: [
      { device: "mobile", users: 800 },
      { device: "desktop", users: 400 },
    ],
    referrers: [{ referrer: "news.ycombinator.com", sessions: 90 }],
    languages: [
      { language: "ar", users: 700 },
      { language: "en", users: 534 },
    ],
    funnel: {
      total: { visitors: 1234, joins: 100, confirmed: 80, invited: 40, registered: 10 },
      byChannel: [
        { channel: "organic", visitors: 600, joins: 60, confirmed: 50, invited: 25, registered: 6 },
        { channel: "direct", visitors: 634, joins: 40, confirmed: 30, invited: 15, registered: 4 },
      ],
    },
    ...overrides,
  };
}

const emptyReport = (days: number) =>
  report(days, {
    metrics: {
      activeUsers: 0,
      newUsers: 0,
      sessions: 0,
      userEngagementDuration: 0,
      screenPageViews: 0,
      eventCount: 0,
    },
    channelData: [],
    events: [],
    pageViewsData: [],
    countryData: [],
    daily: daily(days, 0),
    devices: [],
    referrers: [],
    languages: [],
    funnel: {
      total: { visitors: 0, joins: 0, confirmed: 0, invited: 0, registered: 0 },
      byChannel: [],
    },
  });

function handlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    "admin.notifications": () => ({ count: 0, items: [] }),
    "analytics.comprehensive": (input: RangeInput) => report(Number(input.timeRange ?? 30)),
    "analytics.live": () => ({ visitors: 7, pages: [{ path: "/pricing", visitors: 4 }] }),
    ...overrides,
  };
}

/**
 * happy-dom lays nothing out: gives the charts' containers a size, so that they draw. A chart's
 * legend is a line under it; a chart's container, the chart's size.
 */
function layOutCharts() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const legend = this.classList.contains("recharts-legend-wrapper");
    return DOMRect.fromRect({ x: 0, y: 0, width: 640, height: legend ? 30 : 260 });
  });
}

/** The figure's card (its Paper, not a panel's) that a label names. */
function card(label: string) {
  const cards = screen
    .getAllByText(label)
    .map((element) => element.closest<HTMLElement>(".mantine-Paper-root"))
    .filter((paper) => paper !== null && paper.tagName !== "SECTION");
  expect(cards).toHaveLength(1);
  return cards[0]!;
}

/** A panel (a section named by its heading). */
function panel(name: string) {
  return screen.getByRole("region", { name });
}

describe("analytics screen (SPEC 2.13)", { timeout: 30_000 }, () => {
  beforeEach(layOutCharts);

  it("shows the six figures and the panels of the last 30 days", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin/analytics", { api });

    expect(await within(card("Active users")).findByText("1,234")).toBeInTheDocument();
    // Its own screen, no longer the "on its way" placeholder.
    expect(screen.queryByText("The Analytics section is on its way")).not.toBeInTheDocument();
    expect(within(card("New users")).getByText("987")).toBeInTheDocument();
    expect(within(card("Sessions")).getByText("1,500")).toBeInTheDocument();
    expect(within(card("Average session duration")).getByText("3m 5s")).toBeInTheDocument();
    expect(within(card("Page views")).getByText("4,321")).toBeInTheDocument();
    expect(within(card("Event count")).getByText("6,789")).toBeInTheDocument();

    // 30 days first.
    expect(screen.getByText("Showing 30 days")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "30d" })).toBeChecked();
    expect(api.calls.find((c) => c.path === "analytics.comprehensive")?.input).toEqual({
      timeRange: 30,
    });

    // Visitors and page views per day, drawn (its name adds them up).
    const overTime = panel("Visitors and page views");
    const chart = within(overTime).getByRole("img", {
      name: "90 visitors and 180 page views from Oct 26 to Nov 24",
    });
    // The charts are a lazy chunk (recharts): on a busy machine it takes more than waitFor's 1 s.
    await waitFor(() => expect(chart.querySelectorAll(".recharts-area-curve")).toHaveLength(2), {
      timeout: 10_000,
    });
    // Its legend names both series.
    const legend = chart.querySelector<HTMLElement>(".recharts-legend-wrapper")!;
    expect(within(legend).getByText("Visitors")).toBeInTheDocument();
    expect(within(legend).getByText("Page views")).toBeInTheDocument();

    const channels = panel("Sessions by Channel");
    expect(within(channels).getByText("Organic search")).toBeInTheDocument();
    expect(within(channels).getByText("700")).toBeInTheDocument();
    expect(within(channels).getByText("Direct")).toBeInTheDocument();
    expect(
      within(channels).getByRole("progressbar", { name: "Organic search: 46.7% of sessions" }),
    ).toBeInTheDocument();

    const events = panel("Top Events");
    expect(within(events).getByText("Page view")).toBeInTheDocument();
    expect(within(events).getByText("Joined the waitlist")).toBeInTheDocument();
    expect(within(events).getByText("Opened an FAQ question")).toBeInTheDocument();

    const pages = panel("Top Pages");
    expect(within(pages).getByText("Bayan: learn English")).toBeInTheDocument();
    expect(within(pages).getByText("3,000")).toBeInTheDocument();
    expect(within(pages).getByText("/privacy")).toBeInTheDocument();

    const countries = panel("Users by Country");
    expect(within(countries).getByText("Saudi Arabia")).toBeInTheDocument();
    expect(within(countries).getByText("Egypt")).toBeInTheDocument();

    // Beyond the spec: devices, referrers, languages, the funnel and the live count.
    const devices = within(within(panel("Devices")).getByRole("list"));
    expect(devices.getByText("Mobile")).toBeInTheDocument();
    expect(devices.getByText("800")).toBeInTheDocument();
    expect(devices.getByText("66.7%")).toBeInTheDocument();
    expect(within(panel("Referrers")).getByText("news.ycombinator.com")).toBeInTheDocument();
    expect(within(panel("Languages")).getByText("Arabic")).toBeInTheDocument();

    // Visit -> join -> confirmed -> invited -> registered, each against the step before.
    const funnel = panel("From visit to registration");
    const steps = within(funnel).getAllByRole("listitem");
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      "Visitors",
      "Joined the waitlist",
      "Confirmed",
      "Invited",
      "Registered",
    ]);
    expect(steps[1]).toHaveTextContent("100");
    expect(steps[2]).toHaveTextContent("80");
    expect(within(steps[2]!).getByText("80% of the step before")).toBeInTheDocument();
    expect(within(steps[3]!).getByText("50% of the step before")).toBeInTheDocument();
    expect(within(steps[4]!).getByText("25% of the step before")).toBeInTheDocument();
    expect(within(steps[2]!).getByRole("progressbar")).toHaveAccessibleName(
      "Confirmed: 6.5% of visitors",
    );
    const byChannel = within(funnel).getByRole("table", { name: "Funnel by channel" });
    expect(within(byChannel).getByRole("columnheader", { name: "Confirmed" })).toBeInTheDocument();
    expect(within(byChannel).getByRole("row", { name: /Organic search 600 60 50 25 6 10%/ }));

    const live = panel("Live visitors");
    expect(await within(live).findByText("7")).toBeInTheDocument();
    expect(within(live).getByText("/pricing")).toBeInTheDocument();
  });

  it("asks again for the chosen range, with a spinner while it loads", async () => {
    const week = deferred<Report>();
    const api = fakeApi(
      handlers({
        "analytics.comprehensive": (input: RangeInput) =>
          input.timeRange === 7 ? week.promise : report(30),
      }),
    );
    await renderAdmin("/admin/analytics", { api });
    expect(await within(card("Active users")).findByText("1,234")).toBeInTheDocument();
    expect(screen.queryByText("Loading analytics...")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: "7d" }));
    expect(await screen.findByText("Loading analytics...")).toBeInTheDocument();
    expect(screen.getByText("Showing 7 days")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === "analytics.comprehensive").at(-1)?.input).toEqual({
      timeRange: 7,
    });

    week.resolve(
      report(7, {
        metrics: { ...report(7).metrics, activeUsers: 55, sessions: 0, userEngagementDuration: 42 },
      }),
    );
    expect(await within(card("Active users")).findByText("55")).toBeInTheDocument();
    // No sessions: the seconds over one session.
    expect(within(card("Average session duration")).getByText("0m 42s")).toBeInTheDocument();
    expect(screen.queryByText("Loading analytics...")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: "12m" }));
    expect(await screen.findByText("Showing 365 days")).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === "analytics.comprehensive").at(-1)?.input).toEqual({
        timeRange: 365,
      }),
    );
  });

  it("says so in each panel when there is no data", async () => {
    const api = fakeApi(
      handlers({
        "analytics.comprehensive": (input: RangeInput) =>
          emptyReport(Number(input.timeRange ?? 30)),
        "analytics.live": () => ({ visitors: 0, pages: [] }),
      }),
    );
    await renderAdmin("/admin/analytics", { api });
    expect(await screen.findByText("No channel data available")).toBeInTheDocument();
    expect(screen.getByText("No event data available")).toBeInTheDocument();
    expect(screen.getByText("No page view data available")).toBeInTheDocument();
    expect(screen.getByText("No country data available")).toBeInTheDocument();
    expect(screen.getByText("No device data available")).toBeInTheDocument();
    expect(screen.getByText("No referrer data available")).toBeInTheDocument();
    expect(screen.getByText("No language data available")).toBeInTheDocument();
    expect(screen.getByText("No funnel data available")).toBeInTheDocument();
    expect(screen.getByText("No visits in this range yet")).toBeInTheDocument();
    expect(within(card("Active users")).getByText("0")).toBeInTheDocument();
    expect(within(card("Average session duration")).getByText("0m 0s")).toBeInTheDocument();
  });

  it("writes labels, names and figures in Arabic", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin/analytics", { api, language: "ar" });
    expect(await within(card("المستخدمون النشطون")).findByText("١٬٢٣٤")).toBeInTheDocument();
    expect(within(card("متوسط مدة الجلسة")).getByText("٣د ٥ث")).toBeInTheDocument();
    expect(screen.getByText("عرض بيانات آخر ٣٠ يومًا")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "٣٠ يومًا" })).toBeChecked();
    const channels = panel("الجلسات حسب القناة");
    expect(within(channels).getByText("البحث العضوي")).toBeInTheDocument();
    expect(within(panel("أكثر الأحداث")).getByText("مشاهدة صفحة")).toBeInTheDocument();
    const countries = panel("المستخدمون حسب الدولة");
    expect(within(countries).getByText("المملكة العربية السعودية")).toBeInTheDocument();
    expect(within(countries).getByText("مصر")).toBeInTheDocument();
    expect(within(countries).getByText("٦٠٠")).toBeInTheDocument();
    const devices = within(within(panel("الأجهزة")).getByRole("list"));
    expect(devices.getByText("الهاتف المحمول")).toBeInTheDocument();
    expect(devices.getByText("٨٠٠")).toBeInTheDocument();
    expect(within(panel("اللغات")).getByText("العربية")).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");

    fireEvent.click(screen.getByRole("radio", { name: "٧ أيام" }));
    expect(await screen.findByText("عرض بيانات آخر ٧ أيام")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "١٢ شهرًا" }));
    expect(await screen.findByText("عرض بيانات آخر ٣٦٥ يومًا")).toBeInTheDocument();
  });
});

describe("analytics load failure (SPEC 8)", { timeout: 30_000 }, () => {
  // The query cache logs each failure (SPEC 8); expected here.
  beforeEach(() => {
    layOutCharts();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says the spec's sentence in red and loads on Try again", async () => {
    let fail = true;
    const api = fakeApi(
      handlers({
        "analytics.comprehensive": () => {
          if (fail) throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "not built yet");
          return report(30);
        },
      }),
    );
    await renderAdmin("/admin/analytics", { api });
    const error = await screen.findByText("Failed to load analytics data. Please try again later.");
    expect(error.style.color).toBe("var(--mantine-color-red-text)");
    expect(screen.queryByText("not built yet")).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(card("Active users")).findByText("1,234")).toBeInTheDocument();
    expect(
      screen.queryByText("Failed to load analytics data. Please try again later."),
    ).not.toBeInTheDocument();
  });

  it("says it in Arabic too", async () => {
    const api = fakeApi(
      handlers({
        "analytics.comprehensive": () => {
          throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "not built yet");
        },
      }),
    );
    await renderAdmin("/admin/analytics", { api, language: "ar" });
    expect(
      await screen.findByText("تعذّر تحميل بيانات التحليلات. يُرجى المحاولة مرة أخرى لاحقًا."),
    ).toBeInTheDocument();
  });
});
