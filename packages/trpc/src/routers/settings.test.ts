import {
  appSettings,
  contactSubmissions,
  outbox,
  teamMembers,
  users,
  waitlistEntries,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";
import { DEFAULT_PREFERENCES } from "../schemas/settings.js";
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
      errors: [
        { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
      ],
    });
    expect(await refusal(admin.settings.updateProfile({ name: "H" }))).toEqual({
      code: "BAD_REQUEST",
      errors: [
        {
          path: "name",
          message: "Name must be at least 2 characters long",
          messageKey: "users.nameTooShort",
        },
      ],
    });
    expect(await refusal(admin.settings.updateProfile({ phone: "call me" }))).toEqual({
      code: "BAD_REQUEST",
      errors: [
        {
          path: "phone",
          message: "Phone must be 6 to 20 digits, spaces, dashes or brackets, optionally after +",
          messageKey: "settings.phoneInvalid",
        },
      ],
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
});
