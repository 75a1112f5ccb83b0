import type { RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./DashboardScreen";

type Dashboard = RouterOutputs["admin"]["dashboard"];
type Overview = RouterOutputs["admin"]["overview"];

const DAY = 86_400_000;

function countdown(targetDate: string): Dashboard["system"]["countdownTimer"] {
  const totalSeconds = Math.max(0, Math.floor((Date.parse(targetDate) - Date.now()) / 1000));
  return {
    targetDate,
    title: "Platform launch",
    description: "Early-access members first.",
    isCompleted: totalSeconds === 0,
    timeRemaining: {
      days: Math.floor(totalSeconds / 86_400),
      hours: Math.floor((totalSeconds % 86_400) / 3600),
      minutes: Math.floor((totalSeconds % 3600) / 60),
      seconds: totalSeconds % 60,
      totalSeconds,
    },
  };
}

/** 12 days and a bit ahead, so the card reads 12 whatever the minute. */
const launch = new Date(Date.now() + 12 * DAY + 3 * 3_600_000).toISOString();

const dashboard: Dashboard = {
  waitlist: { totalInQueue: 2847, pendingCount: 1500, notifiedCount: 1200, registeredCount: 147 },
  contacts: {
    totalSubmissions: 40,
    newCount: 10,
    readCount: 8,
    repliedCount: 20,
    archivedCount: 2,
    spamCount: 3,
  },
  system: { countdownTimer: countdown(launch) },
};

const growth = (count: number, previousCount: number, changePercent: number | null) => ({
  days: 7,
  count,
  previousCount,
  changePercent,
});

const overview: Overview = {
  waitlist: {
    total: 2847,
    byStatus: { pending: 1500, notified: 1200, registered: 147 },
    growth: { last7Days: growth(112, 100, 12), last30Days: growth(400, 300, 33.3) },
  },
  contacts: {
    total: 40,
    byStatus: { new: 10, read: 8, replied: 20, archived: 2, spam: 3 },
    growth: { last7Days: growth(6, 0, null), last30Days: growth(20, 10, 100) },
  },
};

/** The last seven UTC days, Wednesday 18 to Tuesday 24 November 2026, oldest first. */
const weekly: RouterOutputs["analytics"]["weekly"] = {
  days: [120, 145, 132, 165, 170, 110, 95].map((visitors, i) => {
    const date = new Date(Date.UTC(2026, 10, 18 + i));
    return { date: date.toISOString().slice(0, 10), weekday: (date.getUTCDay() + 6) % 7, visitors };
  }),
  visitors: { days: 7, count: 937, previousCount: 1000, changePercent: -6.3 },
};

function handlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    "admin.notifications": () => ({ count: 0, items: [] }),
    "analytics.weekly": () => weekly,
    "admin.dashboard": () => dashboard,
    "admin.overview": () => overview,
    "admin.recentActivity": () => ({
      recentWaitlistSignups: [],
      recentContacts: [],
      activities: [
        {
          type: "contact",
          user: "Yousef Ali",
          action: "sent a message",
          time: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
        {
          type: "waitlist",
          user: "layla@example.com",
          action: "joined the waitlist",
          time: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        },
      ],
    }),
    "users.list": () => ({
      items: [
        {
          id: "u1",
          name: "Layla Hassan",
          email: "layla.hassan@example.com",
          role: "student",
          status: "active",
          language: "en",
          interests: "Business English",
          notes: null,
          waitlistEntryId: "w1",
          joinedDate: "2026-11-20T10:00:00.000Z",
          lastActive: "2026-11-20T10:00:00.000Z",
          createdAt: "2026-11-20T10:00:00.000Z",
          updatedAt: "2026-11-20T10:00:00.000Z",
        },
      ],
      pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
    }),
    "courses.completion": ({ days }) => completionOf(Number(days ?? 30)),
    ...overrides,
  };
}

/** The courses of each period (more the longer it is), most students first. */
function completionOf(days: number): RouterOutputs["courses"]["completion"] {
  const all = [
    { id: "c1", title: "Everyday grammar", completion: 78, students: 320 },
    { id: "c2", title: "Business writing", completion: 65, students: 210 },
    { id: "c3", title: "Speaking club", completion: 42, students: 90 },
  ];
  return days === 30 ? all.slice(0, 1) : days === 90 ? all.slice(0, 2) : all;
}

