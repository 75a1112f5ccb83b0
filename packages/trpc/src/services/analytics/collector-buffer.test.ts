import { analyticsEvents, analyticsSessions } from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalyticsCollector } from "./collector.js";
import { SaltStore } from "./visitor.js";
import { A, B, engagement, pageview, req, sessions } from "../../../test/analytics-visit.js";

describe.each(testDatabaseKinds)("the analytics collector's writes on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(analyticsSessions);
  });

  it("writes on close, refuses events after it, and writes by itself at maxBatch", async () => {
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      salts: new SaltStore(),
    });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    expect(collector.pending).toBe(1);
    expect(await handle.db.$count(analyticsEvents)).toBe(0);
    await collector.close();
    expect(collector.pending).toBe(0);
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
    expect(collector.accept([pageview("/")], req(A, "2026-03-12T10:00:01Z"))).toBe(0);

    const batching = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, maxBatch: 3 });
    batching.accept([pageview("/a"), pageview("/b")], req(B, "2026-03-12T10:00:00Z"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
    batching.accept([pageview("/c")], req(B, "2026-03-12T10:00:01Z"));
    await vi.waitFor(async () => expect(await handle.db.$count(analyticsEvents)).toBe(4));
    await batching.close();
  });

  it("writes every interval by itself", async () => {
    const collector = new AnalyticsCollector(handle.db, { flushIntervalMs: 10 });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    await vi.waitFor(async () => expect(await handle.db.$count(analyticsEvents)).toBe(1));
    await collector.close();
  });

  it("lets two servers add to one visit (counters are increments)", async () => {
    const one = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, salts: new SaltStore() });
    const two = new AnalyticsCollector(handle.db, { flushIntervalMs: 0, salts: new SaltStore() });
    one.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    await one.flush();
    one.accept([pageview("/a")], req(A, "2026-03-12T10:01:00Z"));
    two.accept([pageview("/b"), engagement("/b", 1_000)], req(A, "2026-03-12T10:01:00Z"));
    await Promise.all([one.flush(), two.flush()]);
    const rows = await sessions(handle.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pageviews: 3, events: 4, engagementMs: 1_000 });
    await Promise.all([one.close(), two.close()]);
  });

  it("keeps the events of a failed write for the next one", async () => {
    const errors: unknown[] = [];
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      onError: (e) => errors.push(e),
    });
    collector.accept([pageview("/")], req(A, "2026-03-12T10:00:00Z"));
    const spy = vi
      .spyOn(handle.db, "transaction")
      .mockRejectedValueOnce(new Error("database down"));
    await expect(collector.flush()).rejects.toThrow("database down");
    expect(collector.pending).toBe(1);
    spy.mockRestore();
    await collector.close();
    expect(errors).toEqual([]);
    expect(await handle.db.$count(analyticsEvents)).toBe(1);
  });

  it("drops events beyond maxBuffered and says so once", async () => {
    const errors: unknown[] = [];
    const collector = new AnalyticsCollector(handle.db, {
      flushIntervalMs: 0,
      maxBuffered: 2,
      onError: (e) => errors.push(e),
    });
    const now = "2026-03-12T10:00:00Z";
    expect(collector.accept([pageview("/a"), pageview("/b")], req(A, now))).toBe(2);
    expect(collector.accept([pageview("/c")], req(A, now))).toBe(0);
    expect(collector.accept([pageview("/d")], req(A, now))).toBe(0);
    expect(collector.dropped).toBe(2);
    expect(errors).toHaveLength(1);
    await collector.close();
    expect(await handle.db.$count(analyticsEvents)).toBe(2);
  });
});
