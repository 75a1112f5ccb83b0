import { testDatabaseKinds } from "@bayan/db/testing";
import { HASHING_CONCURRENCY, HASHING_QUEUE } from "@bayan/trpc";
import { insertTeamMember, TEST_ADMIN_PASSWORD } from "@bayan/trpc/testing";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counterValue } from "../plugins/metrics.js";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST /api/auth on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind);
  });
  afterAll(() => t.close());

  const login = (password: unknown, remoteAddress = "192.0.2.10") =>
    t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { password } });

  it("answers the login shape for the right password", async () => {
    const res = await login(TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: "Bearer",
      expires_in: 43_200,
    });
  });

  it("answers the token with Cache-Control: no-store, on /api and /trpc", async () => {
    const rest = await login(TEST_ADMIN_PASSWORD, "192.0.2.11");
    expect(rest.statusCode).toBe(200);
    expect(rest.headers["cache-control"]).toBe("no-store");
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      remoteAddress: "192.0.2.11",
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.access_token).toBeTruthy();
    expect(trpc.headers["cache-control"]).toBe("no-store");
  });

  it("answers 401 'Invalid password' for a wrong one and 400 for none", async () => {
    const wrong = await login("guess");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: "UNAUTHORIZED",
      message: "Invalid password",
      messageKey: "auth.invalidPassword",
    });
    const missing = await login(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: "password", message: "Password is required", messageKey: "password.required" },
    ]);
  });

  it("answers 429 with Retry-After after 5 failures from one address", async () => {
    for (let i = 0; i < 5; i++) expect((await login("bad", "192.0.2.99")).statusCode).toBe(401);
    const blocked = await login(TEST_ADMIN_PASSWORD, "192.0.2.99");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("TOO_MANY_REQUESTS");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    expect((await login(TEST_ADMIN_PASSWORD, "192.0.2.100")).statusCode).toBe(200);
  });

  it("answers a sign-in flood past the hashing queue with 503 and Retry-After, never a 500", async () => {
    const before = await counterValue("password_hashing_busy_total");
    // 40 wrong passwords at once from 40 addresses (each under its own limit), over both transports.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? login("wrong", `198.18.0.${i + 1}`)
          : t.app.inject({
              method: "POST",
              url: "/trpc/auth.login",
              remoteAddress: `198.18.0.${i + 1}`,
              payload: { password: "wrong" },
            }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    const checked = statuses.filter((s) => s === 401).length;
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(checked).toBeGreaterThanOrEqual(HASHING_CONCURRENCY + HASHING_QUEUE);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      const body = answer.json();
      expect(body.code ?? body.error.data.code).toBe("SERVICE_UNAVAILABLE");
      expect(body.message ?? body.error.message).toBe(
        "Too many sign-ins at once, please try again in a moment",
      );
      expect(body.messageKey ?? body.error.data.messageKey).toBe("auth.hashingBusy");
    }
    expect(await counterValue("password_hashing_busy_total")).toBe(before + refused.length);
    // Once the flood has passed, the administrator signs in.
    expect((await login(TEST_ADMIN_PASSWORD, "192.0.2.12")).statusCode).toBe(200);
  });

  it("signs a team member in with email and password; GET /api/auth/session says who; a call the role lacks is 403", async () => {
    const viewer = await insertTeamMember(t.db, {
      role: "viewer",
      email: "lina@team.test",
      password: "a long viewer password",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.40",
      payload: { email: "Lina@Team.test", password: "a long viewer password" },
    });
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().access_token as string}` };
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.member).toEqual({
      id: viewer.id,
      name: "A viewer",
      email: "lina@team.test",
      role: "viewer",
      permissions: ["read"],
      twoFactor: false,
      twoFactorNeeded: false,
      twoFactorRequired: false,
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/team/members", headers })).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ["GET", "/api/waitlist/export.csv"],
      ["POST", "/api/team/members"],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers, payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        code: "FORBIDDEN",
        messageKey: "auth.forbidden",
      });
    }
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.41",
      payload: { email: "lina@team.test", password: "not it" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ messageKey: "auth.invalidCredentials" });
  });

  it("sets up two-factor sign-in over REST; a sign-in without the code is 401 OTP_REQUIRED", async () => {
    await insertTeamMember(t.db, {
      role: "editor",
      email: "tariq@team.test",
      password: "a long editor password",
    });
    const signIn = (otp?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "192.0.2.50",
        payload: {
          email: "tariq@team.test",
          password: "a long editor password",
          ...(otp ? { otp } : {}),
        },
      });
    const headers = { authorization: `Bearer ${(await signIn()).json().access_token as string}` };
    const setupAnswer = await t.app.inject({ method: "POST", url: "/api/auth/2fa/setup", headers });
    expect(setupAnswer.statusCode).toBe(200);
    const { secret, otpauthUrl } = setupAnswer.json().data as {
      secret: string;
      otpauthUrl: string;
    };
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Bayan:/);
    const enabled = await t.app.inject({
      method: "POST",
      url: "/api/auth/2fa/enable",
      headers,
      payload: { otp: await generate({ secret }) },
    });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const asked = await signIn();
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: "OTP_REQUIRED", messageKey: "auth.otpRequired" });
    expect((await signIn(codes[0])).statusCode).toBe(200);
    const policy = await t.app.inject({
      method: "PUT",
      url: "/api/auth/2fa/policy",
      headers,
      payload: { required: true },
    });
    expect(policy.statusCode).toBe(403);
    const off = await t.app.inject({
      method: "POST",
      url: "/api/auth/2fa/disable",
      headers,
      payload: { password: "a long editor password", otp: codes[1] },
    });
    expect(off.statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it("ends the token on logout: the same token is 401 afterwards", async () => {
    const auth = await t.adminAuth();
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, message: "Logged out" });
    const again = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" });
    const none = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(none.statusCode).toBe(401);
  });
});

describe("the client address behind a proxy", () => {
  const failFrom = (app: Awaited<ReturnType<typeof setupApp>>["app"], forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.0.0.5",
      headers: { "x-forwarded-for": forwardedFor },
      payload: { password: "wrong" },
    });

  it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    const t = await setupApp("pglite");
    for (let i = 0; i < 5; i++) await failFrom(t.app, `198.51.100.${i}`);
    // All six came from the same socket address: the sixth is throttled.
    expect((await failFrom(t.app, "198.51.100.77")).statusCode).toBe(429);
    await t.close();
  });

  it("uses the forwarded address when the proxy is trusted", async () => {
    const t = await setupApp("pglite", { trustProxy: ["10.0.0.5"] });
    for (let i = 0; i < 5; i++) await failFrom(t.app, `198.51.100.${i}`);
    expect((await failFrom(t.app, "198.51.100.77")).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) await failFrom(t.app, "203.0.113.9");
    expect((await failFrom(t.app, "203.0.113.9")).statusCode).toBe(429);
    await t.close();
  });
});
