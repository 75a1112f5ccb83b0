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
import { setup } from "../../test/caller.js";
import { runDailyDigest } from "./digest.js";
import { SETTING } from "./app-settings.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const message = "I would like to know more about the lessons, please.";

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
