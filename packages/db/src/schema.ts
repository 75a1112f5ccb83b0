import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  analyticsChannels,
  analyticsDevices,
  analyticsEventNames,
  contactPriorities,
  contactStatuses,
  languages,
  linkIssuedVias,
  linkPurposes,
  outboxStatuses,
  policyDocumentKeys,
  referralStates,
  sectionStatuses,
  suppressionReasons,
  suppressionChangeActions,
  emailEventKinds,
  termsCategories,
  waveStatuses,
  wavePauseReasons,
  waitlistStatuses,
  webhookDeliveryStatuses,
  type LinkPurpose,
} from "./enums.js";
import {
  courseCategories,
  courseLevels,
  courseStatuses,
  currencies,
  teamMemberStatuses,
  teamRoles,
  userRoles,
  userStatuses,
} from "./platform-enums.js";

/** Columns every mutable row carries. Timestamps are timestamptz, read as Date objects. */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const analyticsChannel = pgEnum("analytics_channel", analyticsChannels);
export const analyticsDevice = pgEnum("analytics_device", analyticsDevices);
export const analyticsEventName = pgEnum("analytics_event_name", analyticsEventNames);

/**
 * Where a signup or a contact message came from: the channel, country and landing page of the
 * visitor's analytics session at that moment (docs/analytics.md), or null when there was none
 * (no script, Do Not Track, a REST client).
 */
const attribution = () => ({
  channel: analyticsChannel(),
  country: text(),
  landingPage: text(),
});

export const waitlistStatus = pgEnum("waitlist_status", waitlistStatuses);
export const referralState = pgEnum("referral_state", referralStates);
export const language = pgEnum("language", languages);

