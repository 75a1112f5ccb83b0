// The value lists of every status and kind the database stores, once. Plain `as const` tuples
// with no imports, so the browser can load them (through @bayan/trpc/schemas) without drizzle:
// the pgEnums in schema.ts, the zod enums in @bayan/trpc/schemas and the services build on these.
// A change here needs a migration (`pnpm --filter @bayan/db generate`).

/** Languages of the interface, of waitlist entries, contact messages, emails and policy sections. */
export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

/** Waitlist entry: pending, then notified (invited; shown as sent), then registered (completed). */
export const waitlistStatuses = ["pending", "notified", "registered"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/**
 * What a link sent by email opens (docs/links.md). Each purpose has its page and its rule of
 * validity (packages/trpc/src/services/links).
 */
export const linkPurposes = [
  "registration",
  "waitlist-confirm",
  "waitlist-status",
  "unsubscribe",
  "team-invite",
] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/**
 * How a link's token was issued: in its email at delivery, copied by an administrator, or handed
 * to the person on the page where they acted (the status link answered by a confirmation).
 */
export const linkIssuedVias = ["email", "admin", "page"] as const;
export type LinkIssuedVia = (typeof linkIssuedVias)[number];

/**
 * A waitlist entry's referral, as the referred person (docs/waitlist-growth.md): none (joined
 * without a code), pending (a code, not confirmed yet), counted (confirmed: the referrer has the
 * credit), suspect (confirmed but caught by a fraud rule: no credit until approved), rejected.
 */
export const referralStates = ["none", "pending", "counted", "suspect", "rejected"] as const;
export type ReferralState = (typeof referralStates)[number];

/** Why an entry is flagged for review (docs/waitlist-growth.md, Fraud rules). */
export const waitlistFlags = [
  "no-mx",
  "self-referral",
  "code-burst",
  "address-burst",
  "too-fast",
] as const;
export type WaitlistFlag = (typeof waitlistFlags)[number];

/** Contact message status; spam is kept, filed apart. */
export const contactStatuses = ["new", "read", "replied", "archived", "spam"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** Contact message priority, highest first (SPEC 9 weights: high 3, medium 2, low 1). */
export const contactPriorities = ["high", "medium", "low"] as const;
export type ContactPriority = (typeof contactPriorities)[number];

/** Delivery state of an email in the outbox. */
/** suppressed: never sent, the address being on the suppression list (docs/email-delivery.md). */
export const outboxStatuses = ["queued", "sent", "failed", "suppressed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** Which policy a section belongs to, as stored (the API names them privacy-policy, terms-of-service). */
export const policyDocumentKeys = ["privacy", "terms"] as const;
export type PolicyDocumentKey = (typeof policyDocumentKeys)[number];

/** Policy section status. */
export const sectionStatuses = ["draft", "published"] as const;
export type SectionStatus = (typeof sectionStatuses)[number];

/** Terms of service section category. */
export const termsCategories = ["usage", "accounts", "intellectual", "termination"] as const;
export type TermsCategory = (typeof termsCategories)[number];

/** Where a visit came from (docs/analytics.md, Channels): SPEC 9's five, and paid campaigns. */
export const analyticsChannels = [
  "organic",
  "direct",
  "social",
  "referral",
  "email",
  "paid",
] as const;
export type AnalyticsChannel = (typeof analyticsChannels)[number];

/** Device class of a visit (SPEC 9). */
export const analyticsDevices = ["mobile", "desktop", "tablet"] as const;
export type AnalyticsDevice = (typeof analyticsDevices)[number];

/** The events the public pages send (docs/analytics.md, What is collected). */
export const analyticsEventNames = [
  "pageview",
  "waitlist_join",
  "contact_submit",
  "language_switch",
  "theme_switch",
  "demo_tool",
  "faq_open",
  "engagement",
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/**
 * Why an address is never mailed (docs/email-delivery.md): "This wasn't me" on a waitlist
 * confirmation, an unsubscribe, a provider's hard bounce or spam complaint, three soft bounces in
 * a week, an erasure of the person's data, or an administrator's entry.
 */
export const suppressionReasons = [
  "not-me",
  "unsubscribed",
  "hard-bounce",
  "complaint",
  "soft-bounces",
  "erased",
  "manual",
] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/**
 * What an administrator did to the suppression list (docs/email-delivery.md, "The suppression
 * screen"): put an address on it, or took one off (it may be mailed again). Each is recorded.
 */
export const suppressionChangeActions = ["add", "remove"] as const;
export type SuppressionChangeAction = (typeof suppressionChangeActions)[number];

/** What a mail provider told of an email (docs/email-delivery.md, "Bounces and complaints"). */
export const emailEventKinds = ["hard-bounce", "soft-bounce", "complaint"] as const;
export type EmailEventKind = (typeof emailEventKinds)[number];

/**
 * An invitation wave's state (docs/email-delivery.md, "Invitation waves"): sending at its pace,
 * paused (by the administrator or by itself), cancelled, or done (every member invited).
 */
export const waveStatuses = ["running", "paused", "cancelled", "done"] as const;
export type WaveStatus = (typeof waveStatuses)[number];

/** Why a wave is paused: the administrator's button, or a rate past its threshold. */
export const wavePauseReasons = ["manual", "bounces", "complaints"] as const;
export type WavePauseReason = (typeof wavePauseReasons)[number];

/**
 * The events a webhook endpoint may subscribe to (docs/email-delivery.md, "Webhooks"). The test
 * event (`webhook.test`) goes to one endpoint on the administrator's click and is not subscribed.
 */
export const webhookEventTypes = [
  "waitlist.joined",
  "waitlist.confirmed",
  "waitlist.invited",
  "waitlist.unsubscribed",
  "user.registered",
  "contact.received",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** A webhook delivery's state: waiting for its next try, delivered (a 2xx), or given up. */
export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
