import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Columns every mutable row carries. Timestamps are timestamptz, read as Date objects. */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const waitlistStatus = pgEnum("waitlist_status", ["pending", "notified", "registered"]);
export const language = pgEnum("language", ["en", "ar"]);

/** One person who asked for early access. Emails are stored trimmed and lower-cased. */
export const waitlistEntries = pgTable("waitlist_entries", {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  status: waitlistStatus().notNull().default("pending"),
  source: text().notNull().default("landing-page"),
  language: language().notNull().default("en"),
  // Admin-side fields named by the spec; filled by later features.
  referralCode: text(),
  interests: text(),
  notes: text(),
  device: text(),
  sentAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** The launch countdown: a single row (id = 1). */
export const launchCountdown = pgTable(
  "launch_countdown",
  {
    id: integer().primaryKey().default(1),
    targetDate: timestamp({ withTimezone: true }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    ...timestamps,
  },
  (t) => [check("launch_countdown_single_row", sql`${t.id} = 1`)],
);

/** Server-side settings and secrets (admin password hash, JWT secret), by key. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type LaunchCountdown = typeof launchCountdown.$inferSelect;

/** Admin tokens ended by logout before their expiry (the `jti` claim); pruned once expired. */
export const revokedTokens = pgTable("revoked_tokens", {
  jti: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
