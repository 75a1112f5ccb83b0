import { testDatabaseKinds } from "@bayan/db/testing";
import * as s from "@bayan/trpc/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

type Status = ReturnType<typeof s.waitlistStatusOutput.parse>;

/**
 * The verified waitlist through REST, end to end with the administrator's side
 * (docs/waitlist-growth.md): referrals and the position rule, Settings > Waitlist, the review
 * queue, top referrers, the leaderboard, and the list's and "invite next"'s new options. The tests
 * run in order on one queue. Links are taken as a person or an administrator gets them
 * (docs/links.md), never from the database.
 */
describe.each(testDatabaseKinds)("REST verified waitlist, administration, on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  /** Each join a second after the one before, so the join order is certain. */
  let ahead = 0;
  let calls = 0;
  const nextIp = () => `10.7.${Math.floor(calls / 250)}.${(calls++ % 250) + 1}`;

  beforeAll(async () => {
    t = await setupApp(kind, { deps: { now: () => new Date(Date.now() + ahead) } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, admin = false) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: admin ? auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    send(method, url, payload, true);

  function join(email: string, extra: Record<string, unknown> = {}) {
    ahead += 1000;
    return send("POST", "/api/waitlist", { email, formShownMs: 8000, ...extra });
  }

  /** A working confirmation link for `to`: "Copy a fresh link" on its confirmation email. */
  async function confirmToken(to: string) {
    const listed = await admin("GET", `/api/outbox?limit=100&search=${encodeURIComponent(to)}`);
    const email = listed
      .json<{ data: s.OutboxItemDto[] }>()
      .data.find((m) => m.to === to && m.kind === "waitlist-confirm");
    const fresh = await admin("POST", `/api/outbox/${email!.id}/fresh-link`);
    expect(fresh.statusCode).toBe(200);
    return /\/confirm\?token=([A-Za-z0-9_-]{43})$/.exec(fresh.json().data[0].url)![1]!;
  }

  /** Joins and confirms as a person would; answers the status page's token. */
  async function joinAndConfirm(email: string, extra: Record<string, unknown> = {}) {
    expect((await join(email, extra)).statusCode).toBe(201);
    const res = await send("POST", "/api/waitlist/confirm", { token: await confirmToken(email) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { statusToken: string } }>().data.statusToken;
  }

  async function statusOf(token: string): Promise<Status> {
    const res = await send("GET", `/api/waitlist/status/${token}`);
    expect(res.statusCode).toBe(200);
    return s.waitlistStatusOutput.parse(res.json().data);
  }

  async function entryId(email: string) {
    const res = await admin("GET", `/api/waitlist?search=${encodeURIComponent(email)}`);
    return res.json<{ data: s.WaitlistEntryDto[] }>().data.find((e) => e.email === email)!.id;
  }

  const fillers = ["fadi", "ghada", "hani", "iman", "jana"].map((n) => `${n}.queue@gmail.com`);
  const amal = "amal.referrer@gmail.com";
  const badr = "badr.friend@gmail.com";
  const dina = "dina.fast@gmail.com";
  let amalStatus = "";
  let badrStatus = "";

  it("credits a confirmed referral and moves the referrer up under the referral rule", async () => {
    for (const email of fillers) await joinAndConfirm(email);
    amalStatus = await joinAndConfirm(amal);
    const before = await statusOf(amalStatus);
    expect(before).toMatchObject({ position: 6, total: 6, confirmed: true, referrals: 0 });
    expect(before.referralLink).toBe(`http://bayan.test/?ref=${before.referralCode}`);

    // Badr comes through Amal's link; the referral counts once Badr confirms.
    expect((await join(badr, { ref: before.referralCode })).statusCode).toBe(201);
    expect((await statusOf(amalStatus)).referrals).toBe(0);
    badrStatus = await send("POST", "/api/waitlist/confirm", {
      token: await confirmToken(badr),
    }).then((r) => r.json().data.statusToken as string);
    expect(await statusOf(amalStatus)).toMatchObject({ position: 6, total: 7, referrals: 1 });
    expect(await statusOf(badrStatus)).toMatchObject({ position: 7, referrals: 0 });

    // Under "referrals" each credited referral is worth placesPerReferral places: 6 - 4 = 2, a
    // tie with the second filler, who joined earlier.
    const put = await admin("PUT", "/api/waitlist/settings", {
      positionRule: "referrals",
      placesPerReferral: 4,
    });
    expect(put.statusCode).toBe(200);
    expect(await statusOf(amalStatus)).toMatchObject({ position: 3, total: 7, referrals: 1 });
    expect((await statusOf(badrStatus)).position).toBe(7);
  });

  it("reads and changes the settings in part, 400 naming the field for a bad value", async () => {
    const read = await admin("GET", "/api/waitlist/settings");
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toEqual({
      success: true,
      data: {
        doubleOptIn: true,
        positionRule: "referrals",
        placesPerReferral: 4,
        reminderAfterHours: 48,
        unconfirmedKeepDays: 30,
        leaderboard: false,
        paceWarmUp: true,
        paceFirstDay: 100,
        paceDailyCap: 5000,
        paceHourlyCap: 1000,
      },
    });
    const put = await admin("PUT", "/api/waitlist/settings", { leaderboard: true });
    expect(put.json()).toEqual({
      success: true,
      data: { ...read.json().data, leaderboard: true },
      message: "Waitlist settings saved",
      messageKey: "waitlist.settingsSaved",
    });

    const zero = await admin("PUT", "/api/waitlist/settings", { placesPerReferral: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({
      code: "BAD_REQUEST",
      errors: [{ path: "placesPerReferral", messageKey: "waitlist.placesInvalid" }],
    });
    for (const body of [{ positionRule: "random" }, { unknownField: 1 }, {}]) {
      expect((await admin("PUT", "/api/waitlist/settings", body)).statusCode).toBe(400);
    }
    expect((await send("PUT", "/api/waitlist/settings", { leaderboard: false })).statusCode).toBe(
      401,
    );
    expect((await send("GET", "/api/waitlist/settings")).statusCode).toBe(401);
    expect((await admin("GET", "/api/waitlist/settings")).json().data.placesPerReferral).toBe(4);
  });

  it("lists top referrers for the administrator and the public leaderboard masked", async () => {
    const top = await admin("GET", "/api/waitlist/top-referrers");
    expect(top.statusCode).toBe(200);
    expect(s.topReferrersOutput.parse(top.json().data)).toEqual([
      { id: await entryId(amal), email: amal, referrals: 1 },
    ]);
    expect((await send("GET", "/api/waitlist/top-referrers")).statusCode).toBe(401);
    const board = await send("GET", "/api/waitlist/leaderboard");
    expect(board.json().data).toEqual({
      enabled: true,
      entries: [{ email: "a***@gmail.com", referrals: 1 }],
    });
  });

  const listed = async (query: string) => {
    const res = await admin("GET", `/api/waitlist?limit=100&${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json<{ data: s.WaitlistEntryDto[] }>().data;
  };
  const emails = (rows: s.WaitlistEntryDto[]) => rows.map((r) => r.email);

  it("holds a suspect referral for review: approve credits it, reject takes it back", async () => {
    const { referralCode } = await statusOf(amalStatus);
    // Sent faster than a person types: the join is kept, its referral waits for review.
    await joinAndConfirm(dina, { ref: referralCode, formShownMs: 300 });
    expect((await statusOf(amalStatus)).referrals).toBe(1);
    const dinaId = await entryId(dina);
    const queued = await listed("verification=review");
    expect(queued.map((r) => [r.email, r.referralState, r.referrer])).toEqual([
      [dina, "suspect", amal],
    ]);
    expect(queued[0]!.flags).toEqual(["too-fast"]);

    const approve = await admin("POST", "/api/waitlist/review", {
      ids: [dinaId, "00000000-0000-4000-8000-000000000000", "not-an-id"],
      decision: "approve",
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ success: true, data: { changed: 1 } });
    expect(approve.json().messageKey).toBe("waitlist.referralsApproved");
    expect((await statusOf(amalStatus)).referrals).toBe(2);
    // Nothing left to approve.
    const twice = await admin("POST", "/api/waitlist/review", {
      ids: [dinaId],
      decision: "approve",
    });
    expect(twice.json().data).toEqual({ changed: 0 });

    const reject = await admin("POST", "/api/waitlist/review", {
      ids: [dinaId],
      decision: "reject",
    });
    expect(reject.json()).toMatchObject({
      data: { changed: 1 },
      messageKey: "waitlist.referralsRejected",
    });
    expect((await statusOf(amalStatus)).referrals).toBe(1);

    const bad = await admin("POST", "/api/waitlist/review", { ids: [dinaId], decision: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([
      { path: "decision", messageKey: "waitlist.decisionInvalid" },
    ]);
    const none = await admin("POST", "/api/waitlist/review", { ids: [], decision: "reject" });
    expect(none.json().errors).toMatchObject([
      { path: "ids", messageKey: "waitlist.noEntryChosen" },
    ]);
    expect(
      (await send("POST", "/api/waitlist/review", { ids: [dinaId], decision: "approve" }))
        .statusCode,
    ).toBe(401);
  });

  it("sorts the list by position, referrals and referrer, and filters it by verification", async () => {
    expect((await join("kareem.unconfirmed@gmail.com")).statusCode).toBe(201);
    const byPosition = await listed("sortBy=position&sortDir=asc");
    // Amal is third (see the first test); Dina, confirmed last, after Badr; the unconfirmed last.
    expect(emails(byPosition)).toEqual([
      fillers[0],
      fillers[1],
      amal,
      ...fillers.slice(2),
      badr,
      dina,
      "kareem.unconfirmed@gmail.com",
    ]);
    expect(byPosition.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const byReferrals = await listed("sortBy=referrals&sortDir=desc");
    expect(byReferrals[0]).toMatchObject({ email: amal, referralCount: 1 });
    const byReferrer = await listed("sortBy=referrer&sortDir=asc");
    expect(
      byReferrer
        .filter((r) => r.referrer === amal)
        .map((r) => r.email)
        .sort(),
    ).toEqual([badr, dina].sort());

    expect(emails(await listed("verification=unconfirmed"))).toEqual([
      "kareem.unconfirmed@gmail.com",
    ]);
    expect(await listed("verification=confirmed")).toHaveLength(8);
    expect(emails(await listed("verification=flagged"))).toEqual([dina]);
    // Dina's referral was decided (rejected): the review queue is empty.
    expect(await listed("verification=review")).toEqual([]);
    const bad = await admin("GET", "/api/waitlist?verification=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("verification");
    expect((await admin("GET", "/api/waitlist?sortBy=nonsense")).statusCode).toBe(400);
  });

  it("invites the next by position, confirmed only unless includeUnconfirmed", async () => {
    const first = await admin("POST", "/api/waitlist/invite-next", { count: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ invited: 3 });
    const invited = (await listed("status=notified")).map((r) => r.email).sort();
    expect(invited).toEqual([fillers[0], fillers[1], amal].sort());
    expect(await statusOf(amalStatus)).toMatchObject({ position: null, invited: true });

    const rest = await admin("POST", "/api/waitlist/invite-next", { count: 100 });
    expect(rest.json().data).toMatchObject({ invited: 5 });
    expect(emails(await listed("status=pending"))).toEqual(["kareem.unconfirmed@gmail.com"]);
    const all = await admin("POST", "/api/waitlist/invite-next", {
      count: 100,
      includeUnconfirmed: true,
    });
    expect(all.json().data).toMatchObject({ invited: 1 });
    expect(await listed("status=pending")).toEqual([]);
  });
});
