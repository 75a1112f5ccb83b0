import {
  appSettings,
  contactSubmissions,
  outbox,
  teamMembers,
  users,
  waitlistEntries,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";
import { PASSWORD_MESSAGES } from "../schemas/users.js";
import { prepareAuth } from "../services/auth.js";
import { SETTING } from "../services/app-settings.js";
import { TEST_ADMIN_PASSWORD } from "../testing.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const NEW_PASSWORD = "Qz7#vKp2!mWx";

/** "code: path: message" of a failed call, as a client sees it. */
async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  return { code: error.code, errors: fieldErrors(error) ?? error.message };
}

describe.each(testDatabaseKinds)("settings on %s", (kind) => {
  // 09:30 in Amman (UTC+3): the digest is due.
  let clock = new Date("2026-06-01T06:30:00.000Z");
  let t: T;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date("2026-06-01T06:30:00.000Z");
    await t.db
      .delete(appSettings)
      .where(
        inArray(appSettings.key, [
          SETTING.preferences,
          SETTING.notificationsSeenAt,
          SETTING.digestRanAt,
        ]),
      );
    await t.db.delete(teamMembers);
    // The sessions went with their members: sign in again.
    admin = await t.adminCaller();
    await t.db.delete(contactSubmissions);
    await t.db.delete(waitlistEntries);
    await t.db.delete(users);
    await t.db.delete(outbox);
  });

  describe("the password", () => {
    it("refuses a wrong current password, a weak or mismatched new one", async () => {
      const change = (
        currentPassword: string,
        newPassword: string,
        confirmPassword = newPassword,
      ) =>
        refusal(admin.settings.changePassword({ currentPassword, newPassword, confirmPassword }));
      expect(await change("wrong password", NEW_PASSWORD)).toEqual({
        code: "BAD_REQUEST",
        errors: [
          {
            path: "currentPassword",
            message: "Current password is incorrect",
            messageKey: "settings.wrongCurrentPassword",
          },
        ],
      });
      expect(await change(TEST_ADMIN_PASSWORD, "short1!")).toEqual({
        code: "BAD_REQUEST",
        errors: [
          {
            path: "newPassword",
            message: "Password must be at least 8 characters",
            messageKey: PASSWORD_MESSAGES.tooShort,
          },
        ],
      });
      expect(await change(TEST_ADMIN_PASSWORD, "Password1!")).toEqual({
        code: "BAD_REQUEST",
        errors: [
          {
            path: "newPassword",
            message: "This password is too common or too easy to guess: choose another",
            messageKey: PASSWORD_MESSAGES.common,
          },
        ],
      });
      expect(await change(TEST_ADMIN_PASSWORD, NEW_PASSWORD, "Qz7#vKp2!mWy")).toEqual({
        code: "BAD_REQUEST",
        errors: [
          {
            path: "confirmPassword",
            message: "Passwords do not match",
            messageKey: "settings.passwordsDoNotMatch",
          },
        ],
      });
      // Nothing changed.
      expect(
        (await t.callerAs("198.51.100.1").auth.login({ password: TEST_ADMIN_PASSWORD })).token_type,
      ).toBe("Bearer");
    });

    it("refuses a new password built on the administrator's own name or address", async () => {
      await admin.settings.updateProfile({
        name: "Sara Haddad",
        email: "sara.haddad5658@example.com",
      });
      for (const newPassword of ["SaraHaddad1!", "Sara.haddad5658@example.com1!"]) {
        expect(
          await refusal(
            admin.settings.changePassword({
              currentPassword: TEST_ADMIN_PASSWORD,
              newPassword,
              confirmPassword: newPassword,
            }),
          ),
          newPassword,
        ).toEqual({
          code: "BAD_REQUEST",
          errors: [
            {
              path: "newPassword",
              message: "This password is built on your name or email address: choose another",
              messageKey: PASSWORD_MESSAGES.personal,
            },
          ],
        });
      }
    });

    it("throttles wrong current passwords like failed sign-ins: per address, shared, and per session", async () => {
      const change = (caller: Admin, currentPassword: string) =>
        failure(
          caller.settings.changePassword({
            currentPassword,
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          }),
        );
      // A session of its own, at an address of its own (the suite's admin keeps its allowance).
      const { access_token } = await t
        .callerAs("198.51.100.60")
        .auth.login({ password: TEST_ADMIN_PASSWORD });
      const from = (ip: string) => t.callerAs(ip, `Bearer ${access_token}`);
      for (let i = 0; i < 5; i++) {
        expect((await change(from("198.51.100.60"), `wrong ${i}`)).code).toBe("BAD_REQUEST");
      }
      const limited = await change(from("198.51.100.60"), "wrong 5");
      expect(limited).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: "Too many wrong current passwords, please try again later",
        messageKey: "settings.tooManyWrongPasswords",
      });
      // The address's allowance is the sign-in's: signing in from there waits too.
      expect(
        (await failure(t.callerAs("198.51.100.60").auth.login({ password: "wrong" }))).code,
      ).toBe("TOO_MANY_REQUESTS");
      // The stolen token from another address: its session's allowance is spent, even for the
      // right password.
      expect((await change(from("198.51.100.61"), TEST_ADMIN_PASSWORD)).code).toBe(
        "TOO_MANY_REQUESTS",
      );
      // Another session elsewhere is not held back.
      const other = await t.adminCaller();
      expect((await change(other, "wrong again")).code).toBe("BAD_REQUEST");
      // Nothing changed.
      await t.callerAs("198.51.100.62").auth.login({ password: TEST_ADMIN_PASSWORD });
    });

    it("signs every other session out, keeps this one, and survives a restart with the same ADMIN_PASSWORD", async () => {
      const other = await t.adminCaller();
      expect((await other.auth.session()).authenticated).toBe(true);
      const answer = await admin.settings.changePassword({
        currentPassword: TEST_ADMIN_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(answer).toMatchObject({
        message: "Password changed. Every other session has been signed out.",
        messageKey: "settings.passwordChanged",
      });
      expect((await failure(other.auth.session())).message).toBe("Token revoked");
      // The old token of this session went with them; its fresh token works.
      const current = t.callerAs("203.0.113.200", `Bearer ${answer.access_token}`);
      expect((await current.auth.session()).authenticated).toBe(true);
      expect((await failure(admin.settings.get())).code).toBe("UNAUTHORIZED");

      // The old password no longer signs in; the new one does.
      expect(
        (await failure(t.callerAs("198.51.100.2").auth.login({ password: TEST_ADMIN_PASSWORD })))
          .code,
      ).toBe("UNAUTHORIZED");
      await t.callerAs("198.51.100.2").auth.login({ password: NEW_PASSWORD });

      // A restart with the ADMIN_PASSWORD applied before does not undo the change...
      await prepareAuth(t.db, { adminPassword: TEST_ADMIN_PASSWORD });
      await t.callerAs("198.51.100.3").auth.login({ password: NEW_PASSWORD });
      expect((await current.auth.session()).authenticated).toBe(true);
      // ...a new value does (and signs everyone out).
      await prepareAuth(t.db, { adminPassword: "a brand new deployment password" });
      expect((await failure(current.auth.session())).code).toBe("UNAUTHORIZED");
      await t.callerAs("198.51.100.4").auth.login({ password: "a brand new deployment password" });

      // Back to the suite's password for the other tests.
      await t.db.delete(appSettings).where(eq(appSettings.key, SETTING.appliedEnvPasswordHash));
      await prepareAuth(t.db, { adminPassword: TEST_ADMIN_PASSWORD });
      admin = await t.adminCaller();
    });
  });
});
