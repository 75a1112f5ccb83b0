// The administrator's daily digest (Settings > Notifications, docs/settings.md): once a day, at
// 08:00 or later in the admin's time zone, an email of the last day's new contact messages,
// waitlist sign-ups and registrations, through the outbox. Nothing is sent on a day with nothing
// new. Run by the JobRunner (one instance of a cluster claims each run).
import { contactSubmissions, users, waitlistEntries, type Database } from "@bayan/db";
import { and, desc, gt, lte, ne } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getPreferences } from "./preferences.js";
import { enqueueEmail } from "./email/outbox/queue.js";
import { adminDigestEmail } from "./email/templates.js";
import type { ScheduledJob } from "./jobs.js";
import { readSetting, SETTING, writeSetting } from "./app-settings.js";

/** The local hour from which the day's digest goes out. */
export const DIGEST_HOUR = 8;
/** The outbox kind of the digest (labelled in the emails screen). */
export const DIGEST_KIND = "admin-digest";
const DAY_MS = 86_400_000;
/** How many of each kind the email lists (the counts are complete). */
const LISTED = 10;

/** The calendar day ("2026-06-01") and hour (0-23) of an instant in a time zone. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

export type DigestOutcome =
  | { sent: true; emailId: string }
  | { sent: false; reason: "off" | "no-email" | "not-due" | "nothing-new" };

/**
 * Sends the digest if it is due: on (email notifications and the daily digest), an address in
 * the profile, not yet run on this local day, and 08:00 or later there. It covers what arrived
 * since the last run, at most the last 24 hours.
 */
export async function runDailyDigest(
  db: Database,
  now: Date,
  siteUrl: string,
): Promise<DigestOutcome> {
  const prefs = await getPreferences(db);
  if (!prefs.notifications.email || !prefs.notifications.dailyDigest) {
    return { sent: false, reason: "off" };
  }
  if (!prefs.profile.email) return { sent: false, reason: "no-email" };
  // The server does not know the admin's browser: "browser" sends it by UTC's day and hour.
  const zone = prefs.region.timezone === "browser" ? "UTC" : prefs.region.timezone;
  const today = localDayAndHour(now, zone);
  const lastRaw = await readSetting(db, SETTING.digestRanAt);
  const last = lastRaw ? new Date(lastRaw) : null;
  if (today.hour < DIGEST_HOUR || (last && localDayAndHour(last, zone).day === today.day)) {
    return { sent: false, reason: "not-due" };
  }
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const from = last && last > dayAgo ? last : dayAgo;

  const window = (column: PgColumn) => and(gt(column, from), lte(column, now));
  const messageWhere = and(
    window(contactSubmissions.createdAt),
    ne(contactSubmissions.status, "spam"),
  );
  const signupWhere = window(waitlistEntries.createdAt);
  const userWhere = window(users.joinedAt);
  const [messageCount, signupCount, registrationCount, messages, signups, registrations] =
    await Promise.all([
      db.$count(contactSubmissions, messageWhere),
      db.$count(waitlistEntries, signupWhere),
      db.$count(users, userWhere),
      db
        .select({ name: contactSubmissions.name, subject: contactSubmissions.subject })
        .from(contactSubmissions)
        .where(messageWhere)
        .orderBy(desc(contactSubmissions.createdAt))
        .limit(LISTED),
      db
        .select({ email: waitlistEntries.email })
        .from(waitlistEntries)
        .where(signupWhere)
        .orderBy(desc(waitlistEntries.createdAt))
        .limit(LISTED),
      db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(userWhere)
        .orderBy(desc(users.joinedAt))
        .limit(LISTED),
    ]);

  return db.transaction(async (tx) => {
    await writeSetting(tx, SETTING.digestRanAt, now.toISOString());
    if (messageCount + signupCount + registrationCount === 0) {
      return { sent: false, reason: "nothing-new" } as const;
    }
    const email = adminDigestEmail(prefs.region.language, {
      messages,
      messageCount,
      signups: signups.map((s) => s.email),
      signupCount,
      registrations,
      registrationCount,
      adminUrl: new URL("/admin", siteUrl).toString(),
    });
    const emailId = await enqueueEmail(tx, prefs.profile.email, DIGEST_KIND, email);
    return { sent: true, emailId: emailId! } as const;
  });
}

/** The Settings' scheduled job: looks every 30 minutes whether the day's digest is due. */
export function settingsJobs(options: { siteUrl: string }): ScheduledJob[] {
  return [
    {
      name: "admin-digest",
      intervalMs: 30 * 60_000,
      run: (db, now) => runDailyDigest(db, now, options.siteUrl),
    },
  ];
}
