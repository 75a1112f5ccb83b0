export type SessionTopic =
  "listening" | "speaking" | "reading" | "writing" | "grammar" | "vocabulary" | "review";

export interface StudySession {
  topic: SessionTopic;
  minutes: 45 | 30;
}

/** Weekday numbers as in Date#getUTCDay: 0 Sunday ... 6 Saturday. */
export interface StudyDay {
  weekday: number;
  sessions: StudySession[];
}

/** The B2 sample week (SPEC 2.3 item 5): Sunday to Thursday, Friday and Saturday rest, 450 minutes. */
export const B2_PLAN: readonly StudyDay[] = [
  {
    weekday: 0,
    sessions: [
      { topic: "listening", minutes: 45 },
      { topic: "vocabulary", minutes: 30 },
    ],
  },
  {
    weekday: 1,
    sessions: [
      { topic: "grammar", minutes: 45 },
      { topic: "speaking", minutes: 45 },
    ],
  },
  {
    weekday: 2,
    sessions: [
      { topic: "reading", minutes: 45 },
      { topic: "writing", minutes: 30 },
    ],
  },
  {
    weekday: 3,
    sessions: [
      { topic: "speaking", minutes: 45 },
      { topic: "listening", minutes: 45 },
    ],
  },
  {
    weekday: 4,
    sessions: [
      { topic: "writing", minutes: 45 },
      { topic: "reading", minutes: 45 },
      { topic: "review", minutes: 30 },
    ],
  },
  { weekday: 5, sessions: [] },
  { weekday: 6, sessions: [] },
];

export function dayMinutes(day: StudyDay) {
  return day.sessions.reduce((sum, session) => sum + session.minutes, 0);
}

export function weekMinutes(plan: readonly StudyDay[]) {
  return plan.reduce((sum, day) => sum + dayMinutes(day), 0);
}