/** The arrow drawn beside a trend's words in a card, or null when there is none. */
function trendArrow(scope: HTMLElement, text: string) {
  return within(scope).getByText(text).parentElement!.querySelector("svg");
}

/** The card (its Paper) that a label names. */
function card(label: string) {
  return screen.getByText(label).closest<HTMLElement>(".mantine-Paper-root")!;
}

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

describe("launch countdown editor", { timeout: 30_000 }, () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // happy-dom has no document.fonts, which the description's autosizing listens to.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    }
    // Three hours ahead of UTC all year (no daylight saving), so the conversion is visible.
    process.env.TZ = "Asia/Riyadh";
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("sends the picked local time as UTC with the title and description, then says so", async () => {
    const api = fakeApi(
      handlers({
        "system.setCountdown": (input) => ({
          countdown: { ...countdown(input.targetDate), ...input },
          message: "Countdown updated successfully",
          messageKey: "dashboard.countdownUpdated",
        }),
      }),
    );
    const { queryClient } = await renderAdmin("/admin", { api });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit launch countdown" });
    expect(within(dialog).getByText(/Asia\/Riyadh/)).toBeInTheDocument();

    // Pick 15 March 2027, 18:30 in Riyadh.
    fireEvent.click(within(dialog).getByRole("button", { name: /Launch date and time/ }));
    await pickDateTime({ months: 3, day: "15 March 2027", hours: "18", minutes: "30" });

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Title/ }), {
      target: { value: "Grand opening" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Description/ }), {
      target: { value: "Doors open for everyone." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Countdown updated successfully")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "system.setCountdown")?.input).toEqual({
      targetDate: "2027-03-15T15:30:00.000Z",
      title: "Grand opening",
      description: "Doors open for everyone.",
    });
    // The public countdown has the new date at once.
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ targetDate: string }>([
          ["system", "countdown"],
          { type: "query" },
        ])?.targetDate,
      ).toBe("2027-03-15T15:30:00.000Z"),
    );
  });
});

describe("launch countdown refusals, in Arabic", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // happy-dom has no document.fonts, which the description's autosizing listens to.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    }
  });

  async function openEditor(api: ReturnType<typeof fakeApi>) {
    await renderAdmin("/admin", { api, language: "ar" });
    fireEvent.click(await screen.findByRole("button", { name: "تعديل" }));
    return screen.findByRole("dialog", { name: "تعديل العد التنازلي للإطلاق" });
  }

  it("checks the title by the shared schema before sending", async () => {
    const api = fakeApi(handlers());
    const dialog = await openEditor(api);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /العنوان/ }), {
      target: { value: " " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(await within(dialog).findByText("أدخل عنوانًا")).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "system.setCountdown")).toBe(false);
  });

  it("shows the server's refusal beside its field", async () => {
    const api = fakeApi(
      handlers({
        "system.setCountdown": () => {
          throw new FakeTrpcError(
            "BAD_REQUEST",
            400,
            "targetDate: targetDate must be from the year 1900 to 9999",
            [
              {
                path: "targetDate",
                message: "targetDate must be from the year 1900 to 9999",
                messageKey: "dashboard.countdownDateOutOfRange",
              },
            ],
          );
        },
      }),
    );
    const dialog = await openEditor(api);
    fireEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText("اختر تاريخ إطلاق بين عامَي 1900 و9999"),
    ).toBeInTheDocument();
  });
});

/** In the open DateTimePicker: goes `months` months ahead, picks `day`, sets the time, confirms. */
async function pickDateTime({
  months,
  day,
  hours,
  minutes,
}: {
  months: number;
  day: string;
  hours: string;
  minutes: string;
}) {
  const next = await screen.findByRole("button", { name: "Next month" });
  for (let i = 0; i < months; i += 1) fireEvent.click(next);
  fireEvent.click(await screen.findByRole("button", { name: day }));
  fireEvent.change(screen.getByRole("spinbutton", { name: "Hours" }), {
    target: { value: hours },
  });
  fireEvent.change(screen.getByRole("spinbutton", { name: "Minutes" }), {
    target: { value: minutes },
  });
  fireEvent.click(screen.getByRole("button", { name: "Confirm the date and time" }));
}
