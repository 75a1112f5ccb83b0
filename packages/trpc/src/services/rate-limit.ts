import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { appError } from "../errors.js";
import type { MessageKey } from "../rules/messages.js";

/** A limit: at most `max` calls per key within `windowMs` (whole seconds). */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** The answer to one call: let through or not, and when the key's window ends. */
export interface Verdict {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Fixed-window counts per key (rate-limiter-flexible): in this process's memory by default, in
 * Redis when several servers share the limits. Each count is one atomic step in the store, so
 * calls arriving together cannot slip past a limit.
 */
export interface RateLimiter {
  /** Counts one call against `key`; `allowed` is false once the key is past `rule.max`. */
  take(key: string, rule: RateRule): Promise<Verdict>;
  /** Gives back a call counted by `take` that turned out not to count (a right password). */
  giveBack(key: string, rule: RateRule): Promise<void>;
  close(): Promise<void>;
}

/** Thrown (as a TRPCError's cause) when a limit is reached; the transport sets Retry-After. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited; retry after ${retryAfterSeconds} s`);
    this.name = "RateLimitedError";
  }
}

/** The 429 for a limit reached: its message (a key of the vocabulary) and when to retry. */
export function tooManyRequests(
  verdict: Verdict,
  message: MessageKey | (string & {}) = "common.tooManyRequests",
) {
  return appError("TOO_MANY_REQUESTS", message, {
    cause: new RateLimitedError(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))),
  });
}

/** Counts a call and throws 429 once the key is past `rule.max` in the window. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  message?: MessageKey | (string & {}),
) {
  const verdict = await limiter.take(key, rule);
  if (!verdict.allowed) throw tooManyRequests(verdict, message);
}

/** One rate-limiter-flexible limiter per rule, made on first use. */
abstract class FlexibleRateLimiter implements RateLimiter {
  private readonly byRule = new Map<string, RateLimiterAbstract>();

  protected abstract create(points: number, durationSeconds: number): RateLimiterAbstract;

  private limiterFor(rule: RateRule) {
    const id = `${rule.max}/${rule.windowMs}`;
    let limiter = this.byRule.get(id);
    if (!limiter) {
      limiter = this.create(rule.max, Math.max(1, Math.round(rule.windowMs / 1000)));
      this.byRule.set(id, limiter);
    }
    return limiter;
  }

  async take(key: string, rule: RateRule): Promise<Verdict> {
    try {
      const result = await this.limiterFor(rule).consume(key);
      return { allowed: true, retryAfterMs: result.msBeforeNext };
    } catch (rejection) {
      // Past the limit the library rejects with the key's state; anything else is a fault.
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterMs: rejection.msBeforeNext };
      }
      throw rejection;
    }
  }

  async giveBack(key: string, rule: RateRule): Promise<void> {
    await this.limiterFor(rule).reward(key, 1);
  }

  abstract close(): Promise<void>;
}

/** Limits counted in this process: right for one server (and the tests). */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  protected create(points: number, duration: number) {
    return new RateLimiterMemory({ points, duration });
  }

  close() {
    return Promise.resolve();
  }
}

export interface RedisRateLimiterOptions {
  /** Prefix of every key in Redis (tests use their own). */
  prefix?: string;
  /**
   * Called when Redis stops answering (once per outage) and when it is back. Meanwhile each
   * server counts in its own memory: the limits still hold per server, and no call fails.
   */
  onStoreChange?: (event: "unreachable" | "recovered", error?: Error) => void;
}

/**
 * Limits shared by every server through Redis. When Redis is down or slow, each server counts in
 * memory instead (rate-limiter-flexible's insurance limiter) until it answers again: a visitor is
 * never answered 500 because of the limiter.
 */
export class RedisRateLimiter extends FlexibleRateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private down = false;

  constructor(url: string, options: RedisRateLimiterOptions = {}) {
    super();
    this.prefix = options.prefix ?? "bayan:rl:";
    this.redis = new Redis(url, {
      // Fail a command at once while disconnected (the insurance limiter answers instead)
      // rather than queueing it, and give up on one that takes longer than a second.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      connectTimeout: 2_000,
    });
    const report = options.onStoreChange ?? (() => {});
    // ioredis reports every failed reconnection as an "error" event: tell once per outage.
    this.redis.on("error", (error: Error) => {
      if (this.down) return;
      this.down = true;
      report("unreachable", error);
    });
    this.redis.on("ready", () => {
      if (!this.down) return;
      this.down = false;
      report("recovered");
    });
  }

  protected create(points: number, duration: number) {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.prefix}${points}-${duration}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
  }

  /** Answers when Redis answers (the readiness check). */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
