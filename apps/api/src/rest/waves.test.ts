import { outbox, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST invitation waves on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
    await t.db.insert(waitlistEntries).values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `wave${i}@example.com`,
        createdAt: new Date(Date.now() - (60 - i) * 60_000),
        confirmedAt: new Date(),
      })),
    );
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it.each([
    ["GET", "/api/waves"],
    ["GET", "/api/waves/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/waves/00000000-0000-4000-8000-000000000000/pause"],
    ["POST", "/api/waves/00000000-0000-4000-8000-000000000000/resume"],
    ["POST", "/api/waves/00000000-0000-4000-8000-000000000000/cancel"],
  ] as const)("%s %s is 401 without a token", async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it("starts a wave at a new domain's pace, shows it live, and pauses, resumes and cancels it", async () => {
    const started = await call("POST", "/api/waitlist/invite-next", { count: 30 });
    expect(started.statusCode).toBe(200);
    // Day one of the warm-up: 100 a day, 13 an hour.
    expect(started.json()).toMatchObject({
      data: { invited: 13, wave: { status: "running", members: 30, released: 13, queued: 17 } },
      message: "Wave started: 13 invitations go now, 17 more follow at the sending pace",
      messageKey: "waitlist.wavePaced",
      params: { now: 13, queued: 17 },
    });
    expect(await t.db.$count(outbox)).toBe(13);
    const id = started.json().data.wave.id as string;

    const live = await call("GET", "/api/waves");
    expect(live.statusCode).toBe(200);
    expect(live.headers["cache-control"]).toBe("no-store");
    expect(live.json().data).toMatchObject({
      waves: [{ id, status: "running", queued: 17 }],
      pace: { day: 1, daily: 100, hourly: 13, sentThisHour: 13, available: 0 },
    });

    const paused = await call("POST", `/api/waves/${id}/pause`);
    expect(paused.json()).toMatchObject({
      success: true,
      data: { id, status: "paused", pausedReason: "manual" },
      messageKey: "waitlist.wavePaused",
    });
    const again = await call("POST", `/api/waves/${id}/pause`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: "waitlist.waveNotRunning" });

    const resumed = await call("POST", `/api/waves/${id}/resume`);
    expect(resumed.json()).toMatchObject({ data: { status: "running" } });

    const cancelled = await call("POST", `/api/waves/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({
      data: { status: "cancelled", returned: 17, released: 13 },
      message: "Wave cancelled: 17 people went back to the queue",
      params: { count: 17 },
    });
    expect((await call("POST", `/api/waves/${id}/cancel`)).statusCode).toBe(409);
    expect((await call("GET", `/api/waves/${id}`)).json().data).toMatchObject({
      status: "cancelled",
    });
    const unknown = await call("GET", "/api/waves/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: "waitlist.waveNotFound" });
  });

  it("refuses a wave larger than 10,000 or a pace under 1, naming the field", async () => {
    const big = await call("POST", "/api/waitlist/invite-next", { count: 10_001 });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      errors: [{ path: "count", messageKey: "waitlist.countInvalid" }],
    });
    const pace = await t.app.inject({
      method: "PUT",
      url: "/api/waitlist/settings",
      headers: auth,
      payload: { paceHourlyCap: 0 },
    });
    expect(pace.statusCode).toBe(400);
    expect(pace.json()).toMatchObject({
      errors: [{ path: "paceHourlyCap", messageKey: "waitlist.paceInvalid" }],
    });
  });
});
