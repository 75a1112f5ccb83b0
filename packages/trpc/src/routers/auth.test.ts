import { adminSessions, appSettings, teamMembers } from "@bayan/db";
import { eq } from "drizzle-orm";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { prepareAuth, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../services/auth.js";
import { hashPassword } from "../services/hashing.js";
import type { TeamMemberStatus, TeamRole } from "@bayan/db/platform-enums";
import { TEST_ADMIN_PASSWORD } from "../testing.js";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (e: TRPCError) => `${e.code}: ${e.message}`,
  );

describe.each(testDatabaseKinds)("admin sign-in on %s", (kind) => {
  let clock = new Date("2026-02-01T10:00:00Z");
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => `Bearer ${token}`;

  it("issues a 12-hour HS256 bearer token for the right password", async () => {
    const result = await t.callerAs("192.0.2.1").auth.login({ password: TEST_ADMIN_PASSWORD });
    expect(result).toMatchObject({ token_type: "Bearer", expires_in: 43_200 });
    const [header, payload] = result.access_token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header.alg).toBe("HS256");
    // The subject is the owner's row in the team; the id names the session.
    expect(payload).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    const [owner] = await t.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    expect(payload.sub).toBe(owner!.id);
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.id, payload.jti));
    expect(row).toMatchObject({ memberId: owner!.id, revokedAt: null });
    expect(payload.exp - payload.iat).toBe(43_200);
    const session = await t.callerAs("192.0.2.1", bearer(result.access_token)).auth.session();
    expect(session.authenticated).toBe(true);
  });

  it("answers a wrong password with exactly 'Invalid password'", async () => {
    expect(await codeOf(t.callerAs("192.0.2.2").auth.login({ password: "nope" }))).toBe(
      "UNAUTHORIZED: Invalid password",
    );
  });

  it("throttles an address after 5 failures in 15 minutes, then lets it try again", async () => {
    const ip = "192.0.2.3";
    for (let i = 0; i < 5; i++) await codeOf(t.callerAs(ip).auth.login({ password: "bad" }));
    const blocked = await t
      .callerAs(ip)
      .auth.login({ password: TEST_ADMIN_PASSWORD })
      .catch((e) => e);
    expect(blocked.code).toBe("TOO_MANY_REQUESTS");
    expect(blocked.cause.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      await codeOf(t.callerAs("192.0.2.4").auth.login({ password: TEST_ADMIN_PASSWORD })),
    ).toBe("OK");
  });

  it("checks at most 5 of 30 wrong passwords sent at once from one address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        codeOf(t.callerAs("192.0.2.5").auth.login({ password: "guess" })),
      ),
    );
    expect(answers.filter((a) => a === "UNAUTHORIZED: Invalid password")).toHaveLength(5);
    expect(answers.filter((a) => a.startsWith("TOO_MANY_REQUESTS"))).toHaveLength(25);
  });

  it("does not count right passwords against the address", async () => {
    for (let i = 0; i < 8; i++) {
      expect(
        await codeOf(t.callerAs("192.0.2.6").auth.login({ password: TEST_ADMIN_PASSWORD })),
      ).toBe("OK");
    }
  });

  it("rejects missing, tampered, unsigned, foreign, expired and revoked tokens", async () => {
    const { access_token } = await t.caller.auth.login({ password: TEST_ADMIN_PASSWORD });
    const session = (authorization?: string) =>
      codeOf(t.callerAs("192.0.2.9", authorization).auth.session());

    expect(await session()).toMatch(/^UNAUTHORIZED/);
    // One whole character of the signature changed (its last ones partly encode padding bits:
    // changing those can leave the same bytes).
    const at = access_token.lastIndexOf(".") + 5;
    const other = access_token[at] === "A" ? "B" : "A";
    const tampered = access_token.slice(0, at) + other + access_token.slice(at + 1);
    expect(await session(bearer(tampered))).toMatch(/^UNAUTHORIZED/);

    const unsigned = new UnsecuredJWT({ role: "admin" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject("admin")
      .setJti("x")
      .setIssuedAt()
      .setExpirationTime("1h")
      .encode();
    expect(await session(bearer(unsigned))).toMatch(/^UNAUTHORIZED/);

    const otherKey = new TextEncoder().encode("another-secret-of-more-than-32-bytes!!");
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject("admin")
      .setJti("y")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(otherKey);
    expect(await session(bearer(foreign))).toMatch(/^UNAUTHORIZED/);

    expect(await session(bearer(access_token))).toBe("OK");
    await t.callerAs("192.0.2.9", bearer(access_token)).auth.logout();
    expect(await session(bearer(access_token))).toBe("UNAUTHORIZED: Token revoked");

    const { access_token: later } = await t.caller.auth.login({ password: TEST_ADMIN_PASSWORD });
    clock = new Date(clock.getTime() + 12 * 3600_000 + 1000);
    expect(await session(bearer(later))).toBe("UNAUTHORIZED: Token expired");
  });
});