/**
 * One person who asked for early access. `email` is the address as given (trimmed, lower-cased),
 * kept for sending; `emailKey` is its normalized form (rules/email-key.ts), one entry per key.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /**
     * The normalized address: unique. Null only on rows found to share a key with an older row when
     * keys were introduced (`duplicateOf` names that row); they are kept, listed, never merged.
     */
    emailKey: text().unique(),
    duplicateOf: uuid().references((): AnyPgColumn => waitlistEntries.id, {
      onDelete: "set null",
    }),
    status: waitlistStatus().notNull().default("pending"),
    source: text().notNull().default("landing-page"),
    language: language().notNull().default("en"),
    /** This entry's own referral code, made when it confirms. */
    referralCode: text().unique(),
    interests: text(),
    notes: text(),
    device: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** The invitation last queued to this entry, whose delivery state the admin sees. */
    inviteEmailId: uuid().references(() => outbox.id, { onDelete: "set null" }),
    /** When the person confirmed their address from the email (a click on the page's button). */
    confirmedAt: timestamp({ withTimezone: true }),
    /** What they agreed to when they joined: no IP address is kept. */
    consent: jsonb().$type<WaitlistConsent>(),
    /** When the one reminder to confirm was queued. */
    remindedAt: timestamp({ withTimezone: true }),
    /** Who referred this person (the code they joined with), and the state of that referral. */
    referredBy: uuid().references((): AnyPgColumn => waitlistEntries.id, {
      onDelete: "set null",
    }),
    referralState: referralState().notNull().default("none"),
    /** Fraud rules this entry's join met (WaitlistFlag); empty when none. */
    flags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Confirmed referrals credited to this entry: kept by the confirmation, approval and reversal
     * transactions, so a position is computed without counting referrals per request.
     */
    referralCount: integer().notNull().default(0),
    ...attribution(),
    ...timestamps,
  },
  (t) => [
    // The admin list sorts by each of these columns with the id as tie-break; with 100,000 entries
    // a page sorted without its index took 35-50 ms against 0.3 ms with it (apps/api bench:admin).
    index("waitlist_entries_created_idx").on(t.createdAt, t.id),
    index("waitlist_entries_email_idx").on(t.email, t.id),
    index("waitlist_entries_status_idx").on(t.status, t.id),
    index("waitlist_entries_source_idx").on(t.source, t.id),
    index("waitlist_entries_language_idx").on(t.language, t.id),
    // Sent date, newest first, never-sent last (the usual order of the "Sent users" tab).
    index("waitlist_entries_sent_idx").on(t.sentAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // "Invite the next N": the oldest pending entries, without walking past the invited ones.
    index("waitlist_entries_pending_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The queue: confirmed entries by join time, with their credited referrals, so a position is
    // counted from the index alone (services/waitlist/position.ts).
    index("waitlist_entries_queue_idx")
      .on(t.createdAt, t.id, t.referralCount)
      .where(sql`${t.confirmedAt} is not null and ${t.status} = 'pending'`),
    // The queue's tail: unconfirmed entries by join time (their positions and count, the
    // reminder and expiry jobs).
    index("waitlist_entries_unconfirmed_idx")
      .on(t.createdAt, t.id)
      .where(
        sql`${t.confirmedAt} is null and ${t.status} = 'pending' and ${t.duplicateOf} is null`,
      ),
    // A referrer's referrals (the code-burst rule, reversal, the admin's referrer column).
    index("waitlist_entries_referred_by_idx").on(t.referredBy, t.createdAt),
    // Trigram index (pg_trgm) for the admin's substring search on the email (LIKE '%term%').
    index("waitlist_entries_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/**
 * The waitlist's counts by status, kept as changes: triggers on `waitlist_entries` add a row for
 * each statement that changed them (migration 0025), and the counts are the rows' sum, so a read
 * costs the same at 100 entries and at a million. Now and then the rows are replaced by their sum
 * (services/waitlist/stats.ts). Entries kept as duplicates (`duplicateOf`) are not counted.
 */
export const waitlistCountChanges = pgTable("waitlist_count_changes", {
  total: integer().notNull(),
  pending: integer().notNull(),
  notified: integer().notNull(),
  registered: integer().notNull(),
});

/** What a person agreed to when joining (no IP address is stored). */
export interface WaitlistConsent {
  /** When they joined (ISO 8601). */
  at: string;
  /** The privacy policy's "last updated" date shown then (ISO 8601), if the page had one. */
  policyUpdated: string | null;
  /** The language of the form they sent. */
  language: "en" | "ar";
  /** The privacy policy's version in effect then, in that language (docs/policy-versions.md). */
  policyVersion?: { id: string; number: number } | null;
}

/**
 * Addresses never to be mailed again ("This wasn't me" on a confirmation page), by normalized
 * key: the entry is removed, the key kept so a later join of that address sends nothing.
 */
export const suppressionReason = pgEnum("suppression_reason", suppressionReasons);

/**
 * Addresses never to mail (docs/email-delivery.md), checked by the sender before every email.
 * Keyed by the SHA-256 of the normalized address (rules/email-key.ts), so an erased person leaves
 * only that hash: `email` (kept for the administrator's list) is null then.
 */
export const suppressedAddresses = pgTable(
  "suppressed_addresses",
  {
    keyHash: text().primaryKey(),
    email: text(),
    reason: suppressionReason().notNull(),
    /** Where it came from: one-click, page, admin, ses, postmark, generic, waitlist. */
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The suppression screen's list: newest first, and a substring search on the address.
    index("suppressed_addresses_created_idx").on(t.createdAt, t.keyHash),
    index("suppressed_addresses_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

export const suppressionChangeAction = pgEnum(
  "suppression_change_action",
  suppressionChangeActions,
);

/**
 * Every administrator's add to and removal from the suppression list (docs/email-delivery.md),
 * written in the transaction of the change: by the address's key hash, the address (null when the
 * row had none, and once the person erased their data), the reason the address had then and the
 * administrator's note.
 */
export const suppressionChanges = pgTable(
  "suppression_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    keyHash: text().notNull(),
    email: text(),
    action: suppressionChangeAction().notNull(),
    /** The suppression's reason at that time (an add's is `manual`). */
    reason: suppressionReason().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("suppression_changes_key_idx").on(t.keyHash, t.createdAt)],
);

export const emailEventKind = pgEnum("email_event_kind", emailEventKinds);

/**
 * Bounces and complaints reported by the mail provider (docs/email-delivery.md), by the hash of
 * the normalized address as the suppression list keys it: three soft bounces within 7 days
 * suppress an address, and a wave's bounce and complaint rates are counted from here.
 */
export const emailEvents = pgTable(
  "email_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    keyHash: text().notNull(),
    kind: emailEventKind().notNull(),
    /** Who reported it: ses, postmark or generic. */
    provider: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_events_key_idx").on(t.keyHash, t.kind, t.occurredAt)],
);

export const waveStatus = pgEnum("wave_status", waveStatuses);
export const wavePauseReason = pgEnum("wave_pause_reason", wavePauseReasons);

/**
 * An invitation wave (docs/email-delivery.md, "Invitation waves"): waitlist entries to invite at
 * the sending pace (a daily cap with a warm-up, an hourly share, shared by every instance),
 * paused by itself when bounces or complaints pass their thresholds.
 */
export const invitationWaves = pgTable("invitation_waves", {
  id: uuid().primaryKey().defaultRandom(),
  /** How it was made: the next entries of the queue ("next"), or chosen ones ("chosen"). */
  origin: text().notNull(),
  status: waveStatus().notNull().default("running"),
  pausedReason: wavePauseReason(),
  pausedAt: timestamp({ withTimezone: true }),
  /** Rates are counted from here after a resume (the sends before it paused the wave). */
  resumedAt: timestamp({ withTimezone: true }),
  finishedAt: timestamp({ withTimezone: true }),
  /** Members given back to the queue when the wave was cancelled. */
  returned: integer().notNull().default(0),
  ...timestamps,
});

/**
 * The entries of a wave, in the order they are invited. `releasedAt` is when the pace let the
 * entry's invitation go (its email `emailId`); released without an email when it had meanwhile
 * registered, been invited, or its address was suppressed (`skipped`). An entry waits in one
 * wave at a time.
 */
export const invitationWaveMembers = pgTable(
  "invitation_wave_members",
  {
    waveId: uuid()
      .notNull()
      .references(() => invitationWaves.id, { onDelete: "cascade" }),
    entryId: uuid()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    /** The order within the wave (the queue's order when it was made). */
    position: integer().notNull(),
    /** The address's suppression key (sha-256 of its normalized form), to match bounce events. */
    keyHash: text().notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    emailId: uuid().references(() => outbox.id, { onDelete: "set null" }),
    skipped: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.waveId, t.entryId] }),
    uniqueIndex("wave_members_waiting_entry_idx")
      .on(t.entryId)
      .where(sql`${t.releasedAt} is null`),
    index("wave_members_released_idx").on(t.releasedAt),
    index("wave_members_order_idx").on(t.waveId, t.position),
  ],
);

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

/** Admin tokens ended by logout before their expiry (the `jti` claim); pruned once expired. */

/**
 * A team member's signed-in session (docs/team.md): the token's `jti` is its id. The member sees
 * their sessions and ends any; ending one (sign-out, suspension, removal) sets `revokedAt`, and the
 * token is refused from then on. Pruned a day after it expires.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid().primaryKey(),
    memberId: uuid()
      .notNull()
      .references((): AnyPgColumn => teamMembers.id, { onDelete: "cascade" }),
    /** The browser, as its User-Agent said at sign-in (cut to 300 characters). */
    userAgent: text(),
    /** The country of the address it signed in from (analytics' database), or null. */
    country: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("admin_sessions_member_idx").on(t.memberId, t.lastSeenAt)],
);

export const contactStatus = pgEnum("contact_status", contactStatuses);
export const contactPriority = pgEnum("contact_priority", contactPriorities);

/** A message sent through the contact form (or POST /api/contact). Spam is kept, marked. */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull().default("No Subject"),
    message: text().notNull(),
    status: contactStatus().notNull().default("new"),
    priority: contactPriority().notNull().default("medium"),
    language: language().notNull().default("en"),
    source: text().notNull().default("contact-page"),
    /** Why the message was filed as spam (honeypot, sent too fast), in English, or null. */
    spamReason: text(),
    /** The same reason as a message key and its parameters (docs/messages.md), or null. */
    spamCause: jsonb().$type<{ key: string; params?: Record<string, number> }>(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** The email that carried the last reply, whose delivery state the admin sees. */
    replyEmailId: uuid().references(() => outbox.id, { onDelete: "set null" }),
    /** Mailbox flags (SPEC 2.12): read is `status <> 'new'`, archived is `status = 'archived'`. */
    starred: boolean().notNull().default(false),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...attribution(),
    ...timestamps,
  },
  (t) => [
    index("contact_submissions_email_created_idx").on(t.email, t.createdAt),
    // Trigram indexes (pg_trgm) for the admin's search, which looks for a substring in any of
    // these four: all four are indexed so the planner can combine them (BitmapOr).
    index("contact_submissions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contact_submissions_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contact_submissions_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
    index("contact_submissions_message_trgm_idx").using("gin", t.message.op("gin_trgm_ops")),
  ],
);

export const policyDocument = pgEnum("policy_document", policyDocumentKeys);
export const sectionStatus = pgEnum("section_status", sectionStatuses);
export const termsCategory = pgEnum("terms_category", termsCategories);

/** One section of the privacy policy or the terms of service, in one language. */
export const policySections = pgTable(
  "policy_sections",
  {
    id: serial().primaryKey(),
    document: policyDocument().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** Position within its document and language, from 1. */
    order: integer().notNull(),
    language: language().notNull(),
    status: sectionStatus().notNull().default("draft"),
    /** Terms only. */
    category: termsCategory(),
    lastUpdated: date({ mode: "string" }).notNull(),
    ...timestamps,
  },
  (t) => [index("policy_sections_document_idx").on(t.document, t.language, t.order)],
);

/** One section as a policy version keeps it. */
export interface PolicyVersionSection {
  title: string;
  content: string;
  order: number;
  category: string | null;
  lastUpdated: string;
}

/**
 * A published version of one language of the privacy policy or the terms (docs/policy-versions.md):
 * the sections as they were published, never changed afterwards (a trigger refuses it; only
 * `notified_at` may be set, once), numbered per document and language.
 */
export const policyVersions = pgTable(
  "policy_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    document: policyDocument().notNull(),
    language: language().notNull(),
    number: integer().notNull(),
    sections: jsonb().$type<PolicyVersionSection[]>().notNull(),
    /** The day it takes effect: the version in effect is the newest one on or before today. */
    effectiveOn: date({ mode: "string" }).notNull(),
    summaryEn: text().notNull().default(""),
    summaryAr: text().notNull().default(""),
    /** A material change: people are told by email before it takes effect. */
    material: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    publishedBy: uuid().references(() => teamMembers.id, { onDelete: "set null" }),
    publishedByLabel: text().notNull(),
    /** When the material change's emails were queued. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("policy_versions_number_idx").on(t.document, t.language, t.number),
    index("policy_versions_effective_idx").on(t.document, t.language, t.effectiveOn),
  ],
);

export const outboxStatus = pgEnum("outbox_status", outboxStatuses);
export const linkPurpose = pgEnum("link_purpose", linkPurposes);
export const linkIssuedVia = pgEnum("link_issued_via", linkIssuedVias);

/**
 * Every email the product sends is written here first; a sender delivers it with retries, so an
 * SMTP outage loses nothing. Without SMTP it stays queued for the admin to read.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What caused it: "waitlist-invite", "contact-reply". */
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    language: language().notNull(),
    status: outboxStatus().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while a sender holds the message (its lease); another may take it once it has passed. */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** The contact message this email answers: its thread in the mailbox (SPEC 2.12). */
    contactId: uuid().references((): AnyPgColumn => contactSubmissions.id, {
      onDelete: "set null",
    }),
    /** Mailbox flags of the Sent folder (SPEC 2.12). */
    priority: contactPriority().notNull().default("medium"),
    starred: boolean().notNull().default(false),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archivedAt: timestamp({ withTimezone: true }),
    /**
     * The links this email carries (docs/links.md): each one's token is minted when the email is
     * delivered and put in place of its slot; the stored text keeps the slot, never a token.
     */
    links: jsonb()
      .$type<EmailLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_contact_idx").on(t.contactId),
    index("outbox_created_idx").on(t.createdAt, t.id),
    // The emails to one address lately: the waitlist's daily limit on confirmation emails.
    index("outbox_to_idx").on(t.to, t.createdAt),
  ],
);

