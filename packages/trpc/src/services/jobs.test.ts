import { scheduledJobs } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { analyticsJobs } from "./analytics/jobs.js";
import { JobRunner, type ScheduledJob } from "./jobs.js";

describe.each(testDatabaseKinds)("scheduled jobs on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  const row = async (name: string) =>
    (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

  it("runs a due job once among two runners, then not before its interval", async () => {
    let now = new Date("2026-03-10T12:00:00Z");
    const runs: string[] = [];
    const job = (runner: string): ScheduledJob => ({
      name: "count",
      intervalMs: 60_000,
      run: async () => {
        runs.push(runner);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const a = new JobRunner(t.db, [job("a")], { now: () => now });
    const b = new JobRunner(t.db, [job("b")], { now: () => now });
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    expect([...ranA, ...ranB]).toEqual(["count"]);
    expect(await row("count")).toMatchObject({
      lockedUntil: null,
      lastRunAt: now,
      lastError: null,
      nextRunAt: new Date("2026-03-10T12:01:00Z"),
    });
    // Not due yet, then due again: once more, by one of them.
    now = new Date("2026-03-10T12:00:59Z");
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    now = new Date("2026-03-10T12:01:00Z");
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(2);
  });

  it("takes over a job whose runner died, once its lease has passed", async () => {
    // A runner claimed it at 12:00 with a 10-minute lease and never came back.
    await t.db.insert(scheduledJobs).values({
      name: "stale",
      nextRunAt: new Date("2026-03-10T12:00:00Z"),
      lockedUntil: new Date("2026-03-10T12:10:00Z"),
    });
    let ran = 0;
    let now = new Date("2026-03-10T12:05:00Z");
    const runner = new JobRunner(
      t.db,
      [{ name: "stale", intervalMs: 3_600_000, run: () => Promise.resolve(void ran++) }],
      { now: () => now },
    );
    expect(await runner.tick()).toEqual([]);
    now = new Date("2026-03-10T12:10:01Z");
    expect(await runner.tick()).toEqual(["stale"]);
    expect(ran).toBe(1);
    expect(await row("stale")).toMatchObject({
      lockedUntil: null,
      nextRunAt: new Date("2026-03-10T13:10:01Z"),
    });
  });

  it("records a failure and runs the job again at its next time", async () => {
    let now = new Date("2026-03-10T12:00:00Z");
    const logged: string[] = [];
    let attempts = 0;
    const runner = new JobRunner(
      t.db,
      [
        {
          name: "flaky",
          intervalMs: 60_000,
          run: () =>
            attempts++ === 0 ? Promise.reject(new Error("disk full")) : Promise.resolve(),
        },
      ],
      { now: () => now, log: (message) => logged.push(message) },
    );
    await runner.tick();
    expect(await row("flaky")).toMatchObject({ lastError: "disk full", lockedUntil: null });
    expect(logged).toContain("scheduled job failed");
    now = new Date("2026-03-10T12:01:00Z");
    await runner.tick();
    expect(await row("flaky")).toMatchObject({ lastError: null });
    expect(attempts).toBe(2);
  });

  it("does not let a runner whose lease was taken over record over the new holder", async () => {
    let now = new Date("2026-03-10T12:00:00Z");
    let release!: () => void;
    const slow = new JobRunner(
      t.db,
      [
        {
          name: "slow",
          intervalMs: 60_000,
          leaseMs: 1_000,
          run: () => new Promise<void>((resolve) => (release = resolve)),
        },
      ],
      { now: () => now },
    );
    const first = slow.tick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its lease passes; another runner takes the job and finishes it.
    now = new Date("2026-03-10T12:00:02Z");
    const other = new JobRunner(
      t.db,
      [{ name: "slow", intervalMs: 600_000, leaseMs: 1_000, run: async () => {} }],
      { now: () => now },
    );
    expect(await other.tick()).toEqual(["slow"]);
    release();
    await first;
    expect(await row("slow")).toMatchObject({ nextRunAt: new Date("2026-03-10T12:10:02Z") });
  });

  it("starts and stops, running the analytics jobs", async () => {
    const runner = new JobRunner(t.db, analyticsJobs({ retentionDays: 400 }), { tickMs: 50 });
    runner.start();
    for (let i = 0; i < 100 && !(await row("analytics-retention"))?.lastRunAt; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    for (const name of ["analytics-salts", "analytics-rollups", "analytics-retention"])
      expect(await row(name)).toMatchObject({ lastError: null, lockedUntil: null });
  });
});
