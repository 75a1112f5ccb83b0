import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./rate-limit.js";

/** The limiters the server can use: in memory always, Redis too when REDIS_URL is set (CI). */
const limiters: Array<[string, () => RateLimiter]> = [
  ["memory", () => new MemoryRateLimiter()],
  ...(process.env.REDIS_URL
    ? [
        [
          "redis",
          () => new RedisRateLimiter(process.env.REDIS_URL!, `bayan-test:${Date.now()}:`),
        ] as [string, () => RateLimiter],
      ]
    : []),
];

describe.each(limiters)("the %s rate limiter", (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it("counts hits per key within a window and reports when it ends", async () => {
    expect(await limiter.peek("a")).toEqual({ count: 0, resetInMs: 0 });
    const first = await limiter.hit("a", 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    await limiter.hit("a", 60_000);
    expect((await limiter.peek("a")).count).toBe(2);
    expect((await limiter.peek("b")).count).toBe(0);
  });

  it("starts a new window once the old one has passed", async () => {
    await limiter.hit("short", 50);
    await limiter.hit("short", 50);
    await new Promise((r) => setTimeout(r, 80));
    expect((await limiter.hit("short", 50)).count).toBe(1);
  });
});
