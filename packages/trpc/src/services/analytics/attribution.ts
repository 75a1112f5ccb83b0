import type { Context } from "../../context.js";
import { isDatabaseUnavailable } from "../../unavailable.js";
import { attributionFor, type Attribution } from "./collector.js";

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
