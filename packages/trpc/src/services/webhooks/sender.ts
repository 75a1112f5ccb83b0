// Delivers the queued webhooks (docs/email-delivery.md, "Webhooks"), as the outbox's sender does
// emails: any number of servers may run one on the same database, each delivery taken by one
// sender at a time (FOR UPDATE SKIP LOCKED and a lease), tried again with back-off, given up after
// the last try.
//
// Its own timer rather than a job of the JobRunner: a job runs on one instance at a time and
// holds the runner's one loop (the digest, the rollups) while it runs, and a round of slow
// endpoints may last minutes at 10 s each; the runner also looks only once a minute, late for the
// first retry (1 min) and for the administrator's test event. Deliveries are claimed one by one,
// so every instance's sender shares the work and none sends one twice.
import {
  webhookDeliveries,
  webhookEndpoints,
  type Database,
  type WebhookDelivery,
} from "@bayan/db";
import { and, asc, eq, inArray, lt, lte, ne, type SQL } from "drizzle-orm";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { messageText } from "../../rules/messages.js";
import type { ScheduledJob } from "../jobs.js";
import {
  guardedLookup,
  ipLiteral,
  isBlockedAddress,
  PrivateDestinationError,
} from "./destination.js";
import { claimLeased } from "../leased-claim.js";
import { webhookHeaders } from "./signing.js";

/**
 * The waits after each failed try: 7 tries over about 21 hours (1 min, 5 min, 30 min, 2 h, 6 h,
 * 12 h), then the delivery is given up (`failed`).
 */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long an endpoint has to answer (connection, request and the answer's headers). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a sender holds a delivery it took: well past one try's timeout. */
export const WEBHOOK_LEASE_MS = 60_000;
/** How often each server looks for due deliveries. */
export const WEBHOOK_INTERVAL_MS = 10_000;
/** How long the administrator's test or redelivery waits for its try before answering. */
export const WEBHOOK_NOW_WAIT_MS = 4_000;
/** After a rotation, how long the previous secret still signs (beside the new one). */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;
/** Deliveries one round takes at most, and how many are sent at once. */
const ROUND_SIZE = 100;
const CONCURRENCY = 4;
const USER_AGENT = "Bayan-Webhooks/1.0";
const DELIVERIES = {
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  status: webhookDeliveries.status,
  lockedUntil: webhookDeliveries.lockedUntil,
  attempts: webhookDeliveries.attempts,
  waiting: "pending",
};

/** A delivery's last error written by the server itself, in English (its key goes beside it). */
export const TIMEOUT_ERROR = messageText("webhooks.errorTimeout");
export const PRIVATE_ERROR = messageText("webhooks.errorPrivateDestination");
export const DISABLED_ERROR = messageText("webhooks.errorEndpointDisabled");

/** The key of a last error the server wrote itself, else null. */
export function webhookErrorKey(lastError: string | null) {
  if (lastError === TIMEOUT_ERROR) return "webhooks.errorTimeout" as const;
  if (lastError === PRIVATE_ERROR) return "webhooks.errorPrivateDestination" as const;
  if (lastError === DISABLED_ERROR) return "webhooks.errorEndpointDisabled" as const;
  return null;
}

export type WebhookOutcome = "delivered" | "retry" | "failed";

export interface WebhookSenderOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: private, loopback and link-local destinations are sent to. */
  allowPrivate: boolean;
  /** Where failed tries are reported (the server's log). */
  log?: (message: string, details: Record<string, unknown>) => void;
  onOutcome?: (outcome: WebhookOutcome) => void;
  timeoutMs?: number;
}

class TimeoutError extends Error {}

/** What one try came to: the answer's status, or why there was none. */
interface TryResult {
  statusCode: number | null;
  error: string | null;
}