/** An email the admin is writing in the mailbox, saved on the server (SPEC 2.12 drafts). */
export const mailDrafts = pgTable(
  "mail_drafts",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull().default(""),
    subject: text().notNull().default(""),
    body: text().notNull().default(""),
    /** Set when the draft is a reply: the contact message it answers. */
    contactId: uuid().references(() => contactSubmissions.id, { onDelete: "set null" }),
    priority: contactPriority().notNull().default("medium"),
    starred: boolean().notNull().default(false),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index("mail_drafts_updated_idx").on(t.updatedAt, t.id)],
);

/**
 * A file attached to a draft and, once it is sent, to its email; stored under
 * DATA_DIR/uploads/mail as `file`, served to the admin only.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    draftId: uuid().references(() => mailDrafts.id, { onDelete: "set null" }),
    emailId: uuid().references(() => outbox.id, { onDelete: "cascade" }),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    file: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_attachments_draft_idx").on(t.draftId),
    index("mail_attachments_email_idx").on(t.emailId),
  ],
);

export const teamRole = pgEnum("team_role", teamRoles);
export const teamMemberStatus = pgEnum("team_member_status", teamMemberStatuses);

/**
 * The admin panel's team (SPEC 2.14 team members, docs/team.md): exactly one owner, who cannot be
 * deleted. Each member signs in with their email and password; the owner's password is the
 * install's admin password (app settings), which also signs in without an email.
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull().unique(),
    role: teamRole().notNull().default("viewer"),
    status: teamMemberStatus().notNull().default("invited"),
    /** Argon2id; null until the member accepts their invitation (always null for the owner). */
    passwordHash: text(),
    /** The language of their invitation email: the inviting administrator's. */
    language: language().notNull().default("en"),
    /**
     * Two-factor sign-in (docs/team.md): the TOTP secret (base32) once enabled; the one being set
     * up until a first code confirms it; the last time step a code was accepted (a code works
     * once); the SHA-256 of each unused recovery code.
     */
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    totpLastStep: integer(),
    recoveryCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("team_members_one_owner")
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * The salt of a UTC day for the visitor ids (docs/analytics.md): created insert-if-absent by the
 * first instance that needs it, deleted 30 minutes after its day has ended.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A visit: one visitor's events with less than 30 minutes between them. */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Hex of the salted hash of IP, user agent and site; valid for one day. */
    visitorId: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** Path of the first page. */
    landingPage: text().notNull(),
    channel: analyticsChannel().notNull(),
    /** Host of an outside referrer, or null. */
    referrer: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** ISO 3166 alpha-2, or null when unknown. */
    country: text(),
    device: analyticsDevice().notNull(),
    language: language(),
    /** The first page view's hint that the browser had been here before (docs: New users). */
    returning: boolean().notNull().default(false),
    pageviews: integer().notNull().default(0),
    events: integer().notNull().default(0),
    engagementMs: bigint({ mode: "number" }).notNull().default(0),
    /** Path of the latest event: the page a live visitor is on (null: written before it existed). */
    lastPath: text(),
  },
  (t) => [
    index("analytics_sessions_started_idx").on(t.startedAt),
    // Finding a visitor's open session when its events arrive.
    index("analytics_sessions_visitor_idx").on(t.visitorId, t.lastSeenAt),
    // The live visitors: the sessions with an event in the last 5 minutes.
    index("analytics_sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

/** One event of a session (page view, signup, engagement time, ...). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid()
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: "cascade" }),
    visitorId: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    name: analyticsEventName().notNull(),
    path: text().notNull(),
    title: text(),
    /** Small event details: the demo tool's name, the FAQ question, the language switched to. */
    props: jsonb().$type<Record<string, string | number | boolean>>(),
    /** Visible time reported by an engagement event, in milliseconds. */
    engagementMs: integer(),
  },
  (t) => [
    index("analytics_events_at_idx").on(t.at),
    index("analytics_events_session_idx").on(t.sessionId),
  ],
);

