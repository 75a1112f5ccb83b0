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
import {
  DEFAULT_PREFERENCES,
  PASSWORD_CHANGE_MESSAGES,
  TEAM_MESSAGES,
} from "../schemas/settings.js";
import { PASSWORD_MESSAGES } from "../schemas/users.js";
import { prepareAuth } from "../services/auth.js";
import { runDailyDigest } from "../services/digest.js";
import { SETTING } from "../services/settings.js";
import { TEST_ADMIN_PASSWORD } from "../testing.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const NEW_PASSWORD = "Qz7#vKp2!mWx";
const message = "I would like to know more about the lessons, please.";

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
    await t.db.delete(contactSubmissions);
    await t.db.delete(waitlistEntries);
    await t.db.delete(users);
    await t.db.delete(outbox);
  });

  it("reads defaults for what was never saved, and for what is no longer valid", async () => {
    expect(await admin.settings.get()).toEqual({ ...DEFAULT_PREFERENCES, role: "Owner" });
    // An older document: one field of a removed value, one unknown, the rest missing.
    await t.db.insert(appSettings).values({
      key: SETTING.preferences,
      value: JSON.stringify({
        region: { timezone: "Mars/Olympus", dateFormat: "YYYY-MM-DD", extra: 1 },
        appearance: "dark",
      }),
    });
    const read = await admin.settings.get();
    expect(read.region).toEqual({ ...DEFAULT_PREFERENCES.region, dateFormat: "YYYY-MM-DD" });
    expect(read.appearance).toEqual(DEFAULT_PREFERENCES.appearance);
  });

  it("saves each section on its own and keeps the others", async () => {
    await admin.settings.updateProfile({
      name: "Huda Saleh",
      email: "Huda@Example.com",
      phone: "+962 79 123 4567",
      bio: "Runs Bayan.",
    });
    await admin.settings.updateNotifications({ dailyDigest: true, mobile: true });
    await admin.settings.updateAppearance({
      theme: "dark",
      compactMode: true,
      animationsEnabled: false,
    });
    await admin.settings.updateRegion({
      timezone: "Asia/Tokyo",
      dateFormat: "YYYY-MM-DD",
      timeFormat: "24",
      firstDayOfWeek: "saturday",
      numberFormat: "de-DE",
    });
    await admin.settings.updatePrivacy({ profileVisibility: "private", shareActivity: true });
    const last = await admin.settings.updatePayment({
      currency: "SAR",
      defaultMethod: "mastercard",
    });
    const expected = {
      role: "Owner",
      profile: {
        name: "Huda Saleh",
        email: "huda@example.com",
        phone: "+962 79 123 4567",
        bio: "Runs Bayan.",
      },
      notifications: { ...DEFAULT_PREFERENCES.notifications, dailyDigest: true, mobile: true },
      appearance: { theme: "dark", compactMode: true, animationsEnabled: false },
      region: {
        language: "en",
        timezone: "Asia/Tokyo",
        dateFormat: "YYYY-MM-DD",
        timeFormat: "24",
        firstDayOfWeek: "saturday",
        numberFormat: "de-DE",
      },
      privacy: {
        ...DEFAULT_PREFERENCES.privacy,
        profileVisibility: "private",
        shareActivity: true,
      },
      payment: { defaultMethod: "mastercard", currency: "SAR", autoRenew: true },
    };
    expect(last).toEqual(expected);
    // As stored: another session reads the same.
    expect(await (await t.adminCaller()).settings.get()).toEqual(expected);
  });

  it("keeps both of two sections saved at the same moment", async () => {
    await Promise.all([
      admin.settings.updateRegion({ language: "ar" }),
      admin.settings.updateAppearance({ theme: "dark" }),
      admin.settings.updatePrivacy({ shareActivity: true }),
    ]);
    const saved = await admin.settings.get();
    expect(saved.region.language).toBe("ar");
    expect(saved.appearance.theme).toBe("dark");
    expect(saved.privacy.shareActivity).toBe(true);
  });

  it("takes the number format along with the language while it is the language's own", async () => {
    expect((await admin.settings.updateRegion({ language: "ar" })).region).toMatchObject({
      language: "ar",
      numberFormat: "ar-SA",
    });
    expect((await admin.settings.updateRegion({ language: "en" })).region.numberFormat).toBe(
      "en-US",
    );
    await admin.settings.updateRegion({ numberFormat: "fr-FR" });
    expect((await admin.settings.updateRegion({ language: "ar" })).region.numberFormat).toBe(
      "fr-FR",
    );
  });

  it("answers 400 naming the field and its reason, and changes nothing", async () => {
    expect(await refusal(admin.settings.updateProfile({ email: "not an email" }))).toEqual({
      code: "BAD_REQUEST",
      errors: [{ path: "email", message: "Invalid email address" }],
    });
    expect(await refusal(admin.settings.updateProfile({ name: "H" }))).toEqual({
      code: "BAD_REQUEST",
      errors: [{ path: "name", message: "Name must be at least 2 characters long" }],
    });
    expect(
      (await refusal(admin.settings.updateRegion({ timezone: "Mars/Olympus" as "Asia/Tokyo" })))
        .errors,
    ).toEqual([{ path: "timezone", message: expect.stringContaining("Asia/Amman") }]);
    expect(
      (await refusal(admin.settings.updateAppearance({ theme: "blue" as "dark" }))).errors,
    ).toEqual([{ path: "theme", message: expect.stringContaining("system") }]);
    expect(
      (await refusal(admin.settings.updateNotifications({ email: "yes" as unknown as boolean })))
        .errors,
    ).toEqual([{ path: "email", message: expect.stringMatching(/boolean/) }]);
    const unknown = await refusal(
      admin.settings.updatePayment({ coupon: "FREE" } as unknown as { autoRenew: boolean }),
    );
    expect(unknown.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(unknown.errors)).toContain("coupon");
    expect(await admin.settings.get()).toEqual({ ...DEFAULT_PREFERENCES, role: "Owner" });
  });

  it("needs the admin token for every settings call", async () => {
    for (const call of [
      () => t.caller.settings.get(),
      () => t.caller.settings.updateProfile({ name: "Someone" }),
      () =>
        t.caller.settings.changePassword({
          currentPassword: TEST_ADMIN_PASSWORD,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      () => t.caller.team.list(),
      () => t.caller.team.delete({ id: "00000000-0000-0000-0000-000000000000" }),
      () => t.caller.admin.markNotificationsSeen(),
    ]) {
      expect((await failure(call())).code).toBe("UNAUTHORIZED");
    }
  });

  describe("the team", () => {
    it("has the administrator as its owner, from the profile, who stays", async () => {
      await admin.settings.updateProfile({ name: "Huda Saleh", email: "huda@example.com" });
      const { items } = await admin.team.list();
      expect(items).toEqual([
        expect.objectContaining({ name: "Huda Saleh", email: "huda@example.com", role: "owner" }),
      ]);
      const owner = items[0]!;
      expect(await refusal(admin.team.delete({ id: owner.id }))).toEqual({
        code: "CONFLICT",
        errors: TEAM_MESSAGES.ownerUndeletable,
      });
      expect(await refusal(admin.team.setRole({ id: owner.id, role: "viewer" }))).toEqual({
        code: "CONFLICT",
        errors: TEAM_MESSAGES.ownerFixed,
      });
      // The profile renames the owner.
      await admin.settings.updateProfile({ name: "Huda S." });
      expect((await admin.team.list()).items[0]).toMatchObject({ id: owner.id, name: "Huda S." });
    });

    it("adds, changes the role of and removes members; emails are unique", async () => {
      await admin.settings.updateProfile({ email: "huda@example.com" });
      const omar = await admin.team.add({
        name: "Omar Khaled",
        email: "Omar@Example.com",
        role: "editor",
      });
      expect(omar).toMatchObject({ email: "omar@example.com", role: "editor" });
      expect(
        await refusal(admin.team.add({ name: "Omar Two", email: "omar@example.com" })),
      ).toEqual({
        code: "CONFLICT",
        errors: TEAM_MESSAGES.emailTaken,
      });
      expect(
        await refusal(admin.team.add({ name: "Not Owner", email: "huda@example.com" })),
      ).toEqual({ code: "CONFLICT", errors: TEAM_MESSAGES.emailTaken });
      // Nor may the profile take a member's address.
      expect(await refusal(admin.settings.updateProfile({ email: "omar@example.com" }))).toEqual({
        code: "CONFLICT",
        errors: TEAM_MESSAGES.emailTaken,
      });
      expect(
        (
          await refusal(
            admin.team.add({ name: "Zed", email: "zed@example.com", role: "owner" as "admin" }),
          )
        ).errors,
      ).toEqual([{ path: "role", message: expect.stringContaining("viewer") }]);

      expect(await admin.team.setRole({ id: omar.id, role: "viewer" })).toMatchObject({
        role: "viewer",
      });
      const [row] = await t.db.select().from(teamMembers).where(eq(teamMembers.id, omar.id));
      expect(row!.role).toBe("viewer");
      expect(await admin.team.delete({ id: omar.id })).toEqual({ id: omar.id });
      expect((await admin.team.list()).items.map((m) => m.role)).toEqual(["owner"]);

      const missing = "00000000-0000-0000-0000-000000000000";
      for (const call of [
        () => admin.team.delete({ id: missing }),
        () => admin.team.setRole({ id: missing, role: "admin" }),
        () => admin.team.delete({ id: "not-a-uuid" }),
      ]) {
        expect(await refusal(call())).toEqual({
          code: "NOT_FOUND",
          errors: TEAM_MESSAGES.notFound,
        });
      }
    });
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
        errors: [{ path: "currentPassword", message: PASSWORD_CHANGE_MESSAGES.wrongCurrent }],
      });
      expect(await change(TEST_ADMIN_PASSWORD, "short1!")).toEqual({
        code: "BAD_REQUEST",
        errors: [{ path: "newPassword", message: PASSWORD_MESSAGES.tooShort }],
      });
      expect(await change(TEST_ADMIN_PASSWORD, "Password1!")).toEqual({
        code: "BAD_REQUEST",
        errors: [{ path: "newPassword", message: PASSWORD_MESSAGES.common }],
      });
      expect(await change(TEST_ADMIN_PASSWORD, NEW_PASSWORD, "Qz7#vKp2!mWy")).toEqual({
        code: "BAD_REQUEST",
        errors: [{ path: "confirmPassword", message: PASSWORD_CHANGE_MESSAGES.mismatch }],
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
          errors: [{ path: "newPassword", message: PASSWORD_MESSAGES.personal }],
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
      expect(limited.code).toBe("TOO_MANY_REQUESTS");
      expect(limited.message).toBe(PASSWORD_CHANGE_MESSAGES.tooManyWrong);
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
      expect(answer.message).toMatch(/other session/);
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

  describe("the bell", () => {
    it("lists sign-ups, registrations, unread messages and failed emails until marked as read", async () => {
      clock = new Date("2026-06-01T10:00:00.000Z");
      const at = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);
      await t.db.insert(waitlistEntries).values({ email: "signup@example.com", createdAt: at(40) });
      await t.db.insert(users).values({
        name: "Layla Hassan",
        email: "layla@example.com",
        passwordHash: "x",
        joinedAt: at(30),
      });
      await t.db.insert(contactSubmissions).values({
        name: "Amira",
        email: "amira@example.com",
        subject: "Levels",
        message,
        createdAt: at(20),
      });
      await t.db.insert(outbox).values({
        kind: "contact-reply",
        to: "gone@example.com",
        subject: "Re: Levels",
        text: "Hi",
        html: "<p>Hi</p>",
        language: "en",
        status: "failed",
        updatedAt: at(10),
      });
      const bell = await admin.admin.notifications();
      expect(bell.count).toBe(4);
      expect(bell.items.map((i) => i.type)).toEqual(["email", "contact", "user", "signup"]);

      // The switches filter what the bell shows.
      await admin.settings.updateNotifications({ userRegistration: false, systemUpdates: false });
      expect((await admin.admin.notifications()).items.map((i) => i.type)).toEqual(["contact"]);
      await admin.settings.updateNotifications({ browser: false });
      expect(await admin.admin.notifications()).toEqual({ count: 0, items: [] });
      await admin.settings.updateNotifications({
        browser: true,
        userRegistration: true,
        systemUpdates: true,
      });

      // Mark all as read: nothing until something new arrives.
      expect(await admin.admin.markNotificationsSeen()).toEqual({ seenAt: clock.toISOString() });
      expect(await admin.admin.notifications()).toMatchObject({ count: 0, items: [] });
      await t.db
        .insert(waitlistEntries)
        .values({ email: "later@example.com", createdAt: new Date(clock.getTime() + 60_000) });
      const after = await admin.admin.notifications();
      expect(after.count).toBe(1);
      expect(after.items).toEqual([
        expect.objectContaining({ type: "signup", email: "later@example.com" }),
      ]);
    });
  });

  describe("the daily digest", () => {
    async function digestEmails() {
      return t.db.select().from(outbox).where(eq(outbox.kind, "admin-digest"));
    }
    const at = (iso: string) => new Date(iso);

    it("emails the last day's messages and sign-ups once a day, in the admin's language", async () => {
      await admin.settings.updateProfile({ email: "huda@example.com" });
      await admin.settings.updateNotifications({ dailyDigest: true });
      await admin.settings.updateRegion({ language: "ar", timezone: "Asia/Amman" });
      await t.db.insert(contactSubmissions).values([
        {
          name: "Amira",
          email: "amira@example.com",
          subject: "Levels",
          message,
          createdAt: at("2026-05-31T20:00:00Z"),
        },
        // Older than a day, and spam: not in it.
        { name: "Old", email: "old@example.com", message, createdAt: at("2026-05-30T20:00:00Z") },
        {
          name: "Bot",
          email: "bot@example.com",
          message,
          status: "spam",
          createdAt: at("2026-05-31T21:00:00Z"),
        },
      ]);
      await t.db.insert(waitlistEntries).values([
        { email: "new1@example.com", createdAt: at("2026-05-31T22:00:00Z") },
        { email: "new2@example.com", createdAt: at("2026-06-01T05:00:00Z") },
      ]);

      // 07:30 in Amman: not yet.
      expect(await runDailyDigest(t.db, at("2026-06-01T04:30:00Z"), "http://bayan.test")).toEqual({
        sent: false,
        reason: "not-due",
      });
      const outcome = await runDailyDigest(t.db, clock, "http://bayan.test");
      expect(outcome.sent).toBe(true);
      const [email, ...others] = await digestEmails();
      expect(others).toEqual([]);
      expect(email).toMatchObject({ to: "huda@example.com", language: "ar", status: "queued" });
      expect(email!.subject).toBe("ملخص بيان اليومي");
      expect(email!.text).toContain("Amira: Levels");
      expect(email!.text).toContain("new1@example.com");
      expect(email!.text).toContain("new2@example.com");
      expect(email!.text).not.toContain("Old");
      expect(email!.text).not.toContain("Bot");
      expect(email!.text).toContain("http://bayan.test/admin");

      // Once a day: the same local day again sends nothing.
      expect(await runDailyDigest(t.db, at("2026-06-01T15:00:00Z"), "http://bayan.test")).toEqual({
        sent: false,
        reason: "not-due",
      });
      // The next day covers only what came since.
      await t.db
        .insert(waitlistEntries)
        .values({ email: "new3@example.com", createdAt: at("2026-06-01T12:00:00Z") });
      expect(
        (await runDailyDigest(t.db, at("2026-06-02T06:00:00Z"), "http://bayan.test")).sent,
      ).toBe(true);
      const second = (await digestEmails()).find((e) => e.id !== email!.id)!;
      expect(second.text).toContain("new3@example.com");
      expect(second.text).not.toContain("new1@example.com");
    });

    it("sends nothing on a day with nothing new", async () => {
      await admin.settings.updateProfile({ email: "huda@example.com" });
      await admin.settings.updateNotifications({ dailyDigest: true });
      await admin.settings.updateRegion({ timezone: "Asia/Amman" });
      await t.db
        .insert(waitlistEntries)
        .values({ email: "old@example.com", createdAt: at("2026-05-20T10:00:00Z") });
      expect(await runDailyDigest(t.db, clock, "http://bayan.test")).toEqual({
        sent: false,
        reason: "nothing-new",
      });
      expect(await digestEmails()).toEqual([]);
    });

    it("sends nothing when it is off, or without an address", async () => {
      await t.db
        .insert(waitlistEntries)
        .values({ email: "new@example.com", createdAt: at("2026-06-01T05:00:00Z") });
      await admin.settings.updateProfile({ email: "huda@example.com" });
      expect(await runDailyDigest(t.db, clock, "http://bayan.test")).toEqual({
        sent: false,
        reason: "off",
      });
      await admin.settings.updateNotifications({ dailyDigest: true, email: false });
      expect(await runDailyDigest(t.db, clock, "http://bayan.test")).toEqual({
        sent: false,
        reason: "off",
      });
      await admin.settings.updateNotifications({ email: true });
      await admin.settings.updateProfile({ email: "" });
      expect(await runDailyDigest(t.db, clock, "http://bayan.test")).toEqual({
        sent: false,
        reason: "no-email",
      });
      expect(await digestEmails()).toEqual([]);
    });
  });
});
