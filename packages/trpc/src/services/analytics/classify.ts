// Pure rules of the collection (docs/analytics.md): which requests are dropped, what page an event
// is on, where a visit came from (channel) and on what kind of device.
import type { AnalyticsChannel, AnalyticsDevice } from "@bayan/db";
import { isbot } from "isbot";
import UAParser from "ua-parser-js";
import {
  SEARCH_HOSTS,
  SOCIAL_HOSTS,
  SOCIAL_SOURCES,
  SPAM_REFERRERS,
  WEBMAIL_HOSTS,
  hostInList,
} from "./referrers.js";

/** Bots and crawlers by user agent (isbot); a request without a user agent is one too. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === "" || isbot(userAgent);
}

/** Lower case, without a leading "www.". */
export function normalHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}

/** Paths of the server that are not pages of the public site: events claiming them are dropped. */
const NOT_SITE_PATHS = /^\/(admin|api|trpc|bayan)(\/|$)/;

/** An event's page: the path and query of its URL, or null when the URL is not on this site. */
export interface PageUrl {
  path: string;
  query: URLSearchParams;
}

/**
 * The page of an event URL: an absolute http(s) URL on one of the site's hosts, or a path
 * ("/pricing?x=1"). Another host, another scheme or a server path (/admin, /api, ...) is null:
 * the event is dropped (referrer spam sends made-up page URLs).
 */
export function pageOf(url: string, siteHosts: readonly string[]): PageUrl | null {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://relative.invalid");
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.host === "relative.invalid") {
    if (!url.startsWith("/") || url.startsWith("//")) return null;
  } else if (!siteHosts.includes(parsed.host.toLowerCase())) {
    return null;
  }
  if (NOT_SITE_PATHS.test(parsed.pathname)) return null;
  return { path: parsed.pathname, query: parsed.searchParams };
}

/** The host of a referrer URL (normalised), or null when there is none or it is not http(s). */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname ? normalHost(url.hostname) : null;
  } catch {
    return null;
  }
}

/** A referrer on the spam list (referrers.ts). */
export const isSpamReferrer = (host: string | null): boolean =>
  host !== null && hostInList(host, SPAM_REFERRERS);

/** The UTM tags of a page's query: trimmed, at most 100 characters, null when absent or empty. */
export function utmTags(query: URLSearchParams) {
  const tag = (name: string) => {
    const value = query.get(name)?.trim().slice(0, 100);
    return value ? value : null;
  };
  return {
    utmSource: tag("utm_source"),
    utmMedium: tag("utm_medium"),
    utmCampaign: tag("utm_campaign"),
  };
}

const PAID_MEDIUMS = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_social",
  "display",
  "cpm",
  "banner",
]);
const EMAIL_TAGS = new Set(["email", "e-mail", "newsletter"]);
const SOCIAL_MEDIUMS = new Set(["social", "social-network", "sm"]);
const SOCIAL_SOURCE_SET = new Set(SOCIAL_SOURCES);

export interface ChannelInput {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign?: string | null;
  /** The landing page's waitlist referral code (`?ref=`, `referralCode`), or null. */
  referralCode?: string | null;
  /** The referrer's host (normalHost), or null. */
  referrer: string | null;
  /** The site's own hosts: a referrer from one of them is no referrer. */
  siteHosts: readonly string[];
}

/** A waitlist referral code (services/waitlist/codes.ts; any case, as the join takes it). */
const REFERRAL_CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * The waitlist referral code of a landing page (`/?ref=CODE`, the link a waitlist member shares),
 * or null when there is none or it cannot be one.
 */
export function referralCode(query: URLSearchParams): string | null {
  const code = query.get("ref")?.trim();
  return code && REFERRAL_CODE.test(code) ? code : null;
}

/** The channel of a visit from its first event, by the rules of docs/analytics.md, in order. */
export function classifyChannel(input: ChannelInput): AnalyticsChannel {
  const medium = input.utmMedium?.toLowerCase() ?? null;
  const source = input.utmSource?.toLowerCase() ?? null;
  const siteHosts = input.siteHosts.map((h) => normalHost(h.replace(/:\d+$/, "")));
  const outside =
    input.referrer !== null && !siteHosts.includes(input.referrer) ? input.referrer : null;

  // A member's shared link (untagged `?ref=`) is the referral programme at work wherever it was
  // pasted (a chat app sends no referrer, a social site would say social), so its joins count in
  // the referral channel. UTM tags, the marketer's own label, still win.
  if (input.referralCode && !medium && !source && !input.utmCampaign) return "referral";
  if (medium && PAID_MEDIUMS.has(medium)) return "paid";
  if ((medium && EMAIL_TAGS.has(medium)) || (source && EMAIL_TAGS.has(source))) return "email";
  if (outside && hostInList(outside, WEBMAIL_HOSTS)) return "email";
  if (medium && SOCIAL_MEDIUMS.has(medium)) return "social";
  if (outside && hostInList(outside, SOCIAL_HOSTS)) return "social";
  if (source && (SOCIAL_SOURCE_SET.has(source) || hostInList(source, SOCIAL_HOSTS)))
    return "social";
  if (medium === "organic") return "organic";
  if (outside && hostInList(outside, SEARCH_HOSTS)) return "organic";
  if (outside || medium === "referral") return "referral";
  // Tags that match none of the rules above (utm_source=partner, say): a tagged link from
  // somewhere else, so not direct.
  if (source || medium || input.utmCampaign) return "referral";
  return "direct";
}

/** Screen widths (CSS px) under which a device the user agent says nothing of is a phone / tablet. */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

/** What the user agent says of the device: mobile, tablet, another kind, or nothing (undefined). */
export function uaDeviceType(userAgent: string): string | undefined {
  return new UAParser(userAgent).getDevice().type;
}

/**
 * The device class: from the user agent's device type (ua-parser-js) when it is mobile or tablet;
 * when it names no type (desktop browsers do not), from the screen width (under 768 px mobile,
 * under 1,024 px tablet, else desktop); any other type (console, smart TV, ...) is desktop.
 */
export function deviceClass(
  uaType: string | undefined,
  width: number | undefined,
): AnalyticsDevice {
  if (uaType === "mobile") return "mobile";
  if (uaType === "tablet") return "tablet";
  if (uaType === undefined && width !== undefined && width > 0) {
    if (width < MOBILE_MAX_WIDTH) return "mobile";
    if (width < TABLET_MAX_WIDTH) return "tablet";
  }
  return "desktop";
}
