// Attribution (docs/analytics.md): the session a signup or a contact message came from.
import { analyticsSessions, type AnalyticsChannel, type Database } from "@bayan/db";
import { desc, inArray } from "drizzle-orm";
import type { Context } from "../../context.js";
import { isDatabaseUnavailable } from "../../unavailable.js";
import { isBot } from "./classify.js";
import { sharedSalts, visitorIds, type SaltStore } from "./visitor.js";

/**
 * The attribution of a signup or contact message sent in this request: the channel, country and
 * landing page of the visitor's session, or null. Never in the way of the signup: a fault of
 * this lookup counts as no attribution; only a database outage fails the call (503), as the
 * signup itself would.
 */
export async function requestAttribution(
  ctx: Pick<Context, "db" | "clientIp" | "userAgent" | "host" | "now">,
): Promise<Attribution | null> {
  try {
    return await attributionFor(ctx.db, {
      ip: ctx.clientIp,
      userAgent: ctx.userAgent,
      host: ctx.host,
      now: ctx.now(),
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

/** Where a signup or a contact message came from: the visitor's session (docs/analytics.md). */
export interface Attribution {
  channel: AnalyticsChannel;
  country: string | null;
  landingPage: string;
}

/**
 * The channel, country and landing page of the visitor's latest session (found by the visitor id
 * of this request: address, user agent, host, day), or null when there is none (no script, Do
 * Not Track, a bot, a REST client). Reads only: never creates the day's salt.
 */
export async function attributionFor(
  db: Database,
  request: { ip: string; userAgent: string | undefined; host: string; now: Date },
  salts: SaltStore = sharedSalts,
): Promise<Attribution | null> {
  if (isBot(request.userAgent)) return null;
  const ids = await visitorIds(
    db,
    { ip: request.ip, userAgent: request.userAgent!, host: request.host, now: request.now },
    { create: false, salts },
  );
  const candidates = [ids.today, ids.yesterday].filter((id): id is string => id !== null);
  if (candidates.length === 0) return null;
  const [row] = await db
    .select({
      channel: analyticsSessions.channel,
      country: analyticsSessions.country,
      landingPage: analyticsSessions.landingPage,
    })
    .from(analyticsSessions)
    .where(inArray(analyticsSessions.visitorId, candidates))
    .orderBy(desc(analyticsSessions.lastSeenAt))
    .limit(1);
  return row ?? null;
}
