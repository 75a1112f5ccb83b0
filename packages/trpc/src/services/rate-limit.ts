import { Redis } from "ioredis";
import { appError } from "../errors.js";

/** A limit: at most `max` hits per key within `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

export interface WindowState {
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Fixed-window counters by key. In memory by default; in Redis when several instances share. */
export interface RateLimiter {
  /** Counts one hit and answers the window's state after it. */
  hit(key: string, windowMs: number): Promise<WindowState>;
  /** The window's state without counting. */
  peek(key: string): Promise<WindowState>;
  close(): Promise<void>;
}

/** Thrown (as a TRPCError's cause) when a limit is reached; the transport sets Retry-After. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited; retry after ${retryAfterSeconds} s`);
    this.name = "RateLimitedError";
  }
}

export function tooManyRequests(
  state: WindowState,
  message = "Too many requests, please try again later",
) {
  return appError(
    "TOO_MANY_REQUESTS",
    message,
    new RateLimitedError(Math.max(1, Math.ceil(state.resetInMs / 1000))),
  );
}

/** Counts a hit and throws 429 once the key has more than `rule.max` hits in the window. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  message?: string,
) {
  const state = await limiter.hit(key, rule.windowMs);
  if (state.count > rule.max) throw tooManyRequests(state, message);
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<WindowState> {
    const now = this.clock();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  peek(key: string): Promise<WindowState> {
    const now = this.clock();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  close() {
    this.windows.clear();
    return Promise.resolve();
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = "bayan:rl:",
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowState> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
  }

  async close() {
    await this.redis.quit();
  }
}
