import { appError, postmarkEvents, recordEmailEvents } from "@bayan/trpc";
import { genericEmailEventsInput, postmarkEventInput } from "@bayan/trpc/schemas";
import type { Database } from "@bayan/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";

/** Whether the request presents the secret: as a bearer token, or as basic auth's password. */
function presentsSecret(request: FastifyRequest, secret: string): boolean {
  const header = request.headers.authorization ?? "";
  let given = "";
  if (header.startsWith("Bearer ")) given = header.slice(7).trim();
  else if (header.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
    given = decoded.slice(decoded.indexOf(":") + 1);
  }
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The mail provider's bounce and complaint webhooks (docs/email-delivery.md): Postmark's, and one
 * generic JSON shape for any other. Each presents EMAIL_EVENTS_SECRET (401 otherwise); a bad body
 * is 400 naming the field. A hard bounce or a complaint suppresses the address at once, three soft
 * bounces in 7 days too. Without the secret set the paths do not exist (404).
 */
export async function registerEmailEvents(
  app: FastifyInstance,
  db: Database,
  secret: string | undefined,
  now: () => Date = () => new Date(),
): Promise<void> {
  if (!secret) return;
  await app.register((scope, _options, done) => {
    scope.addHook("onRequest", (request, _reply, next) => {
      if (presentsSecret(request, secret)) next();
      else next(appError("UNAUTHORIZED", "email.eventsSecret"));
    });
    scope.post("/api/email-events/generic", async (request) => {
      const parsed = genericEmailEventsInput.safeParse(request.body);
      if (!parsed.success)
        throw appError("BAD_REQUEST", "email.eventsInvalid", { cause: parsed.error });
      const at = now();
      const result = await recordEmailEvents(
        db,
        parsed.data.events.map((e) => ({
          kind: e.type,
          email: e.email,
          occurredAt: e.occurredAt ? new Date(e.occurredAt) : at,
        })),
        "generic",
        at,
      );
      return { success: true, data: result };
    });
    scope.post("/api/email-events/postmark", async (request) => {
      const parsed = postmarkEventInput.safeParse(request.body);
      if (!parsed.success)
        throw appError("BAD_REQUEST", "email.eventsInvalid", { cause: parsed.error });
      const at = now();
      const result = await recordEmailEvents(db, postmarkEvents(parsed.data, at), "postmark", at);
      return { success: true, data: result };
    });
    done();
  });
}
