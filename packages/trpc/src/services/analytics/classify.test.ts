import { describe, expect, it } from "vitest";
import {
  classifyChannel,
  deviceClass,
  isBot,
  isSpamReferrer,
  pageOf,
  referralCode,
  referrerHost,
  uaDeviceType,
  utmTags,
} from "./classify.js";

const SITE = ["bayan.test"];

/** The channel of a landing URL and referrer, as a new session decides it. */
function channelOf(url: string, referrer = "") {
  const page = pageOf(url, SITE)!;
  return classifyChannel({
    ...utmTags(page.query),
    referralCode: referralCode(page.query),
    referrer: referrerHost(referrer),
    siteHosts: SITE,
  });
}

describe("channels (docs/analytics.md, in order)", () => {
  it.each([
    // paid: the medium says so, whatever the referrer
    ["/?utm_medium=cpc&utm_source=google", "https://www.google.com/", "paid"],
    ["/?utm_medium=paid_social&utm_source=facebook", "https://facebook.com/", "paid"],
    ["/?utm_medium=Display", "", "paid"],
    ["/?utm_medium=banner", "", "paid"],
    // email: by tag or webmail referrer
    ["/?utm_medium=email", "", "email"],
    ["/?utm_source=newsletter", "", "email"],
    ["/?utm_source=e-mail&utm_medium=link", "", "email"],
    ["/", "https://mail.google.com/mail/u/0/", "email"],
    ["/", "https://outlook.live.com/", "email"],
    ["/", "https://mail.yahoo.com/d/folders/1", "email"],
    // social: by medium, referrer or source
    ["/?utm_medium=social", "", "social"],
    ["/?utm_medium=sm&utm_source=x", "", "social"],
    ["/", "https://t.co/abc", "social"],
    ["/", "https://l.facebook.com/l.php", "social"],
    ["/", "https://www.linkedin.com/feed/", "social"],
    ["/", "https://x.com/someone", "social"],
    ["/", "https://www.youtube.com/watch?v=1", "social"],
    ["/", "https://web.telegram.org/", "social"],
    ["/", "https://www.pinterest.co.uk/", "social"],
    ["/?utm_source=instagram", "", "social"],
    ["/?utm_source=reddit.com", "", "social"],
    // organic: by medium or search engine referrer
    ["/?utm_medium=organic", "", "organic"],
    ["/", "https://www.google.com/", "organic"],
    ["/", "https://www.google.com.eg/", "organic"],
    ["/", "https://www.bing.com/search?q=bayan", "organic"],
    ["/", "https://duckduckgo.com/", "organic"],
    ["/", "https://search.yahoo.com/", "organic"],
    ["/", "https://yandex.ru/", "organic"],
    ["/", "https://www.baidu.com/", "organic"],
    ["/", "https://www.ecosia.org/", "organic"],
    ["/", "https://search.brave.com/", "organic"],
    ["/", "https://www.qwant.com/", "organic"],
    // referral: another site, utm_medium=referral, or tags no rule above knows
    ["/", "https://blog.example.com/post", "referral"],
    ["/", "https://notgoogle.com/", "referral"],
    ["/?utm_medium=referral", "", "referral"],
    ["/?utm_source=partner&utm_campaign=launch", "", "referral"],
    // referral: a waitlist member's shared link (?ref=CODE), wherever it was opened
    ["/?ref=K7M2PQ9X", "", "referral"],
    ["/ar?ref=k7m2pq9x", "", "referral"],
    ["/?ref=K7M2PQ9X", "https://t.co/abc", "referral"],
    ["/?ref=K7M2PQ9X", "https://mail.google.com/mail/u/0/", "referral"],
    ["/?ref=K7M2PQ9X", "https://www.google.com/", "referral"],
    // ... unless UTM tags say otherwise (the marketer's label wins), or it cannot be a code
    ["/?ref=K7M2PQ9X&utm_medium=email", "", "email"],
    ["/?ref=K7M2PQ9X&utm_source=instagram", "", "social"],
    ["/?ref=K7M2PQ9X&utm_medium=cpc", "", "paid"],
    ["/?ref=", "", "direct"],
    ["/?ref=%3Cscript%3E", "", "direct"],
    ["/?ref=ab", "https://www.google.com/", "organic"],
    // direct: nothing, or this very site
    ["/", "", "direct"],
    ["/pricing", "https://bayan.test/", "direct"],
    ["/", "android-app://com.example/", "direct"],
  ])("%s from %s is %s", (url, referrer, channel) => {
    expect(channelOf(url, referrer)).toBe(channel);
  });

  it("ignores the port of the site host when the referrer is the site itself", () => {
    expect(
      classifyChannel({
        utmSource: null,
        utmMedium: null,
        referrer: "localhost",
        siteHosts: ["localhost:3000"],
      }),
    ).toBe("direct");
  });
});

describe("devices", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
  const IPAD =
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
  const ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
  const DESKTOP =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

  it.each([
    [IPHONE, undefined, "mobile"],
    [ANDROID, 1200, "mobile"],
    [IPAD, 400, "tablet"],
    [DESKTOP, undefined, "desktop"],
    [DESKTOP, 1440, "desktop"],
    // the user agent says nothing: the screen width decides
    [DESKTOP, 390, "mobile"],
    [DESKTOP, 767, "mobile"],
    [DESKTOP, 768, "tablet"],
    [DESKTOP, 1023, "tablet"],
    [DESKTOP, 1024, "desktop"],
  ])("%s at %s px is %s", (ua, width, device) => {
    expect(deviceClass(uaDeviceType(ua), width)).toBe(device);
  });

  it("counts other device kinds (a smart TV) as desktop", () => {
    expect(deviceClass("smarttv", 390)).toBe("desktop");
  });
});

describe("what is dropped", () => {
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    ["curl/8.5.0", true],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
      true,
    ],
    ["", true],
    ["   ", true],
    [undefined, true],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0", false],
  ])("user agent %j is a bot: %s", (ua, bot) => {
    expect(isBot(ua)).toBe(bot);
  });

  it.each([
    ["semalt.com", true],
    [referrerHost("https://www.semalt.com/"), true],
    ["x.darodar.com", true],
    ["example.com", false],
    [null, false],
  ])("referrer %s is spam: %s", (host, spam) => {
    expect(isSpamReferrer(host)).toBe(spam);
  });

  it.each([
    ["https://bayan.test/pricing?utm_source=x", "/pricing"],
    ["http://bayan.test/", "/"],
    ["/ar/faq?x=1", "/ar/faq"],
    ["https://BAYAN.test/", "/"],
    ["https://evil.example/", null],
    ["//evil.example/x", null],
    ["pricing", null],
    ["javascript:alert(1)", null],
    ["ftp://bayan.test/", null],
    ["https://bayan.test/admin/analytics", null],
    ["/api/waitlist", null],
    ["/trpc/x", null],
    ["not a url at all", null],
  ])("page URL %s is %s", (url, path) => {
    expect(pageOf(url, SITE)?.path ?? null).toBe(path);
  });

  it("reads the referrer's host without www and rejects non-web referrers", () => {
    expect(referrerHost("https://www.Example.com/a?b")).toBe("example.com");
    expect(referrerHost("android-app://com.example/")).toBeNull();
    expect(referrerHost("garbage")).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
