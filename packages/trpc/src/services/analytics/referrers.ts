// The host lists behind the channel rules and the referrer-spam filter (docs/analytics.md).
// A host matches an entry when it is the entry or one of its subdomains ("l.facebook.com" matches
// "facebook.com"); entries ending in "." match any top-level domain ("google." matches
// "google.com.eg").

/**
 * Referrer spam: sites that fake visits to get their name into analytics screens. Events with
 * such a referrer are dropped. Short on purpose: the well-known offenders, not a block list.
 */
export const SPAM_REFERRERS = [
  "semalt.com",
  "buttons-for-website.com",
  "buttons-for-your-website.com",
  "darodar.com",
  "ilovevitaly.com",
  "ilovevitaly.ru",
  "priceg.com",
  "hulfingtonpost.com",
  "best-seo-offer.com",
  "best-seo-solution.com",
  "blackhatworth.com",
  "social-buttons.com",
  "simple-share-buttons.com",
  "free-share-buttons.com",
  "floating-share-buttons.com",
  "get-free-traffic-now.com",
  "trafficmonetize.com",
  "4webmasters.org",
  "seo-platform.com",
  "rank-checker.online",
  "7makemoneyonline.com",
  "kambasoft.com",
  "savetubevideo.com",
  "econom.co",
];

/** Webmail: a visit referred from there came from an email (channel email). */
export const WEBMAIL_HOSTS = [
  "mail.google.com",
  "inbox.google.com",
  "outlook.live.com",
  "outlook.office.com",
  "outlook.office365.com",
  "mail.yahoo.com",
  "mail.aol.com",
  "mail.proton.me",
  "mail.protonmail.com",
  "mail.zoho.com",
  "mail.yandex.ru",
  "mail.yandex.com",
];

/** Social networks (channel social), by referrer host. */
export const SOCIAL_HOSTS = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "instagram.com",
  "t.co",
  "twitter.com",
  "x.com",
  "linkedin.com",
  "lnkd.in",
  "tiktok.com",
  "youtube.com",
  "youtu.be",
  "reddit.com",
  "snapchat.com",
  "pinterest.",
  "pin.it",
  "whatsapp.com",
  "wa.me",
  "telegram.org",
  "telegram.me",
  "t.me",
];

/** Social networks (channel social), by `utm_source` value. */
export const SOCIAL_SOURCES = [
  "facebook",
  "fb",
  "instagram",
  "ig",
  "twitter",
  "x",
  "linkedin",
  "tiktok",
  "youtube",
  "reddit",
  "snapchat",
  "pinterest",
  "whatsapp",
  "telegram",
];

/** Search engines (channel organic), by referrer host. */
export const SEARCH_HOSTS = [
  "google.",
  "bing.com",
  "duckduckgo.com",
  "yahoo.",
  "yandex.",
  "baidu.com",
  "ecosia.org",
  "search.brave.com",
  "qwant.com",
];

/** Whether `host` (lower case) is `entry`, a subdomain of it, or, for "name.", name under any TLD. */
export function hostMatches(host: string, entry: string): boolean {
  if (entry.endsWith(".")) {
    // "google." matches google.com, www.google.co.uk, but not google.example.attacker.io's parent
    // forms like notgoogle.com: the name must be a whole label, followed by one or two TLD labels.
    const labels = host.split(".");
    const name = entry.slice(0, -1);
    const at = labels.indexOf(name);
    return at !== -1 && labels.length - at - 1 >= 1 && labels.length - at - 1 <= 2;
  }
  return host === entry || host.endsWith(`.${entry}`);
}

export const hostInList = (host: string, list: readonly string[]) =>
  list.some((entry) => hostMatches(host, entry));
