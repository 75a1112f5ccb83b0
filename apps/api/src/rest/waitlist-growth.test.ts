import { suppressedAddresses, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { DEFAULT_RATE_LIMITS } from "@bayan/trpc";
import * as s from "@bayan/trpc/schemas";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const DAY_MS = 86_400_000;
/** The link pages' limit per client address in these tests (60 a minute in production). */
const LINK_LIMIT = 5;

/**
 * The verified waitlist's public REST paths (docs/waitlist-growth.md): joining, confirmation from
 * the email, "This wasn't me", a new link, the status page and the leaderboard. Tokens are taken
 * the way a person or an administrator gets them (docs/links.md): "Copy a fresh link" on the
 * confirmation email, and the status token the confirmation answers; never from the database.
 */
describe.each(testDatabaseKinds)("REST verified waitlist on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  /** The administrator's sign-in at the real time (one made after the clock moved works then). */
  let signedIn: { authorization: string };
  /** How far the server's clock is ahead of the real one. */
  let ahead = 0;
  /** Each public call from its own client address, so only the limit test meets a limit. */
  let calls = 0;
  const nextIp = () => `10.9.${Math.floor(calls / 250)}.${(calls++ % 250) + 1}`;

  beforeAll(async () => {
    t = await setupApp(kind, {
      deps: {
        now: () => new Date(Date.now() + ahead),
        limits: { ...DEFAULT_RATE_LIMITS, waitlistLink: { max: LINK_LIMIT, windowMs: 60_000 } },
      },
    });
    signedIn = auth = await t.adminAuth();
  });
  afterAll(() => t.close());
  afterEach(() => {
    ahead = 0;
    auth = signedIn;
  });
  /** Moves the server's clock ahead by `ms`, signing the administrator in again at that time. */
  async function moveClock(ms: number) {
    ahead = ms;
    auth = await t.adminAuth(nextIp());
  }

  const send = (
    method: "GET" | "HEAD" | "POST",
    url: string,
    payload?: unknown,
    remoteAddress = nextIp(),
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const join = (email: string, extra: Record<string, unknown> = {}) =>
    send("POST", "/api/waitlist", { email, ...extra });
  const entryOf = async (email: string) =>
    (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0];

  /** The confirmation emails (and reminders) queued to `to`, newest first, as the admin lists them. */
  async function confirmationsTo(to: string) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/outbox?limit=100&search=${encodeURIComponent(to)}`,
      headers: auth,
    });
    const items = res.json<{ data: s.OutboxItemDto[] }>().data;
    return items.filter(
      (m) =>
        m.to === to.toLowerCase() && ["waitlist-confirm", "waitlist-reminder"].includes(m.kind),
    );
  }

  /** A working confirmation link's token for `to`: the newest email's, copied fresh by the admin. */
  async function confirmToken(to: string) {
    const [email] = await confirmationsTo(to);
    expect(email, `a confirmation email to ${to}`).toBeDefined();
    expect(email!.text).toContain("confirm?token={{link-token:waitlist-confirm}}");
    const fresh = await t.app.inject({
      method: "POST",
      url: `/api/outbox/${email!.id}/fresh-link`,
      headers: auth,
    });
    expect(fresh.statusCode).toBe(200);
    const [link] = fresh.json<{ data: Array<{ purpose: string; url: string }> }>().data;
    expect(link!.purpose).toBe("waitlist-confirm");
    return /\/confirm\?token=([A-Za-z0-9_-]{43})$/.exec(link!.url)![1]!;
  }

  async function joinAndConfirm(email: string) {
    expect((await join(email)).statusCode).toBe(201);
    const res = await send("POST", "/api/waitlist/confirm", { token: await confirmToken(email) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { statusToken: string } }>().data.statusToken;
  }

  it("answers a new, a waiting and a confirmed address alike, with the form's new fields", async () => {
    const email = "nour.haddad@gmail.com";
    const form = { language: "ar", formShownMs: 9000, policyUpdated: "2026-05-01" };
    const fresh = await join(email, form);
    const waiting = await join(email, form);
    expect(await confirmationsTo(email)).toHaveLength(2);
    const token = await confirmToken(email);
    expect((await send("POST", "/api/waitlist/confirm", { token })).statusCode).toBe(200);
    const confirmed = await join(email, { ...form, ref: "NOSUCHCODE" });

    for (const res of [fresh, waiting, confirmed]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        data: { email, language: "ar" },
        message: "You're on the list! We'll notify you when we launch.",
        messageKey: "waitlist.joined",
      });
    }
    // A confirmed address is sent no confirmation again.
    expect(await confirmationsTo(email)).toHaveLength(2);
    const entry = await entryOf(email);
    expect(entry!.confirmedAt).not.toBeNull();
    expect(entry!.consent).toMatchObject({ policyUpdated: "2026-05-01", language: "ar" });
  });

  it("refuses a disposable domain with 400 and its key, and a malformed ref naming the field", async () => {
    const res = await join("x@mailinator.com");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      message: expect.stringContaining("mailinator.com"),
      messageKey: "waitlist.disposableEmail",
      params: { domain: "mailinator.com" },
    });
    expect(await entryOf("x@mailinator.com")).toBeUndefined();
    const badRef = await join("someone@example.com", { ref: "no!" });
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().errors).toMatchObject([
      { path: "ref", messageKey: "waitlist.refInvalid" },
    ]);
  });

  it("shows a confirmation link's state on GET and HEAD and changes nothing", async () => {
    await join("layla@example.com");
    const token = await confirmToken("layla@example.com");
    const check = await send("GET", `/api/waitlist/confirm/${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.headers["cache-control"]).toBe("no-store");
    expect(s.waitlistConfirmCheckOutput.parse(check.json().data)).toEqual({
      state: "valid",
      language: "en",
      email: "l***@example.com",
    });
    expect((await send("HEAD", `/api/waitlist/confirm/${token}`)).statusCode).toBe(200);
    expect((await send("GET", `/api/waitlist/confirm/${token}`)).json().data.state).toBe("valid");
    const entry = await entryOf("layla@example.com");
    expect(entry!.confirmedAt).toBeNull();
    expect(entry!.referralCode).toBeNull();

    expect((await send("GET", `/api/waitlist/confirm/${"x".repeat(43)}`)).statusCode).toBe(404);
    const bad = await send("GET", "/api/waitlist/confirm/not%20a%20token");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([
      { path: "token", messageKey: "waitlist.tokenInvalid" },
    ]);
  });

  it("confirms once: 200 with a status token, then 409; unknown 404, malformed 400", async () => {
    await join("omar@example.com");
    const token = await confirmToken("omar@example.com");
    const first = await send("POST", "/api/waitlist/confirm", { token });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json()).toEqual({
      success: true,
      data: { statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      message: "Your place is confirmed",
      messageKey: "waitlist.confirmed",
    });
    expect((await entryOf("omar@example.com"))!.confirmedAt).not.toBeNull();
    expect((await send("GET", `/api/waitlist/confirm/${token}`)).json().data.state).toBe(
      "confirmed",
    );

    const again = await send("POST", "/api/waitlist/confirm", { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "CONFLICT",
      messageKey: "waitlist.alreadyConfirmed",
    });
    const unknown = await send("POST", "/api/waitlist/confirm", { token: "y".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageKey).toBe("waitlist.linkUnknown");
    for (const body of [{}, { token: "" }, { token: "short" }, { token: 42 }]) {
      const res = await send("POST", "/api/waitlist/confirm", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].path).toBe("token");
    }
  });

  it("answers 409 linkExpired for an expired link, and a new email's link confirms", async () => {
    await join("sami@example.com");
    const token = await confirmToken("sami@example.com");
    await moveClock(8 * DAY_MS);
    expect((await send("GET", `/api/waitlist/confirm/${token}`)).json().data.state).toBe("expired");
    const expired = await send("POST", "/api/waitlist/confirm", { token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: "CONFLICT", messageKey: "waitlist.linkExpired" });
    expect((await entryOf("sami@example.com"))!.confirmedAt).toBeNull();

    const resend = await send("POST", "/api/waitlist/confirm/resend", { token });
    expect(resend.statusCode).toBe(200);
    expect(await confirmationsTo("sami@example.com")).toHaveLength(2);
    const renewed = await confirmToken("sami@example.com");
    expect((await send("POST", "/api/waitlist/confirm", { token: renewed })).statusCode).toBe(200);
  });

  it("'This wasn't me' removes the entry and suppresses the address for good", async () => {
    await join("Not.Me@Example.com");
    const token = await confirmToken("Not.Me@Example.com");
    const sent = (await confirmationsTo("not.me@example.com")).length;
    const res = await send("POST", "/api/waitlist/not-me", { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: "Your address was removed from the list and will not be emailed again",
      messageKey: "waitlist.removed",
    });
    expect(await entryOf("Not.Me@Example.com")).toBeUndefined();
    const suppressed = await t.db
      .select()
      .from(suppressedAddresses)
      .where(eq(suppressedAddresses.email, "not.me@example.com"));
    expect(suppressed).toMatchObject([{ reason: "not-me", source: "waitlist" }]);
    expect((await send("POST", "/api/waitlist/not-me", { token })).statusCode).toBe(404);

    // Joining again answers as always, but stores nothing and sends nothing.
    const again = await join("not.me@example.com");
    expect(again.statusCode).toBe(201);
    expect(again.json().messageKey).toBe("waitlist.joined");
    expect(await entryOf("not.me@example.com")).toBeUndefined();
    expect(await confirmationsTo("not.me@example.com")).toHaveLength(sent);

    // Someone who holds the link already confirmed: the place stays.
    await join("kept@example.com");
    const kept = await confirmToken("kept@example.com");
    expect((await send("POST", "/api/waitlist/confirm", { token: kept })).statusCode).toBe(200);
    const late = await send("POST", "/api/waitlist/not-me", { token: kept });
    expect(late.statusCode).toBe(409);
    expect(late.json().messageKey).toBe("waitlist.alreadyConfirmed");
    expect(await entryOf("kept@example.com")).toBeDefined();
  });

  it("sends a new link with the same answer always, at most 3 emails a day counting joins", async () => {
    const email = "rana@example.com";
    await join(email);
    const token = await confirmToken(email);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await send("POST", "/api/waitlist/confirm/resend", { token }));
    }
    expect((await join(email)).statusCode).toBe(201);
    // The join and two resends: 3 emails; the third resend and the second join send none.
    expect(await confirmationsTo(email)).toHaveLength(3);
    expect((await send("POST", "/api/waitlist/confirm", { token })).statusCode).toBe(200);
    answers.push(await send("POST", "/api/waitlist/confirm/resend", { token }));
    expect(await confirmationsTo(email)).toHaveLength(3);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual({
        success: true,
        data: null,
        message: "A new email is on its way if this address is still on the list",
        messageKey: "waitlist.newLinkSent",
      });
    }
  });

  it("shows the status page to its token: no-store, 404 unknown, 400 malformed", async () => {
    const statusToken = await joinAndConfirm("huda@example.com");
    const res = await send("GET", `/api/waitlist/status/${statusToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const status = s.waitlistStatusOutput.strict().parse(res.json().data);
    const entry = await entryOf("huda@example.com");
    expect(status).toEqual({
      position: expect.any(Number),
      total: expect.any(Number),
      confirmed: true,
      invited: false,
      referralCode: entry!.referralCode,
      referralLink: `http://bayan.test/?ref=${entry!.referralCode}`,
      referrals: 0,
      language: "en",
      email: "h***@example.com",
    });
    expect(status.referralCode).toMatch(/^[A-Za-z0-9]{4,32}$/);
    expect(status.position).toBeLessThanOrEqual(status.total);

    const unknown = await send("GET", `/api/waitlist/status/${"q".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
    expect(unknown.json().messageKey).toBe("waitlist.statusNotFound");
    expect((await send("GET", "/api/waitlist/status/bad.token")).statusCode).toBe(400);
  });

  it("answers 429 with Retry-After past the link pages' limit from one address", async () => {
    const statusToken = await joinAndConfirm("busy@example.com");
    const from = () => send("GET", `/api/waitlist/status/${statusToken}`, undefined, "10.8.0.1");
    for (let i = 0; i < LINK_LIMIT; i++) expect((await from()).statusCode).toBe(200);
    const over = await from();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // The limit is the client address's: another one still reads the page.
    expect((await send("GET", `/api/waitlist/status/${statusToken}`)).statusCode).toBe(200);
  });

  it("keeps the leaderboard empty while it is off", async () => {
    const res = await send("GET", "/api/waitlist/leaderboard");
    expect(res.statusCode).toBe(200);
    // Public and masked: a landing page on another origin may show it (not a personal answer).
    expect(res.headers["cache-control"]).not.toBe("no-store");
    expect(res.json()).toEqual({ success: true, data: { enabled: false, entries: [] } });
  });
});