describe.each(testDatabaseKinds)("team members signing in on %s", (kind) => {
  const clock = new Date("2026-02-01T10:00:00Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let ip = 0;
  const from = () => t.callerAs(`198.51.100.${++ip}`);
  const bearer = (token: string) => `Bearer ${token}`;
  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  async function member(role: TeamRole, email: string, status: TeamMemberStatus = "active") {
    const [row] = await t.db
      .insert(teamMembers)
      .values({
        name: "Rania",
        email,
        role,
        status,
        passwordHash: await hashPassword("a long member password"),
      })
      .returning();
    return row!;
  }

  it("signs a member in with their email and password, any case; says who and what they may do", async () => {
    const rania = await member("editor", "rania@team.test");
    const { access_token } = await from().auth.login({
      email: " Rania@Team.test ",
      password: "a long member password",
    });
    const session = await t.callerAs("198.51.100.99", bearer(access_token)).auth.session();
    expect(session.member).toEqual({
      id: rania.id,
      name: "Rania",
      email: "rania@team.test",
      role: "editor",
      permissions: ["read", "reply", "edit"],
      twoFactor: false,
      twoFactorNeeded: false,
      twoFactorRequired: false,
    });
    const [row] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.memberId, rania.id));
    expect(row).toMatchObject({ revokedAt: null });
  });

  it("answers the same 401 for an unknown address, a wrong password, an invited or a suspended member", async () => {
    await member("viewer", "invited@team.test", "invited");
    await member("viewer", "suspended@team.test", "suspended");
    await member("viewer", "valid@team.test");
    for (const [email, password] of [
      ["nobody@team.test", "a long member password"],
      ["valid@team.test", "not the password"],
      ["invited@team.test", "a long member password"],
      ["suspended@team.test", "a long member password"],
    ] as const) {
      expect(await codeOf(from().auth.login({ email, password })), email).toBe(
        "UNAUTHORIZED: Invalid email or password",
      );
    }
  });

  it("signs the owner in with the profile's email and the admin password, or the password alone", async () => {
    // Until the profile has an email, the owner signs in with the password alone.
    const admin = await t.adminCaller();
    await admin.settings.updateProfile({ email: "owner@team.test" });
    const [owner] = await t.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    const withEmail = await from().auth.login({
      email: "Owner@team.test",
      password: TEST_ADMIN_PASSWORD,
    });
    const session = await t
      .callerAs("198.51.100.98", bearer(withEmail.access_token))
      .auth.session();
    expect(session.member).toMatchObject({ id: owner!.id, role: "owner" });
    expect(session.member.permissions).toContain("team");
  });

  it("ends a member's sessions at once when suspended or removed; a new role counts on the next call", async () => {
    const omar = await member("admin", "omar@team.test");
    const { access_token } = await from().auth.login({
      email: "omar@team.test",
      password: "a long member password",
    });
    const omarCalls = t.callerAs("198.51.100.97", bearer(access_token));
    expect(await codeOf(omarCalls.waitlist.settings())).toBe("OK");
    await t.db.update(teamMembers).set({ role: "viewer" }).where(eq(teamMembers.id, omar.id));
    expect(await codeOf(omarCalls.waitlist.settings())).toBe("OK");
    expect(await codeOf(omarCalls.waitlist.updateSettings({ leaderboard: true }))).toMatch(
      /^FORBIDDEN/,
    );
    await t.db.update(teamMembers).set({ status: "suspended" }).where(eq(teamMembers.id, omar.id));
    expect(await codeOf(omarCalls.auth.session())).toBe("UNAUTHORIZED: Token revoked");
    await t.db.update(teamMembers).set({ status: "active" }).where(eq(teamMembers.id, omar.id));
    expect(await codeOf(omarCalls.auth.session())).toBe("OK");
    await t.db.delete(teamMembers).where(eq(teamMembers.id, omar.id));
    expect(await codeOf(omarCalls.auth.session())).toBe("UNAUTHORIZED: Token revoked");
  });

  it("refuses a token of this key whose session is unknown", async () => {
    const [owner] = await t.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    const forged = await new SignJWT({ gen: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(owner!.id)
      .setJti("not-a-session")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(t.deps.jwtKey);
    expect(await codeOf(t.callerAs("198.51.100.96", bearer(forged)).auth.session())).toBe(
      "UNAUTHORIZED: Token revoked",
    );
  });
});

describe("preparing the admin secrets", () => {
  it("generates a password once, stores only its hash, and honours ADMIN_PASSWORD changes", async () => {
    const t = await setup("pglite");
    await t.db.delete(appSettings);
    const first = await prepareAuth(t.db, {});
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/);
    const rows = await t.db.select().from(appSettings);
    expect(rows.map((r) => r.value).join(" ")).not.toContain(first.generatedPassword);
    expect(await codeOf(t.caller.auth.login({ password: first.generatedPassword! }))).toBe("OK");

    const second = await prepareAuth(t.db, {});
    expect(second.generatedPassword).toBeUndefined();
    expect(second.jwtKey).toEqual(first.jwtKey);

    await prepareAuth(t.db, { adminPassword: "a new admin password" });
    expect(
      await codeOf(t.callerAs("192.0.2.20").auth.login({ password: first.generatedPassword! })),
    ).toBe("UNAUTHORIZED: Invalid password");
    expect(await codeOf(t.caller.auth.login({ password: "a new admin password" }))).toBe("OK");
    await t.close();
  });
});

describe.each(testDatabaseKinds)("first start of several servers on %s", (kind) => {
  it("servers starting together on a new database agree on one password and one secret", async () => {
    const t = await setup(kind);
    await t.db.delete(appSettings);
    const starts = await Promise.all(Array.from({ length: 4 }, () => prepareAuth(t.db, {})));

    const printed = starts.flatMap((s) => (s.generatedPassword ? [s.generatedPassword] : []));
    expect(printed).toHaveLength(1);
    expect(await codeOf(t.callerAs("192.0.2.30").auth.login({ password: printed[0]! }))).toBe("OK");
    for (const start of starts) expect(start.jwtKey).toEqual(starts[0]!.jwtKey);
    // Tokens signed by any of them verify everywhere: the key the app runs with is the stored one.
    const stored = await t.db.select().from(appSettings);
    expect(stored.find((r) => r.key === "jwt_secret")?.value).toBe(
      new TextDecoder().decode(starts[0]!.jwtKey),
    );
    await t.close();
  });
});
