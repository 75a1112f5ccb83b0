import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

// The public answers everyone gets the same of (rest/shared-answers.ts): kept as bytes for the
// rest of the clock's second, with an ETag and 304; a change made here shows at once.

describe.each(testDatabaseKinds)("shared public answers on %s", (kind) => {
  let clock = new Date("2026-06-01T08:00:00.250Z");
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("labels the queue counts with an ETag and answers 304 to a client that has them", async () => {
    const first = await get("/api/waitlist/stats");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");

    const again = await get("/api/waitlist/stats");
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The kept answer carries the headers every answer carries.
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    expect(again.headers["x-request-id"]).toBeTruthy();

    const unchanged = await get("/api/waitlist/stats", { "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);
    // A list of tags, or the weak form, names it too; another tag gets the answer.
    expect(
      (await get("/api/waitlist/stats", { "if-none-match": `"x", W/${etag}` })).statusCode,
    ).toBe(304);
    expect((await get("/api/waitlist/stats", { "if-none-match": '"other"' })).statusCode).toBe(200);
    // A query changes nothing, and is not a second kept answer.
    expect((await get("/api/waitlist/stats?fresh=1")).headers.etag).toBe(etag);
  });

  it("counts a join at once, within the same second", async () => {
    const before = await get("/api/waitlist/stats");
    const joined = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      payload: { email: `shared-${kind}@example.com`, language: "en" },
    });
    expect(joined.statusCode).toBe(201);
    const after = await get("/api/waitlist/stats", {
      "if-none-match": String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.totalInQueue).toBe(before.json().data.totalInQueue + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("gives the countdown's time left as of the clock's second, and a saved countdown at once", async () => {
    const left = async () => (await get("/api/system/countdown")).json().data;
    const first = await left();
    clock = new Date(clock.getTime() + 500); // the same second: the kept answer
    expect(await left()).toEqual(first);
    clock = new Date(clock.getTime() + 1_000); // the next second: counted from the clock again
    const secondsLeft = Math.floor((Date.parse(first.targetDate) - clock.getTime()) / 1000);
    expect(secondsLeft).toBeLessThan(first.timeRemaining.totalSeconds);
    expect((await left()).timeRemaining.totalSeconds).toBe(secondsLeft);

    const saved = await t.app.inject({
      method: "POST",
      url: "/api/system/countdown",
      headers: await t.adminAuth(),
      payload: {
        targetDate: "2026-09-01T00:00:00.000Z",
        title: "Launch moved",
        description: first.description,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await left()).toMatchObject({
      title: "Launch moved",
      targetDate: "2026-09-01T00:00:00.000Z",
    });
  });
});
