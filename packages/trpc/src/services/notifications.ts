// The admin header's bell (docs/settings.md): what arrived since the admin last marked all as
// read, of the kinds Settings > Notifications lets through.
import { contactSubmissions, outbox, users, waitlistEntries, type Database } from "@bayan/db";
import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  ADMIN_NOTIFICATIONS_LIMIT,
  type AdminNotification,
  type AdminNotifications,
} from "../schemas/notifications.js";
import { readSetting, SETTING, writeSetting } from "./app-settings.js";
import { getPreferences } from "./preferences.js";

const after = (column: PgColumn, seenAt: Date | null) => (seenAt ? gt(column, seenAt) : undefined);

/**
 * New contact messages (still unread), emails that failed for good, waitlist sign-ups and
 * registrations, each after the "seen up to" instant; counted, and the newest ten together.
 * The browser switch off empties the bell; message received, system updates and user
 * registration let each kind through.
 */
export async function notificationFeed(db: Database): Promise<AdminNotifications> {
  const [{ notifications: prefs }, seenRaw] = await Promise.all([
    getPreferences(db),
    readSetting(db, SETTING.notificationsSeenAt),
  ]);
  const seenAt = seenRaw ? new Date(seenRaw) : null;
  const seen = seenAt ? { seenAt: seenAt.toISOString() } : {};
  if (!prefs.browser) return { count: 0, items: [], ...seen };
  const limit = ADMIN_NOTIFICATIONS_LIMIT;

  const sources: Array<
    Promise<{ count: number; items: Array<{ at: Date; item: AdminNotification }> }>
  > = [];
  const source = <Row>(
    where: SQL | undefined,
    count: (where: SQL | undefined) => Promise<number>,
    rows: (where: SQL | undefined) => Promise<Row[]>,
    toItem: (row: Row) => { at: Date; item: AdminNotification },
  ) =>
    sources.push(
      Promise.all([count(where), rows(where)]).then(([n, list]) => ({
        count: n,
        items: list.map(toItem),
      })),
    );

  if (prefs.messageReceived) {
    source(
      and(eq(contactSubmissions.status, "new"), after(contactSubmissions.createdAt, seenAt)),
      (where) => db.$count(contactSubmissions, where),
      (where) =>
        db
          .select({
            id: contactSubmissions.id,
            name: contactSubmissions.name,
            subject: contactSubmissions.subject,
            createdAt: contactSubmissions.createdAt,
          })
          .from(contactSubmissions)
          .where(where)
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
          .limit(limit),
      (m) => ({
        at: m.createdAt,
        item: { type: "contact", ...m, createdAt: m.createdAt.toISOString() },
      }),
    );
  }
  if (prefs.systemUpdates) {
    source(
      and(eq(outbox.status, "failed"), after(outbox.updatedAt, seenAt)),
      (where) => db.$count(outbox, where),
      (where) =>
        db
          .select({
            id: outbox.id,
            to: outbox.to,
            subject: outbox.subject,
            lastError: outbox.lastError,
            updatedAt: outbox.updatedAt,
          })
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.updatedAt), desc(outbox.id))
          .limit(limit),
      (e) => ({
        at: e.updatedAt,
        item: { type: "email", ...e, updatedAt: e.updatedAt.toISOString() },
      }),
    );
  }
  if (prefs.userRegistration) {
    source(
      after(waitlistEntries.createdAt, seenAt),
      (where) => db.$count(waitlistEntries, where),
      (where) =>
        db
          .select({
            id: waitlistEntries.id,
            email: waitlistEntries.email,
            createdAt: waitlistEntries.createdAt,
          })
          .from(waitlistEntries)
          .where(where)
          .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
          .limit(limit),
      (w) => ({
        at: w.createdAt,
        item: { type: "signup", ...w, createdAt: w.createdAt.toISOString() },
      }),
    );
    source(
      after(users.joinedAt, seenAt),
      (where) => db.$count(users, where),
      (where) =>
        db
          .select({ id: users.id, name: users.name, email: users.email, joinedAt: users.joinedAt })
          .from(users)
          .where(where)
          .orderBy(desc(users.joinedAt), desc(users.id))
          .limit(limit),
      (u) => ({
        at: u.joinedAt,
        item: {
          type: "user",
          id: u.id,
          name: u.name,
          email: u.email,
          createdAt: u.joinedAt.toISOString(),
        },
      }),
    );
  }
  const results = await Promise.all(sources);
  return {
    count: results.reduce((total, r) => total + r.count, 0),
    items: results
      .flatMap((r) => r.items)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, limit)
      .map((n) => n.item),
    ...seen,
  };
}

/** Mark all as read: everything up to now leaves the bell. */
export async function markNotificationsSeen(db: Database, now: Date) {
  await writeSetting(db, SETTING.notificationsSeenAt, now.toISOString());
  return { seenAt: now.toISOString() };
}
