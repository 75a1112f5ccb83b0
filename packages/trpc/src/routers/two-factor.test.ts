import { teamMembers } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors, messageKeyOf, toErrorResponse } from "../errors.js";
import { insertTeamMember } from "../testing.js";

type T = Awaited<ReturnType<typeof setup>>;
const keyOf = (error: TRPCError) => messageKeyOf(error).messageKey;
const PASSWORD = "Olive-Tree-Harbor-42";

/**
 * Two-factor sign-in (docs/team.md): TOTP set up with a QR code's secret and confirmed with a
 * first code from the library, then asked at every sign-in (401 OTP_REQUIRED without it), each
 * code once; ten recovery codes, each once; turned off with the password and a code; required of
 * the owner and admins when the owner says so.
 */
describe.each(testDatabaseKinds)("two-factor sign-in on %s", (kind) => {
  let clock = new Date("2026-05-01T10:00:00.000Z");
  let t: T;
  let ip = 0;
  const from = () => t.callerAs(`198.51.100.${++ip % 250}`);
  const codeAt = (secret: string) =>
    generate({ secret, epoch: Math.floor(clock.getTime() / 1000) });
  /** Thirty seconds on: the next code. */
  const tick = () => (clock = new Date(clock.getTime() + 30_000));

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  async function signedIn(email: string, otp?: string) {
    const { access_token } = await from().auth.login({
      email,
      password: PASSWORD,
      ...(otp ? { otp } : {}),
    });
    return t.callerAs("198.51.100.251", `Bearer ${access_token}`);
  }

  it("sets up with a code, asks for a code at sign-in, takes each code and recovery code once, turns off", async () => {
    await insertTeamMember(t.db, { role: "editor", email: "nada@team.test", password: PASSWORD });
    const nada = await signedIn("nada@team.test");
    const { secret, otpauthUrl } = await nada.auth.twoFactorSetup();
    expect(otpauthUrl).toBe(`otpauth://totp/Bayan:nada%40team.test?secret=${secret}&issuer=Bayan`);
    const wrong = await failure(nada.auth.twoFactorEnable({ otp: "000000" }));
    expect(fieldErrors(wrong)?.map((e) => e.path)).toEqual(["otp"]);
    const { recoveryCodes } = await nada.auth.twoFactorEnable({ otp: await codeAt(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, "nada@team.test"));
    expect(row!.recoveryCodes.join(" ")).not.toContain(recoveryCodes[0]!.replace("-", ""));
    expect((await nada.auth.session()).member.twoFactor).toBe(true);

    // The password alone: 401 OTP_REQUIRED, and not counted as a failed guess.
    for (let i = 0; i < 6; i++) {
      const asked = await failure(
        t.callerAs("198.51.100.240").auth.login({ email: "nada@team.test", password: PASSWORD }),
      );
      expect(keyOf(asked)).toBe("auth.otpRequired");
      expect(toErrorResponse(asked)).toMatchObject({ status: 401, body: { code: "OTP_REQUIRED" } });
    }
    tick();
    const code = await codeAt(secret);
    await signedIn("nada@team.test", code);
    // The same code again is refused; so is a wrong one, as a failed sign-in.
    expect(keyOf(await failure(signedIn("nada@team.test", code)))).toBe("auth.otpInvalid");
    expect(keyOf(await failure(signedIn("nada@team.test", "123456")))).toBe("auth.otpInvalid");
    // A recovery code, typed in capitals without its dash, works once.
    const recovery = recoveryCodes[3]!.replace("-", "").toUpperCase();
    await signedIn("nada@team.test", recovery);
    expect(keyOf(await failure(signedIn("nada@team.test", recovery)))).toBe("auth.otpInvalid");

    tick();
    const badPassword = await failure(
      nada.auth.twoFactorDisable({ password: "not it", otp: await codeAt(secret) }),
    );
    expect(fieldErrors(badPassword)?.map((e) => e.path)).toEqual(["password"]);
    expect(
      await nada.auth.twoFactorDisable({ password: PASSWORD, otp: await codeAt(secret) }),
    ).toMatchObject({ messageKey: "auth.twoFactorOff" });
    await signedIn("nada@team.test");
  });

  it("requires a second factor of the owner and admins once the owner says so", async () => {
    const owner = await t.adminCaller();
    await insertTeamMember(t.db, { role: "admin", email: "adel@team.test", password: PASSWORD });
    await insertTeamMember(t.db, { role: "viewer", email: "vera@team.test", password: PASSWORD });
    const adel = await signedIn("adel@team.test");
    const vera = await signedIn("vera@team.test");
    expect((await failure(adel.auth.twoFactorPolicy({ required: true }))).code).toBe("FORBIDDEN");
    expect(await owner.auth.twoFactorPolicy({ required: true })).toMatchObject({
      required: true,
      messageKey: "auth.twoFactorNowRequired",
    });
    try {
      const refused = await failure(adel.waitlist.list({}));
      expect(refused.code).toBe("FORBIDDEN");
      expect(keyOf(refused)).toBe("auth.twoFactorRequired");
      expect((await adel.auth.session()).member).toMatchObject({ twoFactorNeeded: true });
      // The owner too; a viewer is not concerned.
      expect(keyOf(await failure(owner.waitlist.list({})))).toBe("auth.twoFactorRequired");
      await vera.waitlist.list({});
      const { secret } = await adel.auth.twoFactorSetup();
      tick();
      await adel.auth.twoFactorEnable({ otp: await codeAt(secret) });
      await adel.waitlist.list({});
      expect((await adel.auth.session()).member).toMatchObject({
        twoFactor: true,
        twoFactorNeeded: false,
      });
    } finally {
      await owner.auth.twoFactorPolicy({ required: false });
    }
    await owner.waitlist.list({});
  });
});
