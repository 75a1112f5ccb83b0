import type { RouterOutputs } from "@bayan/trpc";
import { screen, within } from "@testing-library/react";
import type { FakeHandlers } from "../../../test/fakeApi";

type Dashboard = RouterOutputs["admin"]["dashboard"];
type Overview = RouterOutputs["admin"]["overview"];

const DAY = 86_400_000;

export function countdown(targetDate: string): Dashboard["system"]["countdownTimer"] {
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

export const dashboard: Dashboard = {
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

export const growth = (count: number, previousCount: number, changePercent: number | null) => ({
  days: 7,
  count,
  previousCount,
  changePercent,
});

export const overview: Overview = {
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
export const weekly: RouterOutputs["analytics"]["weekly"] = {
  days: [120, 145, 132, 165, 170, 110, 95].map((visitors, i) => {
    const date = new Date(Date.UTC(2026, 10, 18 + i));
    return { date: date.toISOString().slice(0, 10), weekday: (date.getUTCDay() + 6) % 7, visitors };
  }),
  visitors: { days: 7, count: 937, previousCount: 1000, changePercent: -6.3 },
};

export function handlers(overrides: FakeHandlers = {}): FakeHandlers {
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
          suppressed: null,
        },
      ],
      pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
    }),
    "courses.completion": ({ days }) => completionOf(Number(days ?? 30)),
    "waitlist.topReferrers": () => topReferrers,
    ...overrides,
  };
}

/** The waitlist's top referrers, most referrals first. */
export const topReferrers: RouterOutputs["waitlist"]["topReferrers"] = [
  { id: "r1", email: "amira.referrer@example.com", referrals: 12 },
  { id: "r2", email: "omar@example.com", referrals: 1 },
];

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
export function trendArrow(scope: HTMLElement, text: string) {
  return within(scope).getByText(text).parentElement!.querySelector("svg");
}

/** The card (its Paper) that a label names. */
export function card(label: string) {
  return screen.getByText(label).closest<HTMLElement>(".mantine-Paper-root")!;
}