/**
 * Daily rollups of the analytics (docs/analytics.md, Storage): the figures of each finished UTC
 * day, written by the `analytics-rollups` job so that a 30- or 365-day report reads a few
 * thousand rows instead of every event. `dimension` names the figure ("total", "channel",
 * "page", ...), `key` its value (the channel, the path, ...), `label` a second part of the key
 * (a page's title), `value` the count. Aggregates only: nothing here identifies a visitor.
 */
export const analyticsRollups = pgTable(
  "analytics_rollups",
  {
    day: date({ mode: "string" }).notNull(),
    dimension: text().notNull(),
    key: text().notNull(),
    label: text().notNull().default(""),
    value: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.label] })],
);

/**
 * The days whose rollups are written (a day not listed is read from the raw events). `live`: the
 * day's rollups are counted as its events are written (today's, docs/analytics.md), until the
 * `analytics-rollups` job closes the day once it has ended.
 */
export const analyticsRollupDays = pgTable("analytics_rollup_days", {
  day: date({ mode: "string" }).primaryKey(),
  rolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  live: boolean().notNull().default(false),
});

/**
 * The visitors already counted in a live day's distinct figures (visitors, new visitors, and
 * visitors by channel, country, device and language), so that each counts once: a visitor id per
 * figure and day. Deleted when the day is closed; the rollups themselves keep counts only.
 */
