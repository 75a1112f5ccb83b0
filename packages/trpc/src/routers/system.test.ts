import { testDatabaseKinds } from "@bayan/db/testing";
import { launchCountdown } from "@bayan/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";

describe.each(testDatabaseKinds)("system on %s", (kind) => {
  let clock = new Date("2026-03-01T12:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  it("stores a default countdown 57 days ahead on first read and keeps it", async () => {
    const first = await t.caller.system.countdown();
    expect(first).toMatchObject({
      targetDate: "2026-04-27T12:00:00.000Z",
      isCompleted: false,
      timeRemaining: { days: 57, hours: 0, minutes: 0, seconds: 0, totalSeconds: 57 * 86_400 },
    });
    clock = new Date("2026-03-02T12:00:01.000Z");
    const later = await t.caller.system.countdown();
    expect(later.targetDate).toBe(first.targetDate);
    expect(later.timeRemaining).toMatchObject({ days: 55, hours: 23, minutes: 59, seconds: 59 });
    expect(await t.db.$count(launchCountdown)).toBe(1);
  });

  it("reports a passed target as completed with nothing left", async () => {
    clock = new Date("2026-05-01T00:00:00.000Z");
    const done = await t.caller.system.countdown();
    expect(done.isCompleted).toBe(true);
    expect(done.timeRemaining.totalSeconds).toBe(0);
  });

  it("reports health with the database kind and the server time in UTC", async () => {
    const health = await t.caller.system.health();
    expect(health).toMatchObject({ status: "ok", database: { kind, status: "up" } });
    expect(await t.caller.system.time()).toEqual({
      now: clock.toISOString(),
      timestamp: clock.getTime(),
      timezone: "UTC",
    });
  });
});
