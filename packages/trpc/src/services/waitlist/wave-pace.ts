// The sending pace of invitation waves (docs/email-delivery.md, "Invitation waves"): how many
// invitations may go today and this hour. Counted in the database from the waves' released
// members, so every instance of a cluster shares one allowance.
import { invitationWaveMembers } from "@bayan/db";
import { and, count, eq, gte, min } from "drizzle-orm";
import { PACE_SPREAD_HOURS } from "../../rules/waves.js";
import type { WaitlistSettings } from "../../schemas/waitlist-growth.js";
import type { DbOrTx } from "../invitation-state.js";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type PaceSettings = Pick<
  WaitlistSettings,
  "paceWarmUp" | "paceFirstDay" | "paceDailyCap" | "paceHourlyCap"
>;

/**
 * The most invitations a day may carry on the warm-up's `day` (1 on the first day anything was
 * sent): the first day's allowance doubling each day, never above the daily cap; the daily cap
 * itself without a warm-up.
 */
export function dailyAllowance(settings: PaceSettings, day: number): number {
  if (!settings.paceWarmUp) return settings.paceDailyCap;
  // 2^30 is past any cap: no overflow on a long-running site.
  const doubled = settings.paceFirstDay * 2 ** Math.min(Math.max(day, 1) - 1, 30);
  return Math.min(settings.paceDailyCap, doubled);
}

/** The most an hour may carry: the day's allowance spread over PACE_SPREAD_HOURS, at most the hourly cap. */
export function hourlyAllowance(settings: PaceSettings, daily: number): number {
  return Math.min(settings.paceHourlyCap, Math.ceil(daily / PACE_SPREAD_HOURS));
}

/** The start of the UTC day and clock hour holding `now`. */
function dayAndHourStart(now: Date) {
  const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return { day, hour };
}

export interface Pace {
  /** The warm-up's day: 1 on the first day a wave sent anything (UTC days). */
  day: number;
  /** Today's and this hour's allowances. */
  daily: number;
  hourly: number;
  /** Invitations waves released today and this hour. */
  sentToday: number;
  sentThisHour: number;
  /** How many more may go now. */
  available: number;
}

/** Invitations released (not skipped) since `since`. */
async function releasedSince(db: DbOrTx, since: Date): Promise<number> {
  const m = invitationWaveMembers;
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(gte(m.releasedAt, since), eq(m.skipped, false)));
  return row?.n ?? 0;
}

/** The pace now: the warm-up's day, the allowances, what went and what may still go. */
export async function paceNow(db: DbOrTx, settings: PaceSettings, now: Date): Promise<Pace> {
  const m = invitationWaveMembers;
  const [first] = await db
    .select({ at: min(m.releasedAt) })
    .from(m)
    .where(eq(m.skipped, false));
  const start = dayAndHourStart(now);
  const firstDay = first?.at ? dayAndHourStart(new Date(first.at)).day : start.day;
  const day = Math.round((start.day.getTime() - firstDay.getTime()) / DAY_MS) + 1;
  const daily = dailyAllowance(settings, day);
  const hourly = hourlyAllowance(settings, daily);
  const [sentToday, sentThisHour] = await Promise.all([
    releasedSince(db, start.day),
    releasedSince(db, start.hour),
  ]);
  const available = Math.max(0, Math.min(daily - sentToday, hourly - sentThisHour));
  return { day, daily, hourly, sentToday, sentThisHour, available };
}