export class WebhookSender {
  readonly allowPrivate: boolean;
  private readonly log: NonNullable<WebhookSenderOptions["log"]>;
  private readonly onOutcome: NonNullable<WebhookSenderOptions["onOutcome"]>;
  private readonly timeoutMs: number;
  private running: Promise<number> | null = null;
  private readonly sendingNow = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    options: WebhookSenderOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.allowPrivate = options.allowPrivate;
    this.log = options.log ?? (() => {});
    this.onOutcome = options.onOutcome ?? (() => {});
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  }

  /** Looks for due deliveries every `intervalMs` until stopped. */
  start(intervalMs = WEBHOOK_INTERVAL_MS) {
    this.timer = setInterval(() => this.notify(), intervalMs);
    this.timer.unref();
    this.notify();
  }

  /** Asks for a round soon. */
  notify() {
    if (!this.stopped) void this.deliverDue().catch(() => {});
  }

  /** One round over the due deliveries; answers how many were delivered. */
  deliverDue(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Tries the deliveries with these ids at once (the administrator's test event or redelivery),
   * whether due or not, and waits for them at most `waitMs`: those not done by then go on in the
   * background. One another sender holds is left to it.
   */
  async deliverNow(ids: readonly string[], waitMs = WEBHOOK_NOW_WAIT_MS): Promise<void> {
    if (this.stopped || ids.length === 0) return;
    const work = this.deliverEach(ids);
    this.sendingNow.add(work);
    void work.finally(() => this.sendingNow.delete(work));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([work, timeout]);
    clearTimeout(timer);
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await Promise.all([this.running, ...this.sendingNow]);
  }

  private async round(): Promise<number> {
    let delivered = 0;
    let taken = 0;
    const worker = async () => {
      while (!this.stopped && taken < ROUND_SIZE) {
        taken += 1;
        const delivery = await this.claim(
          lte(webhookDeliveries.nextAttemptAt, this.now()),
          asc(webhookDeliveries.nextAttemptAt),
        );
        if (!delivery) return;
        if (await this.attempt(delivery)) delivered += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return delivered;
  }

  private async deliverEach(ids: readonly string[]): Promise<void> {
    const left = new Set(ids);
    try {
      while (left.size > 0 && !this.stopped) {
        const delivery = await this.claim(inArray(webhookDeliveries.id, [...left]));
        if (!delivery) return;
        left.delete(delivery.id);
        await this.attempt(delivery);
      }
    } catch (error) {
      this.log("webhook delivery stopped by an error", { error: String(error) });
    }
  }

  /**
   * Takes one pending delivery matching `which` for this sender, skipping those another sender
   * is taking at the same instant or holds; counts the try at once (a try that crashes its sender
   * still counts).
   */
  private claim(which: SQL, order?: SQL): Promise<WebhookDelivery | undefined> {
    const now = this.now();
    return claimLeased(this.db, DELIVERIES, {
      which,
      order,
      now,
      leaseMs: WEBHOOK_LEASE_MS,
      set: { lastAttemptAt: now },
    });
  }

  /** Sends a claimed delivery once and records what came of it; true when delivered. */
  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    const lease = delivery.lockedUntil!;
    const held = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.lockedUntil, lease),
    );
    try {
      const [endpoint] = await this.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, delivery.endpointId));
      // Gone with its endpoint (the cascade): nothing to record.
      if (!endpoint) return false;
      let result: TryResult;
      if (!endpoint.enabled) {
        result = { statusCode: null, error: DISABLED_ERROR };
      } else {
        const at = this.now();
        const secrets = [endpoint.secret];
        if (
          endpoint.previousSecret &&
          endpoint.previousSecretUntil &&
          endpoint.previousSecretUntil > at
        ) {
          secrets.push(endpoint.previousSecret);
        }
        const body = JSON.stringify(delivery.payload);
        result = await this.post(
          endpoint.url,
          body,
          webhookHeaders(secrets, delivery.id, at, body),
        );
      }
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      if (ok) {
        await this.db
          .update(webhookDeliveries)
          .set({
            status: "delivered",
            deliveredAt: this.now(),
            lastStatusCode: result.statusCode,
            lastError: null,
            lockedUntil: null,
          })
          .where(held);
        this.onOutcome("delivered");
        return true;
      }
      const { attempts } = delivery;
      // A disabled endpoint gets nothing: the delivery is not tried again by itself.
      const failed = attempts >= MAX_ATTEMPTS || result.error === DISABLED_ERROR;
      const wait = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await this.db
        .update(webhookDeliveries)
        .set({
          status: failed ? "failed" : "pending",
          lastStatusCode: result.statusCode,
          lastError: result.error,
          nextAttemptAt: new Date(this.now().getTime() + wait),
          lockedUntil: null,
        })
        .where(held);
      this.onOutcome(failed ? "failed" : "retry");
      this.log(failed ? "webhook given up" : "webhook delivery failed, will retry", {
        deliveryId: delivery.id,
        endpointId: delivery.endpointId,
        event: delivery.eventType,
        attempts,
        statusCode: result.statusCode,
        error: result.error,
      });
      return false;
    } catch (error) {
      // The database failed: the lease runs out and another round takes the delivery again.
      this.log("webhook delivery could not be recorded", {
        deliveryId: delivery.id,
        error: String(error),
      });
      return false;
    }
  }

  /**
   * POSTs the body with its headers: at most `timeoutMs` to the answer's headers, redirects not
   * followed (a 3xx is an answer that is not 2xx), the answer's body read and dropped. The host's
   * addresses are checked on the connection itself (guardedLookup); an address in the URL here.
   */
  private post(url: string, body: string, headers: Record<string, string>): Promise<TryResult> {
    const target = new URL(url);
    const literal = ipLiteral(target.hostname);
    if (!this.allowPrivate && literal && isBlockedAddress(literal)) {
      return Promise.resolve({ statusCode: null, error: PRIVATE_ERROR });
    }
    const request = target.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<TryResult>((resolve) => {
      // Set below, once the request exists; the request's events come later.
      const done = (result: TryResult) => {
        clearTimeout(timer);
        resolve(result);
      };
      const req = request(
        target,
        {
          method: "POST",
          // A connection of its own each time: nothing kept open between tries.
          agent: false,
          headers: {
            ...headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "user-agent": USER_AGENT,
          },
          ...(this.allowPrivate ? {} : { lookup: guardedLookup }),
        },
        (res: IncomingMessage) => {
          done({ statusCode: res.statusCode ?? null, error: null });
          // The answer's body is read and dropped, for as long as a try may last at most.
          const cut = setTimeout(() => res.destroy(), this.timeoutMs);
          cut.unref();
          res.on("close", () => clearTimeout(cut));
          res.on("error", () => {});
          res.resume();
        },
      );
      const timer = setTimeout(() => req.destroy(new TimeoutError()), this.timeoutMs);
      req.on("error", (error) => {
        const reason =
          error instanceof TimeoutError
            ? TIMEOUT_ERROR
            : error instanceof PrivateDestinationError
              ? PRIVATE_ERROR
              : error.message.slice(0, 500) || String(error);
        done({ statusCode: null, error: reason });
      });
      req.end(body);
    });
  }
}

/** How long a delivered or given-up delivery stays in the log. */
export const DELIVERY_LOG_DAYS = 30;

/** Removes the deliveries done (delivered or given up) more than DELIVERY_LOG_DAYS ago. */
export async function pruneWebhookDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  const removed = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, "pending"), lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}

/** The webhooks' scheduled job: the log's daily clean-up (the sender has its own timer). */
export const webhookJobs = (): ScheduledJob[] => [
  { name: "webhook-deliveries-prune", intervalMs: 86_400_000, run: pruneWebhookDeliveries },
];
