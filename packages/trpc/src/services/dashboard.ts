import {
  contactStatuses,
  contactSubmissions,
  waitlistEntries,
  waitlistStatuses,
  type Database,
} from "@bayan/db";
import { and, desc, gte, lt, ne, sql } from "drizzle-orm";
import { contactStats } from "./contact.js";
import { getCountdown } from "./countdown.js";
import { growthOf } from "./growth.js";
import { waitlistStats } from "./waitlist/stats.js";

/** The dashboard's numbers (SPEC 3, "Admin dashboard stats response"). */
export async function dashboard(db: Database, now: Date) {
  const [waitlist, contacts, countdown] = await Promise.all([
    waitlistStats(db),
    contactStats(db),
    getCountdown(db, now),
  ]);
  return { waitlist, contacts, system: { countdownTimer: countdown } };
}

/** The five newest sign-ups and contact messages, and the five newest of both together. */
export async function recentActivity(db: Database) {
  const [signups, contacts] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        email: waitlistEntries.email,
        createdAt: waitlistEntries.createdAt,
        status: waitlistEntries.status,
      })
      .from(waitlistEntries)
      .orderBy(desc(waitlistEntries.createdAt))
      .limit(5),
    db
      .select({
        id: contactSubmissions.id,
        name: contactSubmissions.name,
        createdAt: contactSubmissions.createdAt,
      })
      .from(contactSubmissions)
      .where(ne(contactSubmissions.status, "spam"))
      .orderBy(desc(contactSubmissions.createdAt))
      .limit(5),
  ]);
  const recentWaitlistSignups = signups.map((s) => ({
    ...s,
    createdAt: s.createdAt.toISOString(),
  }));
  const recentContacts = contacts.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }));
  const activities = [
    ...recentWaitlistSignups.map((s) => ({
      type: "waitlist" as const,
      user: s.email,
      action: "joined the waitlist",
      time: s.createdAt,
    })),
    ...recentContacts.map((c) => ({
      type: "contact" as const,
      user: c.name,
      action: "sent a message",
      time: c.createdAt,
    })),
  ]
    .sort((a, b) => b.time.localeCompare(a.time))
    .slice(0, 5);
  return { recentWaitlistSignups, recentContacts, activities };
}

type Counted = typeof waitlistEntries | typeof contactSubmissions;

/** New rows in the last `days` days and in the `days` before that, and the change in percent. */
async function growth(
  db: Database,
  table: Counted,
  days: number,
  now: Date,
  extra?: ReturnType<typeof ne>,
) {
  const day = 86_400_000;
  const since = new Date(now.getTime() - days * day);
  const before = new Date(now.getTime() - 2 * days * day);
  const [current, previous] = await Promise.all([
    db.$count(table, and(gte(table.createdAt, since), extra)),
    db.$count(table, and(gte(table.createdAt, before), lt(table.createdAt, since), extra)),
  ]);
  return growthOf(days, current, previous);
}

/** Totals by status and the growth of the last 7 and 30 days, for the waitlist and contacts. */
export async function overview(db: Database, now: Date) {
  const notSpam = ne(contactSubmissions.status, "spam");
  const [waitlistByStatus, contactByStatus, w7, w30, c7, c30] = await Promise.all([
    db
      .select({ status: waitlistEntries.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .groupBy(waitlistEntries.status),
    db
      .select({ status: contactSubmissions.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(contactSubmissions)
      .groupBy(contactSubmissions.status),
    growth(db, waitlistEntries, 7, now),
    growth(db, waitlistEntries, 30, now),
    growth(db, contactSubmissions, 7, now, notSpam),
    growth(db, contactSubmissions, 30, now, notSpam),
  ]);
  const byStatus = <S extends string>(
    statuses: readonly S[],
    rows: { status: S; count: number }[],
  ) =>
    Object.fromEntries(
      statuses.map((s) => [s, rows.find((r) => r.status === s)?.count ?? 0]),
    ) as Record<S, number>;
  const waitlist = byStatus(waitlistStatuses, waitlistByStatus);
  const contacts = byStatus(contactStatuses, contactByStatus);
  return {
    waitlist: {
      total: waitlist.pending + waitlist.notified + waitlist.registered,
      byStatus: waitlist,
      growth: { last7Days: w7, last30Days: w30 },
    },
    contacts: {
      total: contacts.new + contacts.read + contacts.replied + contacts.archived,
      byStatus: contacts,
      growth: { last7Days: c7, last30Days: c30 },
    },
  };
}
