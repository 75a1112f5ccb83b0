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
import { setup } from "../../test/caller.js";
import { SETTING } from "../services/app-settings.js";

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
});
