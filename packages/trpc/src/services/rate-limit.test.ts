import { afterAll, describe, expect, it } from "vitest";
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./rate-limit.js";

/** The limiters the server can use: in memory always, Redis too when REDIS_URL is set (CI). */
const limiters: Array<[string, () => RateLimiter]> = [
  ["memory", () => new MemoryRateLimiter()],
  ...(process.env.REDIS_URL
    ? [
        [
          "redis",
          () =>
            new RedisRateLimiter(process.env.REDIS_URL!, { prefix: `bayan-test:${Date.now()}:` }),
        ] as [string, () => RateLimiter],
      ]
    : []),
];

const rule = { max: 3, windowMs: 60_000 };

describe.each(limiters)("the %s rate limiter", (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it("lets `max` calls per key through in a window, then says when to come back", async () => {
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.take("a", rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterMs).toBeGreaterThan(59_000);
    expect((await limiter.take("b", rule)).allowed).toBe(true);
  });

  it("counts calls sent at the same instant one by one", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.take("together", rule)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  it("takes back a call given back", async () => {
    for (let i = 0; i < 3; i++) await limiter.take("back", rule);
    await limiter.giveBack("back", rule);
    expect((await limiter.take("back", rule)).allowed).toBe(true);
    expect((await limiter.take("back", rule)).allowed).toBe(false);
  });

  it("starts a new window once the old one has passed", async () => {
    const short = { max: 1, windowMs: 1_000 };
    expect((await limiter.take("short", short)).allowed).toBe(true);
    expect((await limiter.take("short", short)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limiter.take("short", short)).allowed).toBe(true);
  });
});

describe("the Redis rate limiter without Redis", () => {
  it("counts in memory instead, never fails a call, and reports the outage once", async () => {
    const events: string[] = [];
    // Nothing listens on port 1.
    const limiter = new RedisRateLimiter("redis://127.0.0.1:1", {
      onStoreChange: (event) => events.push(event),
    });
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.take("offline", rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 1_500)); // ioredis keeps trying to reconnect meanwhile
    expect(events).toEqual(["unreachable"]);
    await limiter.close();
  });
});