export const analyticsRollupVisitors = pgTable(
  "analytics_rollup_visitors",
  {
    day: date({ mode: "string" }).notNull(),
    dimension: text().notNull(),
    key: text().notNull(),
    visitorId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key, t.visitorId] })],
);

/**
 * Work that one instance of the cluster must do now and then (prune old analytics, rotate the
 * salts): each job is claimed by whichever instance updates its row first once it is due.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  /** Set while an instance runs it (its lease). */
  lockedUntil: timestamp({ withTimezone: true }),
  lastRunAt: timestamp({ withTimezone: true }),
  lastError: text(),
});

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type LaunchCountdown = typeof launchCountdown.$inferSelect;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type PolicySection = typeof policySections.$inferSelect;
export type PolicyVersion = typeof policyVersions.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type InvitationWave = typeof invitationWaves.$inferSelect;
export type AnalyticsSession = typeof analyticsSessions.$inferSelect;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type User = typeof users.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type LinkToken = typeof linkTokens.$inferSelect;
export type MailDraft = typeof mailDrafts.$inferSelect;
export type MailAttachment = typeof mailAttachments.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;

export const userRole = pgEnum("user_role", userRoles);
export const userStatus = pgEnum("user_status", userStatuses);

/**
 * A person with an account on the platform: registered from an invitation (docs/users.md).
 * Emails are stored trimmed and lower-cased; the password only as an Argon2id hash.
 */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull().unique(),
    role: userRole().notNull().default("student"),
    status: userStatus().notNull().default("active"),
    passwordHash: text().notNull(),
    language: language().notNull().default("en"),
    interests: text(),
    notes: text(),
    /** The waitlist entry the person registered from, if any. */
    waitlistEntryId: uuid().references(() => waitlistEntries.id, { onDelete: "set null" }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The admin list's sorts, each with the id as tie-break.
    index("users_joined_idx").on(t.joinedAt, t.id),
    index("users_name_idx").on(t.name, t.id),
    index("users_last_active_idx").on(t.lastActiveAt, t.id),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/**
 * A single-use registration link sent by email: to a waitlist entry, or to anyone the admin adds
 * (name and role chosen then). Only the SHA-256 of the token is stored; a new invitation to the
 * same address revokes the unused ones before it.
 */
/** What a link in an email opens: its purpose and the row it acts on (docs/links.md). */
export interface EmailLink {
  purpose: LinkPurpose;
  subject: string;
}

/**
 * The tokens of the links sent to people (docs/links.md): only each token's SHA-256 is kept, so
 * no database copy holds a working link. A token is minted when its email is delivered (or when an
 * administrator asks for a fresh link); what it may do is its subject's business.
 */
export const linkTokens = pgTable(
  "link_tokens",
  {
    tokenHash: text().primaryKey(),
    purpose: linkPurpose().notNull(),
    /** The row the link acts on (for "registration": the invitation). */
    subjectId: uuid().notNull(),
    /** The email that carried it; null for a link an administrator copied. */
    emailId: uuid().references(() => outbox.id, { onDelete: "set null" }),
    /** "email" (minted at delivery) or "admin" (copied from the Emails screen). */
    issuedVia: linkIssuedVia().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("link_tokens_subject_idx").on(t.purpose, t.subjectId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text(),
    role: userRole().notNull().default("student"),
    language: language().notNull().default("en"),
    waitlistEntryId: uuid().references(() => waitlistEntries.id, { onDelete: "cascade" }),
    /** The email that carries the link. */
    emailId: uuid().references(() => outbox.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** When the one reminder to register was queued (INVITATION_REMINDER_DAYS after). */
    remindedAt: timestamp({ withTimezone: true }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("invitations_email_idx").on(t.email, t.createdAt)],
);

export const courseStatus = pgEnum("course_status", courseStatuses);
export const courseCategory = pgEnum("course_category", courseCategories);
export const courseLevel = pgEnum("course_level", courseLevels);
export const currency = pgEnum("currency", currencies);

/** A course of the platform (SPEC 2.11, 3 Course; docs/courses.md). */
export const courses = pgTable(
  "courses",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(""),
    instructor: text().notNull(),
    status: courseStatus().notNull().default("draft"),
    category: courseCategory().notNull(),
    level: courseLevel().notNull(),
    /** The language the course is taught in. */
    language: language().notNull().default("ar"),
    /** In the currency's minor unit (cents, fils), so sums are exact. */
    priceMinor: integer().notNull().default(0),
    currency: currency().notNull().default("USD"),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    students: integer().notNull().default(0),
    lessons: integer().notNull().default(0),
    durationHours: integer().notNull().default(0),
    /** Share of enrolled students who completed it, 0-100. */
    completion: integer().notNull().default(0),
    /** The thumbnail's file name under DATA_DIR/uploads/courses, or null. */
    thumbnail: text(),
    ...timestamps,
  },
  (t) => [
    index("courses_updated_idx").on(t.updatedAt, t.id),
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("courses_completion_range", sql`${t.completion} between 0 and 100`),
    check(
      "courses_dates_order",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", webhookDeliveryStatuses);

/**
 * A webhook endpoint (docs/email-delivery.md, "Webhooks"): where the chosen events are POSTed,
 * signed as Standard Webhooks with its secret (`whsec_` and the key in base64, shown to the
 * administrator only when made or rotated). After a rotation the previous secret still signs for
 * a while (`previousSecretUntil`), so a receiver can switch without missing an event.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    url: text().notNull(),
    description: text().notNull().default(""),
    /** The event types it receives (enums.ts, webhookEventTypes). */
    events: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretUntil: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_created_idx").on(t.createdAt, t.id)],
);

/**
 * One event for one endpoint, and its delivery: the row's id is the message's `webhook-id` (the
 * same on every try), `payload` the JSON body's content. Taken by one sender at a time (a lease,
 * as the outbox), tried again with back-off until delivered or given up (`failed`).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: webhookDeliveryStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while a sender holds the delivery (its lease); another may take it once it has passed. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The HTTP status of the last answer; null when there was none (timeout, refused). */
    lastStatusCode: integer(),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sender's due deliveries, oldest first.
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    // The log, newest first, of one endpoint or of all.
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_created_idx").on(t.createdAt, t.id),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * The audit log (docs/audit.md): who did what, when, to what, with the fields that changed (personal
 * data masked), written in the transaction of the change. Append-only: a trigger refuses UPDATE
 * and DELETE (migration 0023; the retention job alone may delete, inside its own transaction), and
 * each row carries the hash of the one before, so an edit made around the trigger shows.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** The team member who acted; null for the system or an unknown sign-in. */
    actorId: uuid(),
    /** Their name and role then ("Sara (owner)"), or what a failed sign-in gave. */
    actorLabel: text().notNull(),
    /** What happened, as `domain.verb` (docs/audit.md lists them). */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    /** What the target is, for a person reading the log (addresses masked). */
    targetLabel: text(),
    /** The fields that changed: `{ field: { before, after } }`, personal data masked. */
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>(),
    /** The client address the action came from. */
    ip: text(),
    prevHash: text(),
    hash: text().notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.id),
    index("audit_log_action_idx").on(t.action, t.id),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
