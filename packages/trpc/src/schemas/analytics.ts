// The analytics contract (docs/analytics.md): what the public pages' script sends to the
// collection endpoint, and what the admin reads. Browser-safe: zod and the enums only.
import {
  analyticsChannels,
  analyticsDevices,
  analyticsEventNames,
  languages,
} from "@bayan/db/enums";
import { z } from "zod";
import { isoDateTime, safeText } from "./common.js";
import { growthOutput } from "./responses.js";

/** The largest collection body accepted; larger ones are 413. */
export const ANALYTICS_MAX_BODY_BYTES = 8 * 1024;
/** Most events in one collection request. */
export const ANALYTICS_MAX_EVENTS = 20;
/** The collection endpoint's path: names no analytics word, which ad blockers' lists block. */
export const ANALYTICS_COLLECT_PATH = "/bayan/n";
/** A visitor's events this far apart belong to two sessions. */
export const SESSION_TIMEOUT_MS = 30 * 60_000;
/** "Live" visitors: those with an event this recently. */
export const LIVE_WINDOW_MS = 5 * 60_000;
/** The ranges of the analytics screen, in days (SPEC 9: 7d, 30d, 90d, 12m; default 30). */
export const analyticsRanges = [7, 30, 90, 365] as const;
export const DEFAULT_ANALYTICS_RANGE = 30;

/** A small detail of an event: the demo tool used, the FAQ question opened, the language chosen. */
const propValue = z.union([safeText("Property").max(100), z.number().finite(), z.boolean()]);

export const analyticsEventInput = z.strictObject({
  name: z.enum(analyticsEventNames),
  /** The page's URL (only its path and query are used: the query for UTM tags). */
  url: safeText("URL").max(2000),
  /** document.referrer, or empty. */
  referrer: safeText("Referrer").max(2000).optional(),
  title: safeText("Title").max(300).optional(),
  /** Screen width in CSS pixels. */
  width: z.number().int().min(0).max(100_000).optional(),
  language: z.enum(languages).optional(),
  /** On the first page view of a visit: the browser had this site's scripts cached. */
  returning: z.boolean().optional(),
  props: z
    .record(safeText("Property name").max(40), propValue)
    .refine((p) => Object.keys(p).length <= 10, { error: "At most 10 properties" })
    .optional(),
  /** Engagement events: visible time since the last one, in milliseconds (at most a day). */
  engagementMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventInput>;

export const analyticsCollectInput = z.strictObject({
  events: z.array(analyticsEventInput).min(1).max(ANALYTICS_MAX_EVENTS),
});
export type AnalyticsCollectInput = z.infer<typeof analyticsCollectInput>;

/** `timeRange` of the reading calls: 7, 30, 90 or 365 days (a query string, so coerced). */
export const analyticsRangeQuery = z.object({
  timeRange: z.coerce
    .number({ error: "analytics.rangeInvalid" })
    .refine((n) => (analyticsRanges as readonly number[]).includes(n), {
      error: "analytics.rangeInvalid",
    })
    .default(DEFAULT_ANALYTICS_RANGE),
});

/** SPEC 3, Analytics data: the six figures. */
export const analyticsMetrics = z.object({
  activeUsers: z.number().int(),
  newUsers: z.number().int(),
  sessions: z.number().int(),
  /** Seconds of visible time. */
  userEngagementDuration: z.number().int(),
  screenPageViews: z.number().int(),
  eventCount: z.number().int(),
});
export type AnalyticsMetrics = z.infer<typeof analyticsMetrics>;

const channel = z.enum(analyticsChannels);

export const analyticsFunnelStep = z.object({
  channel,
  visitors: z.number().int(),
  joins: z.number().int(),
  /** Of those joins, the ones that confirmed their address (double opt-in) within the range. */
  confirmed: z.number().int(),
  invited: z.number().int(),
  registered: z.number().int(),
});

/** SPEC 7's comprehensive answer, and what the screen shows beyond the spec. */
export const analyticsComprehensiveOutput = z.object({
  range: z.object({ days: z.number().int(), from: isoDateTime, to: isoDateTime }),
  metrics: analyticsMetrics,
  channelData: z.array(z.object({ channel, sessions: z.number().int() })),
  events: z.array(z.object({ name: z.enum(analyticsEventNames), count: z.number().int() })),
  pageViewsData: z.array(
    z.object({ title: z.string(), path: z.string(), views: z.number().int() }),
  ),
  /** ISO 3166 alpha-2 codes; unknown countries are left out. */
  countryData: z.array(z.object({ country: z.string(), users: z.number().int() })),
  /** One row per UTC day of the range, oldest first, days without visits included. */
  daily: z.array(
    z.object({
      date: z.iso.date(),
      visitors: z.number().int(),
      sessions: z.number().int(),
      pageViews: z.number().int(),
    }),
  ),
  devices: z.array(z.object({ device: z.enum(analyticsDevices), users: z.number().int() })),
  referrers: z.array(z.object({ referrer: z.string(), sessions: z.number().int() })),
  languages: z.array(z.object({ language: z.enum(languages), users: z.number().int() })),
  /**
   * Visitors -> waitlist joins -> confirmed -> invited -> registered, by channel of the joining
   * visit.
   */
  funnel: z.object({
    total: analyticsFunnelStep.omit({ channel: true }),
    byChannel: z.array(analyticsFunnelStep),
  }),
});
export type AnalyticsComprehensive = z.infer<typeof analyticsComprehensiveOutput>;

/** Visitors with an event in the last 5 minutes, and the pages they are on. */
export const analyticsLiveOutput = z.object({
  visitors: z.number().int(),
  pages: z.array(z.object({ path: z.string(), visitors: z.number().int() })),
});
export type AnalyticsLive = z.infer<typeof analyticsLiveOutput>;

/** Unique visitors of each of the last 7 UTC days, oldest first, with its weekday (0 = Sunday). */
export const analyticsWeeklyOutput = z.object({
  /** The last 7 UTC days, today last. */
  days: z.array(
    z.object({
      date: z.iso.date(),
      weekday: z.number().int().min(0).max(6),
      visitors: z.number().int(),
    }),
  ),
  /** Visitors of those 7 days (summed by day, as activeUsers) against the 7 days before. */
  visitors: growthOutput,
});
