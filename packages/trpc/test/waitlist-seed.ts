// The waitlist administration suites' entries (routers/waitlist-admin.test.ts and
// routers/waitlist-invite.test.ts).
import type { waitlistEntries } from "@bayan/db";

export const base = Date.parse("2026-04-01T00:00:00Z");
export const at = (minute: number) => new Date(base + minute * 60_000);

/**
 * Eight entries with ties: bilal, carim and dana joined in the same minute; bilal and eman were
 * invited in the same minute. Emails start with distinct letters, so every collation agrees.
 */
export const SEED = [
  {
    email: "amal@example.com",
    status: "pending",
    source: "landing-page",
    language: "ar",
    createdAt: at(1),
  },
  {
    email: "bilal@example.com",
    status: "notified",
    source: "referral",
    language: "en",
    createdAt: at(2),
    sentAt: at(30),
  },
  {
    email: "carim@example.com",
    status: "registered",
    source: "ad",
    language: "en",
    createdAt: at(2),
    sentAt: at(20),
  },
  {
    email: "dana@example.com",
    status: "pending",
    source: "landing-page",
    language: "en",
    createdAt: at(2),
  },
  {
    email: "eman@example.com",
    status: "notified",
    source: "ad",
    language: "ar",
    createdAt: at(5),
    sentAt: at(30),
  },
  {
    email: "fadi@example.com",
    status: "pending",
    source: "referral",
    language: "ar",
    createdAt: at(6),
  },
  {
    email: "ghada@example.com",
    status: "pending",
    source: "landing-page",
    language: "en",
    createdAt: at(7),
  },
  {
    email: "hala@example.com",
    status: "notified",
    source: "landing-page",
    language: "en",
    createdAt: at(8),
    sentAt: at(10),
  },
] satisfies Array<typeof waitlistEntries.$inferInsert>;
