import { appError, postmarkEvents, recordEmailEvents, sesEvents } from "@bayan/trpc";
import {
  genericEmailEventsInput,
  postmarkEventInput,
  sesNotificationInput,
  snsMessageInput,
} from "@bayan/trpc/schemas";
import type { Database } from "@bayan/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";
import { SnsVerifier, type SnsFetch } from "./sns.js";

/** The largest SNS delivery: a 256 KiB message, escaped inside SNS's JSON envelope. */
const SNS_BODY_LIMIT = 512 * 1024;

export interface EmailEventsOptions {
  /** EMAIL_EVENTS_SECRET: every endpoint asks for it; unset, none exists. */
  secret?: string | undefined;
  /** SES_TOPIC_ARNS: the SNS topics whose messages are taken; empty, any topic's. */
  sesTopicArns?: readonly string[] | undefined;
  /** How SNS's certificates and subscription confirmations are fetched (tests pass a stub). */
  snsFetch?: SnsFetch | undefined;
}

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

/** A JSON text's value, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The mail provider's bounce and complaint webhooks (docs/email-delivery.md): Postmark's, Amazon
 * SES's through SNS, and one generic JSON shape for any other. Each presents EMAIL_EVENTS_SECRET
 * (401 otherwise, with the basic-auth challenge SNS waits for before it sends the password); a bad
 * body is 400 naming the field. A hard bounce or a complaint suppresses the address at once, three
 * soft bounces in 7 days too. Without the secret set the paths do not exist (404).
 */
export async function registerEmailEvents(
  app: FastifyInstance,
  db: Database,
  options: EmailEventsOptions,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { secret } = options;
  if (!secret) return;
  await app.register(async (scope) => {
    scope.addHook("onRequest", (request, reply, next) => {
      if (presentsSecret(request, secret)) return next();
      reply.header("www-authenticate", 'Basic realm="email-events"');
      next(appError("UNAUTHORIZED", "email.eventsSecret"));
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
    await scope.register((ses, _options, done) => {
      registerSesEvents(ses, db, options, now);
      done();
    });
  });
}

/**
 * `POST /api/email-events/ses`: Amazon SNS's deliveries of SES's bounce and complaint
 * notifications. SNS sends JSON as text/plain, read as JSON here only. Every message's signature
 * is checked (403 `email.snsSignature`), and its topic when SES_TOPIC_ARNS is set (403
 * `email.snsTopic`); a SubscriptionConfirmation is confirmed, an UnsubscribeConfirmation logged.
 */
function registerSesEvents(
  scope: FastifyInstance,
  db: Database,
  { sesTopicArns = [], snsFetch }: EmailEventsOptions,
  now: () => Date,
): void {
  const sns = new SnsVerifier(snsFetch);
  scope.addContentTypeParser(
    "text/plain",
    { parseAs: "string" },
    scope.getDefaultJsonParser("error", "error"),
  );
  const none = { success: true, data: { recorded: 0, suppressed: 0 } };
  scope.post("/api/email-events/ses", { bodyLimit: SNS_BODY_LIMIT }, async (request) => {
    const parsed = snsMessageInput.safeParse(request.body);
    if (!parsed.success)
      throw appError("BAD_REQUEST", "email.eventsInvalid", { cause: parsed.error });
    const message = parsed.data;
    if (sesTopicArns.length > 0 && !sesTopicArns.includes(message.TopicArn)) {
      throw appError("FORBIDDEN", "email.snsTopic");
    }
    await sns.verify(message);
    if (message.Type === "SubscriptionConfirmation") {
      await sns.confirm(message);
      request.log.info({ topicArn: message.TopicArn }, "SNS subscription confirmed");
      return none;
    }
    if (message.Type === "UnsubscribeConfirmation") {
      request.log.warn(
        { topicArn: message.TopicArn },
        "SNS subscription ended: no more SES events",
      );
      return none;
    }
    const notification = sesNotificationInput.safeParse(parseJson(message.Message));
    if (!notification.success)
      throw appError("BAD_REQUEST", "email.eventsInvalid", { cause: notification.error });
    const at = now();
    const result = await recordEmailEvents(db, sesEvents(notification.data, at), "ses", at);
    return { success: true, data: result };
  });
}
