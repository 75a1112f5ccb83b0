// Visitors and visits for the analytics collector's suites (services/analytics/collector*.test.ts).
import { analyticsSessions, type Database } from "@bayan/db";
import { asc } from "drizzle-orm";
import type { AnalyticsEventInput } from "../src/schemas/analytics.js";
import type { AnalyticsCollector, CollectRequest } from "../src/services/analytics/collector.js";

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const HOST = "bayan.test";

/** Visitor A: a desktop in the United States; visitor B: an iPhone in South Africa. */
export const A = { ip: "8.8.8.8", userAgent: DESKTOP };
export const B = { ip: "41.0.0.1", userAgent: IPHONE };

export const at = (iso: string) => new Date(iso);
export const req = (
  who: { ip: string; userAgent: string | undefined },
  now: string,
  extra: Partial<CollectRequest> = {},
): CollectRequest => ({ ...who, dnt: false, gpc: false, host: HOST, now: at(now), ...extra });
export const pageview = (
  path: string,
  extra: Partial<AnalyticsEventInput> = {},
): AnalyticsEventInput => ({
  name: "pageview",
  url: `https://${HOST}${path}`,
  ...extra,
});
export const engagement = (path: string, ms: number): AnalyticsEventInput => ({
  name: "engagement",
  url: `https://${HOST}${path}`,
  engagementMs: ms,
});

export async function sessions(db: Database) {
  return db.select().from(analyticsSessions).orderBy(asc(analyticsSessions.startedAt));
}

/**
 * The known answers: two visitors, three sessions (A resumes after 29 minutes, then
 * starts a new one after 31), B's visit crossing midnight stays one, and a bot, a DNT and a GPC
 * request leave nothing. `flushEach` writes after every request (sessions found again in the
 * database) or once at the end (found in the batch).
 */
export async function visit(collector: AnalyticsCollector, flushEach: boolean) {
  const send = async (events: AnalyticsEventInput[], request: CollectRequest) => {
    const kept = collector.accept(events, request);
    if (flushEach) await collector.flush();
    return kept;
  };
  const kept = [
    await send(
      [
        pageview("/", {
          referrer: "https://www.google.com/",
          title: "Bayan",
          width: 1440,
          language: "en",
          returning: false,
        }),
      ],
      req(A, "2026-03-10T10:00:00Z"),
    ),
    await send(
      [pageview("/pricing", { referrer: "https://bayan.test/" })],
      req(A, "2026-03-10T10:05:00Z"),
    ),
    await send([engagement("/pricing", 60_000)], req(A, "2026-03-10T10:05:30Z")),
    // 29 minutes later: the same session
    await send([pageview("/faq", { props: { from: "nav" } })], req(A, "2026-03-10T10:34:30Z")),
    // 31 minutes later: a new one, direct
    await send(
      [
        pageview("/ar", { language: "ar", returning: true }),
        { name: "language_switch", url: "/ar", props: { to: "ar" } },
      ],
      req(A, "2026-03-10T11:05:31Z"),
    ),
    // B arrives from a newsletter before midnight and goes on after it
    await send(
      [pageview("/?utm_source=newsletter&utm_campaign=launch", { width: 390, language: "ar" })],
      req(B, "2026-03-10T23:50:00Z"),
    ),
    await send([pageview("/pricing")], req(B, "2026-03-11T00:10:00Z")),
    await send([engagement("/pricing", 30_000)], req(B, "2026-03-11T00:12:00Z")),
    await send([pageview("/faq")], req(B, "2026-03-11T00:40:00Z")),
    // dropped: a bot, no user agent, Do Not Track, Global Privacy Control
    await send(
      [pageview("/")],
      req({ ip: "8.8.4.4", userAgent: GOOGLEBOT }, "2026-03-10T10:01:00Z"),
    ),
    await send(
      [pageview("/")],
      req({ ip: "8.8.4.4", userAgent: undefined }, "2026-03-10T10:01:00Z"),
    ),
    await send(
      [pageview("/")],
      req({ ip: "1.1.1.1", userAgent: DESKTOP }, "2026-03-10T10:02:00Z", { dnt: true }),
    ),
    await send(
      [pageview("/")],
      req({ ip: "1.1.1.2", userAgent: DESKTOP }, "2026-03-10T10:02:00Z", { gpc: true }),
    ),
    // dropped: referrer spam, a page of another site, an admin page
    await send(
      [pageview("/", { referrer: "https://semalt.com/" })],
      req(A, "2026-03-10T10:02:00Z"),
    ),
    await send(
      [{ name: "pageview", url: "https://elsewhere.example/" }],
      req(A, "2026-03-10T10:02:00Z"),
    ),
    await send([pageview("/admin/analytics")], req(A, "2026-03-10T10:02:00Z")),
  ];
  if (!flushEach) await collector.flush();
  return kept;
}
